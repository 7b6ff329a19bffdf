import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/data-export.ts'

export const messages = {
  'dataExport.title': 'Ihre Daten herunterladen',
  'dataExport.personTitle': 'Personenbezogene Daten exportieren',
  'dataExport.subject': 'Ihr Datenexport',
  'dataExport.intro':
    'Erhalten Sie eine Kopie aller Daten, die Reserva über Sie gespeichert hat, in einem ZIP-Archiv: Ihr Profil, Ihre Buchungen, Angebote mit ihren Nachrichten, Dateien, Anmeldeverlauf und Einwilligungen.',
  'dataExport.how': {
    one: 'Es wird im Hintergrund vorbereitet, und wir senden Ihnen eine E-Mail, sobald es bereit ist. Nur Sie können es herunterladen, angemeldet und {count} Tag lang.',
    other:
      'Es wird im Hintergrund vorbereitet, und wir senden Ihnen eine E-Mail, sobald es bereit ist. Nur Sie können es herunterladen, angemeldet und {count} Tage lang.',
  },
  'dataExport.personIntro':
    'Eine Kopie aller Daten, die Reserva über diese Person gespeichert hat, in einem ZIP-Archiv: Profil, Buchungen, Angebote mit ihren Nachrichten, Dateien, Anmeldeverlauf und Einwilligungen.',
  'dataExport.prepare': 'Meinen Download vorbereiten',
  'dataExport.personPrepare': 'Einen Export vorbereiten',
  'dataExport.preparing': 'Wird vorbereitet … wir senden Ihnen eine E-Mail, sobald er bereit ist',
  'dataExport.ready': 'Bereit: {size}, verfügbar bis {until}.',
  'dataExport.download': 'Meine Daten herunterladen',
  'dataExport.personDownload': 'Export herunterladen',
  'dataExport.prepareNew': 'Neuen Download vorbereiten',
  'dataExport.failedTitle': 'Der Download konnte nicht vorbereitet werden',
  'dataExport.failedText': 'Bei uns ist etwas schiefgelaufen. Versuchen Sie es gleich noch einmal.',
  'dataExport.tryAgain': 'Erneut versuchen',
  'dataExport.expired': 'Der letzte Download ist am {when} abgelaufen und wurde gelöscht.',
  'dataExport.tooManyUntil':
    'Sie haben heute bereits so viele Downloads angefordert wie erlaubt. Ab {when} können Sie wieder einen anfordern.',
} satisfies CatalogueOf<typeof english>
