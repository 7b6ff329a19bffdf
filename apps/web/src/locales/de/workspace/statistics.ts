import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { StatisticsMessages } from '../../en/workspace/statistics.ts'

export const statisticsMessages = {
  'statistics.thisWeek': 'Diese Woche',
  'statistics.last7': 'Letzte 7 Tage',
  'statistics.last30': 'Letzte 30 Tage',
  'statistics.thisMonth': 'Dieser Monat',
  'statistics.thisQuarter': 'Dieses Quartal',
  'statistics.thisYear': 'Dieses Jahr',
  'statistics.subject': 'die Statistik',
  'statistics.quickPeriods': 'Schnellauswahl Zeitraum',
  'statistics.period': 'Zeitraum',
  'statistics.from': 'Von',
  'statistics.to': 'Bis',
  'statistics.lastBeforeFirst': 'Der letzte Tag darf nicht vor dem ersten liegen',
  'statistics.bookingsPer': 'Buchungen pro',
  'statistics.day': 'Tag',
  'statistics.week': 'Woche',
  'statistics.show': 'Anzeigen',
  'statistics.downloadCsv': 'CSV herunterladen',
  'statistics.networkError':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'statistics.forbidden': 'Nur Administratoren können die Statistik sehen.',
  'statistics.signedOut':
    'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
  'statistics.weekOf': 'Woche vom {day}',

  'statistics.sameAsDay': 'gleich wie am Vortag',
  'statistics.sameAsDays': {
    one: 'gleich wie am vorherigen {count} Tag',
    other: 'gleich wie in den vorherigen {count} Tagen',
  },
  'statistics.noneInDay': 'keine am Vortag',
  'statistics.noneInDays': {
    one: 'keine am vorherigen {count} Tag',
    other: 'keine in den vorherigen {count} Tagen',
  },
  'statistics.upOnDay': '{change} % mehr als am Vortag',
  'statistics.upOnDays': {
    one: '{change} % mehr als am vorherigen {count} Tag',
    other: '{change} % mehr als in den vorherigen {count} Tagen',
  },
  'statistics.downOnDay': '{change} % weniger als am Vortag',
  'statistics.downOnDays': {
    one: '{change} % weniger als am vorherigen {count} Tag',
    other: '{change} % weniger als in den vorherigen {count} Tagen',
  },

  'statistics.nothing': 'Keine Buchungen und keine Angebotsanfragen zwischen {from} und {to}.',
  'statistics.bookings': 'Buchungen',
  'statistics.bookingsText': '{done} bestätigt oder erledigt, {pending} warten auf Bestätigung',
  'statistics.revenue': 'Umsatz',
  'statistics.revenueText':
    'Bestätigte und erledigte Buchungen; {pending} mehr, wenn die offenen bestätigt werden',
  'statistics.conversion': 'Angebotsannahme',
  'statistics.conversionText': {
    one: '{accepted} von {count} Angebot angenommen, im Wert von {value}',
    other: '{accepted} von {count} Angeboten angenommen, im Wert von {value}',
  },
  'statistics.cancellations': 'Stornierungen',
  'statistics.cancellationsText': '{share} der Buchungen des Zeitraums',
  'statistics.noShows': 'Nicht erschienen',
  'statistics.noShowsText': '{share} der Buchungen, deren Zeit gekommen ist',
  'statistics.quoteRequests': 'Angebotsanfragen',
  'statistics.quoteRequestsText': '{share} haben ein Angebot erhalten',

  'statistics.perDayTitle': 'Buchungen und Umsatz pro Tag',
  'statistics.perWeekTitle': 'Buchungen und Umsatz pro Woche',
  'statistics.perDayText':
    'Eine Buchung zählt an dem Tag, an dem sie beginnt, in {zone}. Umsatz sind bestätigte und erledigte Buchungen, in {currency}.',
  'statistics.perWeekText':
    'Eine Buchung zählt in der Woche, in der sie beginnt, in {zone}. Umsatz sind bestätigte und erledigte Buchungen, in {currency}.',
  'statistics.bookingsPerDay': 'Buchungen pro Tag, nach Status',
  'statistics.bookingsPerWeek': 'Buchungen pro Woche, nach Status',
  'statistics.revenuePerDay': 'Umsatz pro Tag',
  'statistics.revenuePerWeek': 'Umsatz pro Woche',
  'statistics.asTable': 'Dieselben Zahlen als Tabelle',
  'statistics.scrolls': '{table} (seitlich scrollbar)',
  'statistics.confirmedOrDone': 'Bestätigt oder erledigt',
  'statistics.awaiting': 'Wartet auf Bestätigung',
  'statistics.cancelled': 'Storniert',
  'statistics.noShow': 'Nicht erschienen',

  'statistics.bySource': 'Umsatz nach Herkunft',
  'statistics.bySourceText': 'Woher die bestätigten und erledigten Buchungen des Zeitraums kamen.',
  'statistics.online': 'Online gebucht',
  'statistics.byStaff': 'Von Mitarbeitern gebucht',
  'statistics.fromQuotes': 'Aus angenommenen Angeboten',
  'statistics.total': 'Gesamt',
  'statistics.otherCurrency': {
    one: '{count} Buchung in einer anderen Währung ist in diesen Summen nicht enthalten.',
    other: '{count} Buchungen in einer anderen Währung sind in diesen Summen nicht enthalten.',
  },

  'statistics.use': 'Auslastung jeder Ressource',
  'statistics.useText':
    'Offene Stunden sind Arbeitszeiten abzüglich Abwesenheiten; gebuchte Stunden sind die Stunden darin, in denen eine Buchung die Ressource belegte.',
  'statistics.noResources': 'Noch keine Ressourcen: Legen Sie sie im Tab Ressourcen an.',
  'statistics.useChart': 'Gebuchte und offene Stunden pro Ressource',
  'statistics.resource': 'Ressource',
  'statistics.booked': 'Gebucht',
  'statistics.open': 'Offen',
  'statistics.openNotBooked': 'Offen, nicht gebucht',
  'statistics.utilisation': 'Auslastung',
  'statistics.outOfHours': 'Außerhalb der Zeiten gebucht',

  'statistics.quotes': 'Angebote',
  'statistics.quotesText': 'Im Zeitraum angefragte Angebote und was bisher daraus wurde.',
  'statistics.requested': 'Angefragt',
  'statistics.offered': 'Preis angeboten',
  'statistics.accepted': 'Angenommen',
  'statistics.declined': 'Vom Kunden abgelehnt',
  'statistics.rejected': 'Vom Betrieb abgelehnt',
  'statistics.expired': 'Abgelaufen',
  'statistics.withdrawn': 'Zurückgezogen',
  'statistics.offerRate': 'Angebotsrate',
  'statistics.acceptanceRate': 'Annahmequote',
} satisfies CatalogueOf<StatisticsMessages>
