import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { DashboardMessages } from '../../en/workspace/dashboard.ts'

export const dashboardMessages = {
  'operatorDashboard.title': 'Mitarbeiter-Dashboard',
  'operatorDashboard.agenda': 'Agenda',
  'operatorDashboard.agendaText':
    'Die Buchungen von heute, die noch zu bestätigenden und die bestätigten der nächsten zwei Wochen, je eine Zeile.',
  'operatorDashboard.calendar': 'Kalender',
  'operatorDashboard.calendarText':
    'Tag oder Woche jeder Ressource: Öffnen Sie eine Buchung, um sie zu bearbeiten, oder wählen Sie eine freie Zeit, um für einen Kunden zu buchen.',
  'operatorDashboard.bookings': 'Buchungen',
  'operatorDashboard.bookingsText':
    'Alle Buchungen, auch vergangene und stornierte: Finden Sie eine über die Buchungsnummer, den Namen oder die E-Mail-Adresse des Kunden.',
  'operatorDashboard.quotes': 'Angebote',
  'operatorDashboard.quotesTitle': 'Angebotseingang',
  'operatorDashboard.quotesText':
    'Anfragen, die auf einen Preis warten, Angebote, die auf eine Antwort warten, samt Nachrichten und Dateien.',
  'operatorDashboard.resources': 'Ressourcen',
  'operatorDashboard.resourcesTitle': 'Ressourcen: Zeiten und Abwesenheiten',
  'operatorDashboard.resourcesText':
    'Legen Sie fest, wann jede Person, jeder Raum und jedes Gerät gebucht werden kann.',
  'liveStatus.connecting': 'Live-Aktualisierung: wird verbunden',
  'liveStatus.connected': 'Live-Aktualisierung: verbunden',
  'liveStatus.disconnected': 'Live-Aktualisierung: getrennt',

  'agenda.loading': 'Agenda wird geladen',
  'agenda.waiting': {
    one: '{count} wartet auf Bestätigung',
    other: '{count} warten auf Bestätigung',
  },
  'agenda.bookForCustomer': 'Für einen Kunden buchen',
  'agenda.today': 'Heute, {date}',
  'agenda.nothingToday': 'Für heute ist nichts gebucht.',
  'agenda.footnote': {
    one: 'Bestätigte Buchungen für den nächsten {count} Tag; alle Buchungen finden Sie unter Buchungen.',
    other:
      'Bestätigte Buchungen für die nächsten {count} Tage; alle Buchungen finden Sie unter Buchungen.',
  },
  'agenda.new': 'Neu',
  'agenda.actionsFor': 'Aktionen für {customer}, {service} um {time}, {reference}',
  'agenda.details': 'Details',
  'agenda.confirm': 'Bestätigen …',
  'agenda.decline': 'Ablehnen …',
  'agenda.complete': 'Abschließen …',
  'agenda.noShow': 'Nicht erschienen …',
  'agenda.undo': 'Rückgängig',
  'agenda.reschedule': 'Verschieben …',
  'agenda.cancel': 'Buchung stornieren …',

  'staffStatus.pending': 'Wartet auf Bestätigung',
  'staffStatus.confirmed': 'Bestätigt',
  'staffStatus.declined': 'Abgelehnt',
  'staffStatus.cancelled': 'Storniert',
  'staffStatus.completed': 'Abgeschlossen',
  'staffStatus.no_show': 'Nicht erschienen',
  'staffErrors.invalidTransition':
    'Diese Buchung hat sich inzwischen geändert und kann so nicht mehr geändert werden. Die Liste wurde aktualisiert.',
  'staffErrors.notFound': 'Diese Buchung gibt es nicht mehr. Die Liste wurde aktualisiert.',

  'bookingAction.confirmTitle': 'Diese Buchung bestätigen?',
  'bookingAction.confirmText': 'Der Kunde erhält eine E-Mail, dass sie bestätigt ist.',
  'bookingAction.confirmButton': 'Buchung bestätigen',
  'bookingAction.notYet': 'Noch nicht',
  'bookingAction.declineTitle': 'Diese Buchung ablehnen?',
  'bookingAction.declineText':
    'Der Kunde erhält eine E-Mail, dass sie abgelehnt wurde, und die Zeit wird wieder frei.',
  'bookingAction.declineButton': 'Buchung ablehnen',
  'bookingAction.keepBooking': 'Buchung behalten',
  'bookingAction.completeTitle': 'Diese Buchung als abgeschlossen markieren?',
  'bookingAction.completeText':
    'Sie zählt in der Statistik als Besuch. Sie können das {undo} lang rückgängig machen.',
  'bookingAction.completeButton': 'Als abgeschlossen markieren',
  'bookingAction.noShowTitle': 'Diese Buchung als „nicht erschienen“ markieren?',
  'bookingAction.noShowText':
    'Der Kunde ist nicht gekommen; das zählt in der Statistik als Nichterscheinen. Sie können das {undo} lang rückgängig machen.',
  'bookingAction.noShowButton': 'Als nicht erschienen markieren',
  'bookingAction.cancelTitle': 'Diese Buchung stornieren?',
  'bookingAction.cancelText':
    'Der Kunde erhält eine E-Mail, dass sie storniert wurde, und die Zeit wird wieder frei.',
  'bookingAction.cancelButton': 'Buchung stornieren',
  'bookingAction.which': '{service} für {customer}, {date} um {time} ({reference}).',
  'bookingAction.reason': 'Grund für den Kunden (optional)',
  'bookingAction.reasonHint': {
    one: 'In der E-Mail an {customer} und in der Buchung. {typed}/{count} Zeichen.',
    other: 'In der E-Mail an {customer} und in der Buchung. {typed}/{count} Zeichen.',
  },

  'changeLength.button': 'Dauer ändern',
  'changeLength.title': 'Dauer von {reference} ändern?',
  'changeLength.keep': 'Zeit beibehalten',
  'changeLength.confirm': 'Ändern',
  'changeLength.length': 'Dauer',
  'changeLength.text':
    'Von {start} bis {until} mit {resource}, sofern diese Zeit frei ist. Der Kunde erhält eine E-Mail über die Änderung.',

  'bookingHistory.created': 'Gebucht',
  'bookingHistory.createdBy': 'Gebucht von {name}',
  'bookingHistory.confirmed': 'Bestätigt',
  'bookingHistory.confirmedBy': 'Bestätigt von {name}',
  'bookingHistory.declined': 'Abgelehnt',
  'bookingHistory.declinedBy': 'Abgelehnt von {name}',
  'bookingHistory.cancelled': 'Storniert',
  'bookingHistory.cancelledBy': 'Storniert von {name}',
  'bookingHistory.completed': 'Als abgeschlossen markiert',
  'bookingHistory.completedBy': 'Als abgeschlossen markiert von {name}',
  'bookingHistory.noShow': 'Als nicht erschienen markiert',
  'bookingHistory.noShowBy': 'Als nicht erschienen markiert von {name}',
  'bookingHistory.undone': 'Wieder auf bestätigt gesetzt (rückgängig gemacht)',
  'bookingHistory.undoneBy': 'Wieder auf bestätigt gesetzt (rückgängig gemacht) von {name}',
  'bookingHistory.moved': 'Verschoben',
  'bookingHistory.movedBy': 'Verschoben von {name}',
  'bookingHistory.noteAdded': 'Mitarbeiternotiz hinzugefügt',
  'bookingHistory.noteAddedBy': 'Mitarbeiternotiz hinzugefügt von {name}',
  'bookingHistory.otherBy': '{action} von {name}',
  'bookingHistory.reminder': 'Erinnerung per E-Mail an den Kunden gesendet',
  'bookingHistory.madeOnline': 'Online gebucht',
  'bookingHistory.madeByStaff': 'Von Mitarbeitern für den Kunden gebucht',
  'bookingHistory.madeFromQuote': 'Aus einem angenommenen Angebot gebucht',
  'bookingHistory.madeByStaffOutside':
    'Von Mitarbeitern für den Kunden gebucht, außerhalb der angebotenen Zeiten: „{reason}“',
  'bookingHistory.outside': 'Außerhalb der angebotenen Zeiten: „{reason}“',
  'bookingHistory.times': 'Von {from} auf {to}',
  'bookingHistory.resources': 'Von {fromResource} zu {toResource}',
  'bookingHistory.timesResources': 'Von {from} auf {to}, von {fromResource} zu {toResource}',
  'bookingHistory.length': {
    one: 'Dauer von {before} auf {count} Minute',
    other: 'Dauer von {before} auf {count} Minuten',
  },
  'bookingHistory.timesLength': {
    one: 'Von {from} auf {to}, Dauer von {before} auf {count} Minute',
    other: 'Von {from} auf {to}, Dauer von {before} auf {count} Minuten',
  },
  'bookingHistory.resourcesLength': {
    one: 'Von {fromResource} zu {toResource}, Dauer von {before} auf {count} Minute',
    other: 'Von {fromResource} zu {toResource}, Dauer von {before} auf {count} Minuten',
  },
  'bookingHistory.timesResourcesLength': {
    one: 'Von {from} auf {to}, von {fromResource} zu {toResource}, Dauer von {before} auf {count} Minute',
    other:
      'Von {from} auf {to}, von {fromResource} zu {toResource}, Dauer von {before} auf {count} Minuten',
  },
  'bookingHistory.reason': 'Grund: „{reason}“',
} satisfies CatalogueOf<DashboardMessages>
