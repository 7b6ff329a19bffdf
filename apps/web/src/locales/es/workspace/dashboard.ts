import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { DashboardMessages } from '../../en/workspace/dashboard.ts'

export const dashboardMessages = {
  'operatorDashboard.title': 'Panel del personal',
  'operatorDashboard.agenda': 'Agenda',
  'operatorDashboard.agendaText':
    'Las reservas de hoy, las que esperan confirmación y las confirmadas de las próximas dos semanas, una fila cada una.',
  'operatorDashboard.calendar': 'Calendario',
  'operatorDashboard.calendarText':
    'El día o la semana de cada recurso: abra una reserva para gestionarla, o elija una hora libre para reservar para un cliente.',
  'operatorDashboard.bookings': 'Reservas',
  'operatorDashboard.bookingsText':
    'Todas las reservas, también las pasadas y las canceladas: busque una por referencia, nombre o correo electrónico del cliente.',
  'operatorDashboard.quotes': 'Presupuestos',
  'operatorDashboard.quotesTitle': 'Bandeja de presupuestos',
  'operatorDashboard.quotesText':
    'Solicitudes que esperan un precio, ofertas que esperan respuesta, con sus mensajes y archivos.',
  'operatorDashboard.resources': 'Recursos',
  'operatorDashboard.resourcesTitle': 'Recursos: horarios y ausencias',
  'operatorDashboard.resourcesText': 'Cambie cuándo se puede reservar cada persona, sala o equipo.',
  'liveStatus.connecting': 'Actualizaciones en directo: conectando',
  'liveStatus.connected': 'Actualizaciones en directo: conectado',
  'liveStatus.disconnected': 'Actualizaciones en directo: desconectado',

  'agenda.loading': 'Cargando la agenda',
  'agenda.waiting': {
    one: '{count} en espera de confirmación',
    many: '{count} en espera de confirmación',
    other: '{count} en espera de confirmación',
  },
  'agenda.bookForCustomer': 'Reservar para un cliente',
  'agenda.today': 'Hoy, {date}',
  'agenda.nothingToday': 'No hay nada reservado para hoy.',
  'agenda.footnote': {
    one: 'Reservas confirmadas para el próximo día; todas las reservas están en Reservas.',
    many: 'Reservas confirmadas para los próximos {count} de días; todas las reservas están en Reservas.',
    other:
      'Reservas confirmadas para los próximos {count} días; todas las reservas están en Reservas.',
  },
  'agenda.new': 'Nueva',
  'agenda.actionsFor': 'Acciones para {customer}, {service} a las {time}, {reference}',
  'agenda.details': 'Detalles',
  'agenda.confirm': 'Confirmar…',
  'agenda.decline': 'Rechazar…',
  'agenda.complete': 'Completar…',
  'agenda.noShow': 'No se presentó…',
  'agenda.undo': 'Deshacer',
  'agenda.reschedule': 'Cambiar la hora…',
  'agenda.cancel': 'Cancelar la reserva…',

  'staffStatus.pending': 'Pendiente de confirmación',
  'staffStatus.confirmed': 'Confirmada',
  'staffStatus.declined': 'Rechazada',
  'staffStatus.cancelled': 'Cancelada',
  'staffStatus.completed': 'Completada',
  'staffStatus.no_show': 'No se presentó',
  'staffErrors.invalidTransition':
    'Esta reserva ha cambiado mientras tanto y ya no se puede cambiar así. La lista se ha actualizado.',
  'staffErrors.notFound': 'Esta reserva ya no existe. La lista se ha actualizado.',

  'bookingAction.confirmTitle': '¿Confirmar esta reserva?',
  'bookingAction.confirmText':
    'El cliente recibe un correo electrónico que dice que está confirmada.',
  'bookingAction.confirmButton': 'Confirmar la reserva',
  'bookingAction.notYet': 'Todavía no',
  'bookingAction.declineTitle': '¿Rechazar esta reserva?',
  'bookingAction.declineText':
    'El cliente recibe un correo electrónico que dice que se ha rechazado, y la hora vuelve a quedar libre.',
  'bookingAction.declineButton': 'Rechazar la reserva',
  'bookingAction.keepBooking': 'Mantener la reserva',
  'bookingAction.completeTitle': '¿Marcar esta reserva como completada?',
  'bookingAction.completeText':
    'Cuenta como una visita en las estadísticas. Puede deshacerlo durante {undo}.',
  'bookingAction.completeButton': 'Marcar como completada',
  'bookingAction.noShowTitle': '¿Marcar que el cliente no se presentó?',
  'bookingAction.noShowText':
    'El cliente no vino; cuenta como ausencia en las estadísticas. Puede deshacerlo durante {undo}.',
  'bookingAction.noShowButton': 'Marcar como no presentado',
  'bookingAction.cancelTitle': '¿Cancelar esta reserva?',
  'bookingAction.cancelText':
    'El cliente recibe un correo electrónico que dice que se ha cancelado, y la hora vuelve a quedar libre.',
  'bookingAction.cancelButton': 'Cancelar la reserva',
  'bookingAction.which': '{service} para {customer}, {date} a las {time} ({reference}).',
  'bookingAction.reason': 'Motivo para el cliente (opcional)',
  'bookingAction.reasonHint': {
    one: 'En el correo a {customer} y en su reserva. {typed}/{count} carácter.',
    many: 'En el correo a {customer} y en su reserva. {typed}/{count} de caracteres.',
    other: 'En el correo a {customer} y en su reserva. {typed}/{count} caracteres.',
  },

  'changeLength.button': 'Cambiar la duración',
  'changeLength.title': '¿Cambiar la duración de {reference}?',
  'changeLength.keep': 'Mantener la hora',
  'changeLength.confirm': 'Cambiarla',
  'changeLength.length': 'Duración',
  'changeLength.text':
    'Desde las {start} hasta las {until} con {resource}, si esa hora está libre. El cliente recibe un correo electrónico sobre el cambio.',

  'bookingHistory.created': 'Reservada',
  'bookingHistory.createdBy': 'Reservada por {name}',
  'bookingHistory.confirmed': 'Confirmada',
  'bookingHistory.confirmedBy': 'Confirmada por {name}',
  'bookingHistory.declined': 'Rechazada',
  'bookingHistory.declinedBy': 'Rechazada por {name}',
  'bookingHistory.cancelled': 'Cancelada',
  'bookingHistory.cancelledBy': 'Cancelada por {name}',
  'bookingHistory.completed': 'Marcada como completada',
  'bookingHistory.completedBy': 'Marcada como completada por {name}',
  'bookingHistory.noShow': 'Marcada como no presentada',
  'bookingHistory.noShowBy': 'Marcada como no presentada por {name}',
  'bookingHistory.undone': 'Devuelta a confirmada (deshecho)',
  'bookingHistory.undoneBy': 'Devuelta a confirmada (deshecho) por {name}',
  'bookingHistory.moved': 'Cambiada de hora',
  'bookingHistory.movedBy': 'Cambiada de hora por {name}',
  'bookingHistory.noteAdded': 'Nota interna añadida',
  'bookingHistory.noteAddedBy': 'Nota interna añadida por {name}',
  'bookingHistory.otherBy': '{action} por {name}',
  'bookingHistory.reminder': 'Recordatorio enviado al cliente por correo electrónico',
  'bookingHistory.madeOnline': 'Hecha en línea',
  'bookingHistory.madeByStaff': 'Hecha por el personal para el cliente',
  'bookingHistory.madeFromQuote': 'Hecha a partir de un presupuesto aceptado',
  'bookingHistory.madeByStaffOutside':
    'Hecha por el personal para el cliente, fuera de las horas ofrecidas: «{reason}»',
  'bookingHistory.outside': 'Fuera de las horas ofrecidas: «{reason}»',
  'bookingHistory.times': 'Del {from} al {to}',
  'bookingHistory.resources': 'De {fromResource} a {toResource}',
  'bookingHistory.timesResources': 'Del {from} al {to}, de {fromResource} a {toResource}',
  'bookingHistory.length': {
    one: 'Duración de {before} a {count} minuto',
    many: 'Duración de {before} a {count} de minutos',
    other: 'Duración de {before} a {count} minutos',
  },
  'bookingHistory.timesLength': {
    one: 'Del {from} al {to}, duración de {before} a {count} minuto',
    many: 'Del {from} al {to}, duración de {before} a {count} de minutos',
    other: 'Del {from} al {to}, duración de {before} a {count} minutos',
  },
  'bookingHistory.resourcesLength': {
    one: 'De {fromResource} a {toResource}, duración de {before} a {count} minuto',
    many: 'De {fromResource} a {toResource}, duración de {before} a {count} de minutos',
    other: 'De {fromResource} a {toResource}, duración de {before} a {count} minutos',
  },
  'bookingHistory.timesResourcesLength': {
    one: 'Del {from} al {to}, de {fromResource} a {toResource}, duración de {before} a {count} minuto',
    many: 'Del {from} al {to}, de {fromResource} a {toResource}, duración de {before} a {count} de minutos',
    other:
      'Del {from} al {to}, de {fromResource} a {toResource}, duración de {before} a {count} minutos',
  },
  'bookingHistory.reason': 'Motivo: «{reason}»',
} satisfies CatalogueOf<DashboardMessages>
