import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { StatisticsMessages } from '../../en/workspace/statistics.ts'

export const statisticsMessages = {
  'statistics.thisWeek': 'Esta semana',
  'statistics.last7': 'Últimos 7 días',
  'statistics.last30': 'Últimos 30 días',
  'statistics.thisMonth': 'Este mes',
  'statistics.thisQuarter': 'Este trimestre',
  'statistics.thisYear': 'Este año',
  'statistics.subject': 'las estadísticas',
  'statistics.quickPeriods': 'Periodos rápidos',
  'statistics.period': 'Periodo',
  'statistics.from': 'Desde',
  'statistics.to': 'Hasta',
  'statistics.lastBeforeFirst': 'El último día no puede ser anterior al primero',
  'statistics.bookingsPer': 'Reservas por',
  'statistics.day': 'Día',
  'statistics.week': 'Semana',
  'statistics.show': 'Mostrar',
  'statistics.downloadCsv': 'Descargar CSV',
  'statistics.networkError':
    'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  'statistics.forbidden': 'Solo los administradores pueden ver las estadísticas.',
  'statistics.signedOut': 'Su sesión ha terminado. Vuelva a iniciar sesión para continuar.',
  'statistics.weekOf': 'Semana del {day}',

  'statistics.sameAsDay': 'igual que el día anterior',
  'statistics.sameAsDays': {
    one: 'igual que el día anterior',
    many: 'igual que los {count} de días anteriores',
    other: 'igual que los {count} días anteriores',
  },
  'statistics.noneInDay': 'ninguna el día anterior',
  'statistics.noneInDays': {
    one: 'ninguna el día anterior',
    many: 'ninguna en los {count} de días anteriores',
    other: 'ninguna en los {count} días anteriores',
  },
  'statistics.upOnDay': '{change} % más que el día anterior',
  'statistics.upOnDays': {
    one: '{change} % más que el día anterior',
    many: '{change} % más que los {count} de días anteriores',
    other: '{change} % más que los {count} días anteriores',
  },
  'statistics.downOnDay': '{change} % menos que el día anterior',
  'statistics.downOnDays': {
    one: '{change} % menos que el día anterior',
    many: '{change} % menos que los {count} de días anteriores',
    other: '{change} % menos que los {count} días anteriores',
  },

  'statistics.nothing': 'No hay reservas ni solicitudes de presupuesto entre el {from} y el {to}.',
  'statistics.bookings': 'Reservas',
  'statistics.bookingsText':
    '{done} confirmadas o completadas, {pending} pendientes de confirmación',
  'statistics.revenue': 'Ingresos',
  'statistics.revenueText':
    'Reservas confirmadas y completadas; {pending} más si se confirman las pendientes',
  'statistics.conversion': 'Conversión de presupuestos',
  'statistics.conversionText': {
    one: '{accepted} de {count} oferta aceptada, por valor de {value}',
    many: '{accepted} de {count} de ofertas aceptadas, por valor de {value}',
    other: '{accepted} de {count} ofertas aceptadas, por valor de {value}',
  },
  'statistics.cancellations': 'Cancelaciones',
  'statistics.cancellationsText': '{share} de las reservas del periodo',
  'statistics.noShows': 'Ausencias',
  'statistics.noShowsText': '{share} de las reservas cuya hora llegó',
  'statistics.quoteRequests': 'Solicitudes de presupuesto',
  'statistics.quoteRequestsText': '{share} recibieron una oferta',

  'statistics.perDayTitle': 'Reservas e ingresos por día',
  'statistics.perWeekTitle': 'Reservas e ingresos por semana',
  'statistics.perDayText':
    'Una reserva cuenta el día en que empieza, en {zone}. Los ingresos son las reservas confirmadas y completadas, en {currency}.',
  'statistics.perWeekText':
    'Una reserva cuenta la semana en que empieza, en {zone}. Los ingresos son las reservas confirmadas y completadas, en {currency}.',
  'statistics.bookingsPerDay': 'Reservas por día, por estado',
  'statistics.bookingsPerWeek': 'Reservas por semana, por estado',
  'statistics.revenuePerDay': 'Ingresos por día',
  'statistics.revenuePerWeek': 'Ingresos por semana',
  'statistics.asTable': 'Las mismas cifras en una tabla',
  'statistics.scrolls': '{table} (se desplaza en horizontal)',
  'statistics.confirmedOrDone': 'Confirmadas o completadas',
  'statistics.awaiting': 'Pendientes de confirmación',
  'statistics.cancelled': 'Canceladas',
  'statistics.noShow': 'No se presentó',

  'statistics.bySource': 'Ingresos por origen',
  'statistics.bySourceText':
    'De dónde vinieron las reservas confirmadas y completadas del periodo.',
  'statistics.online': 'Reservadas en línea',
  'statistics.byStaff': 'Reservadas por el personal',
  'statistics.fromQuotes': 'De presupuestos aceptados',
  'statistics.total': 'Total',
  'statistics.otherCurrency': {
    one: '{count} reserva con precio en otra moneda no está incluida en estas sumas.',
    many: '{count} de reservas con precio en otra moneda no están incluidas en estas sumas.',
    other: '{count} reservas con precio en otra moneda no están incluidas en estas sumas.',
  },

  'statistics.use': 'Uso de cada recurso',
  'statistics.useText':
    'Las horas abiertas son el horario de trabajo menos las ausencias; las horas reservadas son aquellas dentro de él en las que una reserva ocupó el recurso.',
  'statistics.noResources': 'Todavía no hay recursos: añádalos en la pestaña Recursos.',
  'statistics.useChart': 'Horas reservadas y abiertas por recurso',
  'statistics.resource': 'Recurso',
  'statistics.booked': 'Reservadas',
  'statistics.open': 'Abiertas',
  'statistics.openNotBooked': 'Abiertas, sin reservar',
  'statistics.utilisation': 'Uso',
  'statistics.outOfHours': 'Reservadas fuera de horario',

  'statistics.quotes': 'Presupuestos',
  'statistics.quotesText':
    'Presupuestos solicitados en el periodo y qué ha sido de ellos hasta ahora.',
  'statistics.requested': 'Solicitados',
  'statistics.offered': 'Con precio ofrecido',
  'statistics.accepted': 'Aceptados',
  'statistics.declined': 'Rechazados por el cliente',
  'statistics.rejected': 'Rechazados por el negocio',
  'statistics.expired': 'Caducados',
  'statistics.withdrawn': 'Retirados',
  'statistics.offerRate': 'Tasa de oferta',
  'statistics.acceptanceRate': 'Tasa de aceptación',
} satisfies CatalogueOf<StatisticsMessages>
