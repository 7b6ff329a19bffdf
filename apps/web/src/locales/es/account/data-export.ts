import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/data-export.ts'

export const messages = {
  'dataExport.title': 'Descargar sus datos',
  'dataExport.personTitle': 'Exportar datos personales',
  'dataExport.subject': 'la descarga de sus datos',
  'dataExport.intro':
    'Obtenga una copia de todo lo que Reserva guarda sobre usted, en un archivo ZIP: su perfil, sus reservas, sus presupuestos y sus mensajes, sus archivos, su historial de inicios de sesión y sus consentimientos.',
  'dataExport.how': {
    one: 'Se prepara en segundo plano y le enviaremos un correo cuando esté lista. Solo usted puede descargarla, con la sesión iniciada, durante {count} día.',
    many: 'Se prepara en segundo plano y le enviaremos un correo cuando esté lista. Solo usted puede descargarla, con la sesión iniciada, durante {count} de días.',
    other:
      'Se prepara en segundo plano y le enviaremos un correo cuando esté lista. Solo usted puede descargarla, con la sesión iniciada, durante {count} días.',
  },
  'dataExport.personIntro':
    'Una copia de todo lo que Reserva guarda sobre esta persona, en un archivo ZIP: su perfil, sus reservas, sus presupuestos y sus mensajes, sus archivos, su historial de inicios de sesión y sus consentimientos.',
  'dataExport.prepare': 'Preparar mi descarga',
  'dataExport.personPrepare': 'Preparar una exportación',
  'dataExport.preparing': 'Preparando… le enviaremos un correo cuando esté lista',
  'dataExport.ready': 'Lista: {size}, disponible hasta el {until}.',
  'dataExport.download': 'Descargar mis datos',
  'dataExport.personDownload': 'Descargar la exportación',
  'dataExport.prepareNew': 'Preparar una nueva descarga',
  'dataExport.failedTitle': 'No se pudo preparar la descarga',
  'dataExport.failedText': 'Algo ha fallado por nuestra parte. Vuelva a intentarlo en un momento.',
  'dataExport.tryAgain': 'Volver a intentarlo',
  'dataExport.expired': 'La última descarga caducó el {when} y se eliminó.',
  'dataExport.tooManyUntil':
    'Hoy ya ha pedido el máximo de descargas permitido. Podrá pedir otra a partir del {when}.',
} satisfies CatalogueOf<typeof english>
