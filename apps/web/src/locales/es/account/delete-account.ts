import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/delete-account.ts'

export const messages = {
  'deleteAccount.intro':
    'Al eliminar su cuenta se borran de Reserva su nombre, su correo electrónico y su teléfono, y no se puede deshacer:',
  'deleteAccount.bookings': 'Sus próximas reservas se cancelan, como si usted cancelara cada una.',
  'deleteAccount.quotes': 'Sus solicitudes de presupuesto abiertas se retiran.',
  'deleteAccount.kept':
    'El negocio conserva su registro de reservas pasadas, sin su nombre ni sus datos de contacto.',
  'deleteAccount.open': 'Eliminar mi cuenta…',
  'deleteAccount.title': '¿Eliminar su cuenta?',
  'deleteAccount.final': 'Confirme que es usted para eliminarla. No se puede deshacer.',
  'deleteAccount.password': 'Su contraseña',
  'deleteAccount.showHide': 'Mostrar u ocultar la contraseña',
  'deleteAccount.useCode': '¿No tiene contraseña? Use un código enviado por correo',
  'deleteAccount.usePassword': 'Usar mi contraseña',
  'deleteAccount.sendCode': 'Enviarme un código',
  'deleteAccount.sendAgain': 'Enviar otro código',
  'deleteAccount.codeSent': 'Le hemos enviado un código a {email}.',
  'deleteAccount.code': 'El código de 6 cifras',
  'deleteAccount.keep': 'Conservar mi cuenta',
  'deleteAccount.confirm': 'Eliminar mi cuenta',
  'deleteAccount.doneTitle': 'Su cuenta se ha eliminado',
  'deleteAccount.doneText':
    'Reservas canceladas: {bookings}. Solicitudes de presupuesto retiradas: {quotes}. Se ha cerrado su sesión en todas partes.',
  'deleteAccount.home': 'Ir a la página de inicio',
} satisfies CatalogueOf<typeof english>
