import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { CalendarMessages } from '../../en/workspace/calendar.ts'

export const calendarMessages = {
  'staffCalendar.subject': 'der Kalender',
  'staffCalendar.bookingTitle': 'Buchung {reference}',
  'staffCalendar.nowPending': 'Diese Buchung wartet jetzt auf Bestätigung.',
  'staffCalendar.nowConfirmed': 'Diese Buchung ist jetzt bestätigt.',
  'staffCalendar.nowDeclined': 'Diese Buchung ist jetzt abgelehnt.',
  'staffCalendar.nowCancelled': 'Diese Buchung ist jetzt storniert.',
  'staffCalendar.nowCompleted': 'Diese Buchung ist jetzt abgeschlossen.',
  'staffCalendar.nowNoShow': 'Diese Buchung ist jetzt als nicht erschienen markiert.',
  'staffCalendar.dayClosed': 'Der Betrieb ist geschlossen.',
  'staffCalendar.dayEmpty': 'Keine Buchungen.',
  'staffCalendar.eventLabel':
    '{start} {customer}, {service}, {status}, bis {end}, {resource} ({reference})',
  'staffCalendar.rosterTitle': {
    one: '{service}: {seats}/{count} Platz',
    other: '{service}: {seats}/{count} Plätze',
  },
  'staffCalendar.rosterWhen': '{date}, {start}–{end} mit {resource}.',
  'staffCalendar.rosterPlaces': {
    one: '{count} Platz · {reference}',
    other: '{count} Plätze · {reference}',
  },
  'staffCalendar.openLabel': '{reference} öffnen',
  'staffCalendar.open': 'Öffnen',

  'staffCalendar.day': 'Tag',
  'staffCalendar.week': 'Woche',
  'staffCalendar.list': 'Liste',
  'staffCalendar.previousDay': 'Vorheriger Tag',
  'staffCalendar.previousWeek': 'Vorherige Woche',
  'staffCalendar.nextDay': 'Nächster Tag',
  'staffCalendar.nextWeek': 'Nächste Woche',
  'staffCalendar.today': 'Heute',
  'staffCalendar.view': 'Kalenderansicht',
  'staffCalendar.resources': 'Ressourcen',
  'staffCalendar.allResources': 'Alle Ressourcen',
  'staffCalendar.withOver': 'Stornierte und abgelehnte zeigen',

  'staffCalendar.slotLabel': 'Für einen Kunden buchen: {resource}, {day}, {start}–{end}',
  'staffCalendar.classLabel': {
    one: '{start} {service} {seats}/{count}, Kurs, {status}, {seats} von {count} Platz gebucht, bis {end}, {resource}',
    other:
      '{start} {service} {seats}/{count}, Kurs, {status}, {seats} von {count} Plätzen gebucht, bis {end}, {resource}',
  },
  'staffCalendar.class': 'Kurs',

  'staffCalendar.noLanes':
    'Es gibt noch keine Ressourcen, daher hat der Kalender keine Spalten. Ein Administrator legt sie unter Katalog an.',
  'staffCalendar.weekRange': 'die Woche vom {first} bis {last}',
  'staffCalendar.noneOnDay': 'Keine Buchungen am {day}.',
  'staffCalendar.countOnDay': {
    one: '{count} Buchung am {day}.',
    other: '{count} Buchungen am {day}.',
  },
  'staffCalendar.noneInWeek': 'Keine Buchungen in der Woche vom {first} bis {last}.',
  'staffCalendar.countInWeek': {
    one: '{count} Buchung in der Woche vom {first} bis {last}.',
    other: '{count} Buchungen in der Woche vom {first} bis {last}.',
  },
  'staffCalendar.zone': 'Zeiten in {zone}.',
  'staffCalendar.gridHint':
    'Schattiert: geschlossene Zeiten und Pausen. Ziehen Sie eine Buchung, um sie zu verschieben.',
  'staffCalendar.passed':
    '{time} am {date} ist vorbei: Wählen Sie eine spätere Zeit, um zu buchen.',
  'staffCalendar.closedTitle': 'Der Betrieb ist geschlossen',
  'staffCalendar.closedText':
    '{days}: Es werden keine Zeiten angeboten, und es kann nichts gebucht werden.',
  'staffCalendar.closedDayWhy': '{day} ({reason})',
  'staffCalendar.closedDays': '{first} bis {last}',
  'staffCalendar.closedDaysWhy': '{first} bis {last} ({reason})',

  'staffCalendar.moveThis': 'Diese Buchung verschieben?',
  'staffCalendar.moveTitle': '{reference} verschieben?',
  'staffCalendar.resizeTitle': 'Dauer von {reference} ändern?',
  'staffCalendar.keep': 'Zeit beibehalten',
  'staffCalendar.move': 'Verschieben',
  'staffCalendar.resize': 'Ändern',
  'staffCalendar.moveText':
    '{service} für {customer}, jetzt {date} um {time}, wird auf {newDate} um {newTime} mit {resource} verschoben, sofern diese Zeit frei ist. Der Kunde erhält eine E-Mail über die Änderung.',
  'staffCalendar.resizeText':
    '{service} für {customer}, {date} um {time}, dauert dann {length}, bis {until}, mit {resource}, sofern diese Zeit frei ist. Der Kunde erhält eine E-Mail über die Änderung.',
} satisfies CatalogueOf<CalendarMessages>
