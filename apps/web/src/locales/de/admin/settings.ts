import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/admin/settings.ts'

export const messages = {
  'settingsForm.form': 'Geschäftseinstellungen',
  'settingsForm.invalid': 'Einige Einstellungen müssen geändert werden',
  'settingsForm.invalidText':
    'Beachten Sie die Hinweise neben den Feldern. Es wurde nichts gespeichert.',
  'settingsForm.business': 'Geschäft',
  'settingsForm.name': 'Name',
  'settingsForm.tagline': 'Slogan',
  'settingsForm.taglineHint': 'Eine Zeile unter dem Namen auf der Startseite.',
  'settingsForm.email': 'Kontakt-E-Mail',
  'settingsForm.phone': 'Kontakttelefon',
  'settingsForm.address': 'Adresse',
  'settingsForm.region': 'Zeitzone, Land, Währung und Sprache',
  'settingsForm.timezone': 'Zeitzone',
  'settingsForm.timezoneHint': 'Arbeitszeiten und Buchungszeiten gelten in dieser Zeitzone.',
  'settingsForm.country': 'Land',
  'settingsForm.countryHint':
    'Telefonnummern ohne Landesvorwahl werden als Nummern dieses Landes gelesen.',
  'settingsForm.noCountry': 'Kein Land mit diesem Namen',
  'settingsForm.currency': 'Währung',
  'settingsForm.currencyHint':
    'Preise werden nicht umgerechnet: Prüfen Sie sie nach einer Änderung.',
  'settingsForm.noCurrency': 'Keine Währung mit diesem Namen',
  'settingsForm.language': 'Standardsprache',
  'settingsForm.languageHint':
    'Für Besucherinnen und Besucher, deren Browser keine der Sprachen von Reserva anfragt.',
  'settingsForm.rules': 'Buchungsregeln',
  'settingsForm.confirm': 'Neue Buchungen müssen von einem Operator bestätigt werden',
  'settingsForm.confirmHint':
    'Buchungen von Kundinnen und Kunden bleiben ausstehend, bis das Team sie bestätigt oder ablehnt.',
  'settingsForm.notice': 'Mindestvorlauf',
  'settingsForm.noticeHint': 'Wie weit im Voraus gebucht werden muss.',
  'settingsForm.horizon': 'Buchungszeitraum',
  'settingsForm.horizonHint': 'Wie viele Tage im Voraus gebucht werden kann.',
  'settingsForm.daysUnit': 'Tage',
  'settingsForm.cancel': 'Stornierungsfrist',
  'settingsForm.cancelHint': 'Bis so lange vor Beginn kann online storniert werden.',
  'settingsForm.reschedule': 'Frist für Terminänderungen',
  'settingsForm.rescheduleHint': 'Bis so lange vor Beginn kann eine Buchung verschoben werden.',
  'settingsForm.hold': 'Reservierungsdauer',
  'settingsForm.holdHint':
    'Wie lange eine gewählte Zeit während der Bestätigung freigehalten wird.',
  'settingsForm.minutesUnit': 'Min.',
  'settingsForm.reminder': 'Erinnerung',
  'settingsForm.reminderHint': 'Wann die Erinnerungs-E-Mail vor einer Buchung verschickt wird.',
  'settingsForm.pages': 'Seitentexte',
  'settingsForm.about': 'Über-uns-Seite',
  'settingsForm.privacy': 'Datenschutzerklärung',
  'settingsForm.markdownHint':
    'Markdown: ## für eine Überschrift, **fett**, _kursiv_, - für eine Liste, [Text](https://…) für einen Link.',
  'settingsForm.preview': 'Vorschau',
  'settingsForm.hidePreview': 'Vorschau ausblenden',
  'settingsForm.previewOf': 'Vorschau: {label}',
  'settingsForm.embed': 'Auf Ihrer Website einbinden',
  'settingsForm.save': 'Einstellungen speichern',
  'settingsForm.saved': 'Gespeichert.',

  'guestSettings.title': 'Buchen ohne Konto',
  'guestSettings.visitors': 'Besucher ohne Konto',
  'guestSettings.visitorsHint': 'Ob sie mit Namen und E-Mail-Adresse buchen können.',
  'guestSettings.confirmFirst': 'Können buchen: Zeit reserviert bis zur Code-Eingabe',
  'guestSettings.bookThenConfirm': 'Können sofort buchen: Link zur Bestätigung per E-Mail',
  'guestSettings.off': 'Können nicht buchen: erst anmelden oder Konto anlegen',
  'guestSettings.phone': 'Ihre Telefonnummer',
  'guestSettings.phoneHint': 'Ob bei einer solchen Buchung nach einer Telefonnummer gefragt wird.',
  'guestSettings.phoneOptional': 'Abgefragt, optional',
  'guestSettings.phoneRequired': 'Pflichtangabe',
  'guestSettings.phoneOff': 'Nicht abgefragt',

  'embedSettings.origins': 'Websites, die die Buchungsseiten einbinden dürfen',
  'embedSettings.originsHint':
    'Eine Adresse pro Zeile, etwa https://www.example.com (https://*.example.com für alle Subdomains). Leer lassen, damit jede Website sie einbinden darf.',
  'embedSettings.script':
    'Script-Tag (empfohlen: Der Rahmen passt sich der Höhe jedes Schritts an)',
  'embedSettings.frame': 'Einfacher Rahmen (feste Höhe; kein Ereignis bei einer Buchung)',
  'embedSettings.startAt': 'Einstieg',
  'embedSettings.allServices': 'Liste aller Leistungen',
  'embedSettings.copy': 'Kopieren',
  'embedSettings.copied': 'Kopiert',
  'embedSettings.copyNamed': 'Kopieren: {label}',
  'embedSettings.copiedNamed': 'Kopiert: {label}',
  'embedSettings.attributes':
    'data-accent nimmt Ihre Farbe (#rrggbb), data-scheme light, dark oder auto. Bei einer Buchung empfängt Ihre Seite ein Ereignis reserva:booked mit der Buchungsnummer in event.detail.',
} satisfies CatalogueOf<typeof english>
