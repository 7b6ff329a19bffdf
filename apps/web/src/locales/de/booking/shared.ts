import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { SharedMessages } from '../../en/booking/shared.ts'

export const sharedMessages = {
  'dialog.close': 'Schließen',
  'dialog.cancel': 'Abbrechen',
  'actionsHeader.label': 'Aktionen',
  'queryFallback.loading': 'Wird geladen: {subject}…',
  'queryFallback.failed': 'Laden fehlgeschlagen: {subject}',
  'queryFallback.tryAgain': 'Erneut versuchen',
  'showAll.fewer': 'Weniger anzeigen',
  'showAll.all': { one: 'Alle {count} anzeigen', other: 'Alle {count} anzeigen' },
  'statusMessage.dismiss': 'Meldung schließen',
  'pagination.first': 'Erste Seite',
  'pagination.last': 'Letzte Seite',
  'pagination.next': 'Nächste Seite',
  'pagination.previous': 'Vorherige Seite',
  'pagination.page': 'Seite {page}',
  'durationInput.unit': '{label}: Einheit',
  'durationInput.minutes': 'Minuten',
  'durationInput.hours': 'Stunden',
  'durationInput.days': 'Tage',
  'timeZoneSelect.nothing': 'Keine Zeitzone mit diesem Namen',

  'bookingStatus.pending': 'Wartet auf Bestätigung',
  'bookingStatus.confirmed': 'Bestätigt',
  'bookingStatus.declined': 'Abgelehnt',
  'bookingStatus.cancelled': 'Abgesagt',
  'bookingStatus.completed': 'Abgeschlossen',
  'bookingStatus.noShow': 'Nicht erschienen',

  'monthCalendar.previous': 'Vorheriger Monat, {month}',
  'monthCalendar.next': 'Nächster Monat, {month}',
  'monthCalendar.dayLooking': '{date}, freie Zeiten werden gesucht',
  'monthCalendar.dayFree': {
    one: '{date}, {count} freie Zeit',
    other: '{date}, {count} freie Zeiten',
  },
  'monthCalendar.dayNone': '{date}, keine freien Zeiten',
  'monthSlots.zone': 'Alle Zeiten: {zone} ({id}).',
  'monthSlots.zoneVisitor':
    'Alle Zeiten: {zone} ({id}). Ihre eigene Zeit ({visitor}) steht jeweils darunter.',
  'monthSlots.looking': 'Freie Zeiten werden gesucht…',
  'monthSlots.noneThisMonth': 'In diesem Monat gibt es keine freien Zeiten.',
  'monthSlots.noneTryNext':
    'In diesem Monat gibt es keine freien Zeiten. Versuchen Sie es im nächsten Monat.',
  'monthSlots.subject': 'die freien Zeiten',
  'monthSlots.noneThisDay':
    'An diesem Tag sind keine Zeiten mehr frei. Bitte wählen Sie einen anderen.',
  'monthSlots.chooseDay': 'Wählen Sie einen Tag im Kalender, um seine freien Zeiten zu sehen.',
  'slotList.morning': 'Vormittag',
  'slotList.afternoon': 'Nachmittag',
  'slotList.evening': 'Abend',
  'slotList.placesLeft': { one: 'noch {count} Platz', other: 'noch {count} Plätze' },
  'slotList.with': 'bei {name}',

  'about.title': 'Über uns',
  'about.titleWith': 'Über {name}',
  'about.empty': '{name} hat hier noch nichts geschrieben.',
  'privacy.title': 'Datenschutz',
  'privacy.description': 'Wie {name} Ihre personenbezogenen Daten erhebt, verwendet und schützt.',
  'privacy.empty':
    '{name} hat noch keine Datenschutzerklärung veröffentlicht. Fragen Sie beim Unternehmen nach, wie Ihre Daten verarbeitet werden.',
  'privacy.emptyWithEmail':
    '{name} hat noch keine Datenschutzerklärung veröffentlicht. Fragen Sie unter {email} nach, wie Ihre Daten verarbeitet werden.',
  'settingsError.title': 'Diese Seite konnte nicht geladen werden',
  'settingsError.tryAgain': 'Erneut versuchen',
} satisfies CatalogueOf<SharedMessages>
