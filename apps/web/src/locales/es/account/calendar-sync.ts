import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/calendar-sync.ts'

export const messages = {
  'calendarSync.title': 'Conexión de calendario',
  'calendarSync.subject': 'la conexión de calendario',
  'calendarSync.intro':
    'Conecte un calendario CalDAV (Nextcloud, Fastmail, iCloud con una contraseña de aplicación, Radicale…): cada reserva de {name} se escribe en él y se mantiene al día, y sus horas ocupadas bloquean los horarios de {name} como una ausencia.',
  'calendarSync.form': 'Datos de la conexión de calendario',
  'calendarSync.address': 'Dirección del calendario',
  'calendarSync.addressHint':
    'La dirección CalDAV del calendario (o de la cuenta, si tiene un solo calendario).',
  'calendarSync.user': 'Nombre de usuario',
  'calendarSync.password': 'Contraseña',
  'calendarSync.passwordHint':
    'Una contraseña de aplicación también sirve y es más segura. Se comprueba ahora y se guarda cifrada.',
  'calendarSync.passwordKeep': 'Déjela vacía para conservar la contraseña guardada.',
  'calendarSync.showHide': 'Mostrar u ocultar la contraseña',
  'calendarSync.connect': 'Conectar',
  'calendarSync.save': 'Guardar y comprobar',
  'calendarSync.cancel': 'Cancelar',
  'calendarSync.connected':
    'El calendario está conectado. Las próximas reservas se están escribiendo en él.',
  'calendarSync.state.ok': 'Sincronizado',
  'calendarSync.state.behind': 'La sincronización va con retraso',
  'calendarSync.state.starting': 'Iniciando',
  'calendarSync.waiting': 'Cambios pendientes: {count}',
  'calendarSync.behindTitle': 'La sincronización del calendario va con retraso',
  'calendarSync.behindText':
    'Desde {since} el calendario no ha recibido todos los cambios (cambios pendientes: {count}). Reserva sigue aceptando reservas y lo vuelve a intentar por sí sola; los horarios usan las horas ocupadas leídas por última vez.',
  'calendarSync.calendar': 'Calendario',
  'calendarSync.lastRead': 'Horas ocupadas leídas',
  'calendarSync.readText': '{when} ({count} ocupadas)',
  'calendarSync.lastWritten': 'Última reserva escrita',
  'calendarSync.never': 'Todavía no',
  'calendarSync.syncNow': 'Sincronizar ahora',
  'calendarSync.synced':
    'Sincronizado: el calendario tiene todos los cambios y sus horas ocupadas se han leído.',
  'calendarSync.change': 'Cambiar los datos',
  'calendarSync.disconnect': 'Desconectar',
  'calendarSync.disconnectTitle': '¿Desconectar este calendario?',
  'calendarSync.disconnectText':
    'Las reservas dejan de escribirse en él y sus horas ocupadas dejan de bloquear horarios. Los eventos ya escritos permanecen en el calendario.',
  'calendarSync.keep': 'Conservarlo',
  'calendarSync.confirmDisconnect': 'Desconectar',
  'calendarSync.disconnected': 'El calendario está desconectado.',
} satisfies CatalogueOf<typeof english>
