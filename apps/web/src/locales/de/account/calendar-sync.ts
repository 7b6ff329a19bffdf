import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/calendar-sync.ts'

export const messages = {
  'calendarSync.title': 'Kalenderverbindung',
  'calendarSync.subject': 'die Kalenderverbindung',
  'calendarSync.intro':
    'Verbinden Sie einen CalDAV-Kalender (Nextcloud, Fastmail, iCloud mit App-Passwort, Radicale …): Jede Buchung von {name} wird dort eingetragen und aktuell gehalten, und seine belegten Zeiten sperren die Termine von {name} wie eine Abwesenheit.',
  'calendarSync.form': 'Angaben zur Kalenderverbindung',
  'calendarSync.address': 'Kalenderadresse',
  'calendarSync.addressHint':
    'Die CalDAV-Adresse des Kalenders (oder des Kontos, wenn es einen Kalender hat).',
  'calendarSync.user': 'Benutzername',
  'calendarSync.password': 'Passwort',
  'calendarSync.passwordHint':
    'Ein App-Passwort geht auch und ist sicherer. Es wird jetzt geprüft und verschlüsselt gespeichert.',
  'calendarSync.passwordKeep': 'Leer lassen, um das gespeicherte Passwort zu behalten.',
  'calendarSync.showHide': 'Passwort zeigen oder verbergen',
  'calendarSync.connect': 'Verbinden',
  'calendarSync.save': 'Speichern und prüfen',
  'calendarSync.cancel': 'Abbrechen',
  'calendarSync.connected': 'Der Kalender ist verbunden. Künftige Buchungen werden eingetragen.',
  'calendarSync.state.ok': 'Synchron',
  'calendarSync.state.behind': 'Synchronisierung hängt hinterher',
  'calendarSync.state.starting': 'Startet',
  'calendarSync.waiting': 'Wartende Änderungen: {count}',
  'calendarSync.behindTitle': 'Die Kalendersynchronisierung hängt hinterher',
  'calendarSync.behindText':
    'Seit {since} hat der Kalender nicht jede Änderung übernommen (wartende Änderungen: {count}). Reserva nimmt weiter Buchungen an und versucht es selbst erneut; freie Zeiten richten sich nach den zuletzt gelesenen belegten Zeiten.',
  'calendarSync.calendar': 'Kalender',
  'calendarSync.lastRead': 'Belegte Zeiten gelesen',
  'calendarSync.readText': '{when} ({count} belegt)',
  'calendarSync.lastWritten': 'Zuletzt eingetragene Buchung',
  'calendarSync.never': 'Noch nicht',
  'calendarSync.syncNow': 'Jetzt synchronisieren',
  'calendarSync.synced':
    'Synchronisiert: Der Kalender hat jede Änderung, und seine belegten Zeiten sind gelesen.',
  'calendarSync.change': 'Angaben ändern',
  'calendarSync.disconnect': 'Trennen',
  'calendarSync.disconnectTitle': 'Diesen Kalender trennen?',
  'calendarSync.disconnectText':
    'Buchungen werden nicht mehr eingetragen, und seine belegten Zeiten sperren keine Termine mehr. Bereits eingetragene Termine bleiben im Kalender.',
  'calendarSync.keep': 'Behalten',
  'calendarSync.confirmDisconnect': 'Trennen',
  'calendarSync.disconnected': 'Der Kalender ist getrennt.',
} satisfies CatalogueOf<typeof english>
