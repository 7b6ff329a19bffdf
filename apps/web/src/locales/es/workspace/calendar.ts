import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { CalendarMessages } from '../../en/workspace/calendar.ts'

export const calendarMessages = {
  'staffCalendar.subject': 'el calendario',
  'staffCalendar.bookingTitle': 'Reserva {reference}',
  'staffCalendar.nowPending': 'Esta reserva está ahora pendiente de confirmación.',
  'staffCalendar.nowConfirmed': 'Esta reserva está ahora confirmada.',
  'staffCalendar.nowDeclined': 'Esta reserva está ahora rechazada.',
  'staffCalendar.nowCancelled': 'Esta reserva está ahora cancelada.',
  'staffCalendar.nowCompleted': 'Esta reserva está ahora completada.',
  'staffCalendar.nowNoShow': 'Esta reserva está ahora marcada como no presentada.',
  'staffCalendar.dayClosed': 'El negocio está cerrado.',
  'staffCalendar.dayEmpty': 'No hay reservas.',
  'staffCalendar.eventLabel':
    '{start} {customer}, {service}, {status}, hasta las {end}, {resource} ({reference})',
  'staffCalendar.rosterTitle': {
    one: '{service}: {seats}/{count} plaza',
    many: '{service}: {seats}/{count} de plazas',
    other: '{service}: {seats}/{count} plazas',
  },
  'staffCalendar.rosterWhen': '{date}, {start}–{end} con {resource}.',
  'staffCalendar.rosterPlaces': {
    one: '{count} plaza · {reference}',
    many: '{count} de plazas · {reference}',
    other: '{count} plazas · {reference}',
  },
  'staffCalendar.openLabel': 'Abrir {reference}',
  'staffCalendar.open': 'Abrir',

  'staffCalendar.day': 'Día',
  'staffCalendar.week': 'Semana',
  'staffCalendar.list': 'Lista',
  'staffCalendar.previousDay': 'Día anterior',
  'staffCalendar.previousWeek': 'Semana anterior',
  'staffCalendar.nextDay': 'Día siguiente',
  'staffCalendar.nextWeek': 'Semana siguiente',
  'staffCalendar.today': 'Hoy',
  'staffCalendar.view': 'Vista del calendario',
  'staffCalendar.resources': 'Recursos',
  'staffCalendar.allResources': 'Todos los recursos',
  'staffCalendar.withOver': 'Mostrar canceladas y rechazadas',

  'staffCalendar.slotLabel': 'Reservar para un cliente: {resource}, {day}, {start}–{end}',
  'staffCalendar.classLabel': {
    one: '{start} {service} {seats}/{count}, Clase, {status}, {seats} de {count} plaza reservada, hasta las {end}, {resource}',
    many: '{start} {service} {seats}/{count}, Clase, {status}, {seats} de {count} plazas reservadas, hasta las {end}, {resource}',
    other:
      '{start} {service} {seats}/{count}, Clase, {status}, {seats} de {count} plazas reservadas, hasta las {end}, {resource}',
  },
  'staffCalendar.class': 'Clase',

  'staffCalendar.noLanes':
    'Todavía no hay recursos, así que el calendario no tiene columnas. Un administrador los añade en Catálogo.',
  'staffCalendar.weekRange': 'la semana del {first} al {last}',
  'staffCalendar.noneOnDay': 'No hay reservas el {day}.',
  'staffCalendar.countOnDay': {
    one: '{count} reserva el {day}.',
    many: '{count} de reservas el {day}.',
    other: '{count} reservas el {day}.',
  },
  'staffCalendar.noneInWeek': 'No hay reservas la semana del {first} al {last}.',
  'staffCalendar.countInWeek': {
    one: '{count} reserva la semana del {first} al {last}.',
    many: '{count} de reservas la semana del {first} al {last}.',
    other: '{count} reservas la semana del {first} al {last}.',
  },
  'staffCalendar.zone': 'Horas de {zone}.',
  'staffCalendar.gridHint':
    'Sombreado: horas cerradas y pausas. Arrastre una reserva para cambiarla de hora.',
  'staffCalendar.passed':
    'Las {time} del {date} ya han pasado: elija una hora posterior para reservar.',
  'staffCalendar.closedTitle': 'El negocio está cerrado',
  'staffCalendar.closedText': 'Cerrado {days}: no se ofrecen horas y no se puede reservar nada.',
  'staffCalendar.closedDayWhy': 'el {day} ({reason})',
  'staffCalendar.closedDays': 'del {first} al {last}',
  'staffCalendar.closedDaysWhy': 'del {first} al {last} ({reason})',

  'staffCalendar.moveThis': '¿Cambiar esta reserva de hora?',
  'staffCalendar.moveTitle': '¿Cambiar {reference} de hora?',
  'staffCalendar.resizeTitle': '¿Cambiar la duración de {reference}?',
  'staffCalendar.keep': 'Mantener la hora',
  'staffCalendar.move': 'Cambiarla',
  'staffCalendar.resize': 'Cambiarla',
  'staffCalendar.moveText':
    '{service} para {customer}, ahora el {date} a las {time}, pasa al {newDate} a las {newTime} con {resource}, si esa hora está libre. El cliente recibe un correo electrónico sobre el cambio.',
  'staffCalendar.resizeText':
    '{service} para {customer}, el {date} a las {time}, dura entonces {length}, hasta las {until}, con {resource}, si esa hora está libre. El cliente recibe un correo electrónico sobre el cambio.',
} satisfies CatalogueOf<CalendarMessages>
