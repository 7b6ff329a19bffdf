import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/delete-account.ts'

export const messages = {
  'deleteAccount.intro':
    'Wenn Sie Ihr Konto löschen, werden Ihr Name, Ihre E-Mail-Adresse und Ihre Telefonnummer aus Reserva entfernt. Das lässt sich nicht rückgängig machen:',
  'deleteAccount.bookings':
    'Ihre künftigen Buchungen werden storniert, als hätten Sie jede selbst storniert.',
  'deleteAccount.quotes': 'Ihre offenen Angebotsanfragen werden zurückgezogen.',
  'deleteAccount.kept':
    'Das Geschäft behält seine Unterlagen zu vergangenen Buchungen, ohne Ihren Namen und Ihre Kontaktdaten.',
  'deleteAccount.open': 'Mein Konto löschen …',
  'deleteAccount.title': 'Konto löschen?',
  'deleteAccount.final':
    'Bestätigen Sie, dass Sie es sind. Das lässt sich nicht rückgängig machen.',
  'deleteAccount.password': 'Ihr Passwort',
  'deleteAccount.showHide': 'Passwort zeigen oder verbergen',
  'deleteAccount.useCode': 'Kein Passwort? Stattdessen einen Code per E-Mail nutzen',
  'deleteAccount.usePassword': 'Stattdessen mein Passwort nutzen',
  'deleteAccount.sendCode': 'Code per E-Mail senden',
  'deleteAccount.sendAgain': 'Neuen Code senden',
  'deleteAccount.codeSent': 'Ein Code ist unterwegs an {email}.',
  'deleteAccount.code': 'Der 6-stellige Code',
  'deleteAccount.keep': 'Konto behalten',
  'deleteAccount.confirm': 'Mein Konto löschen',
  'deleteAccount.doneTitle': 'Ihr Konto wurde gelöscht',
  'deleteAccount.doneText':
    'Stornierte Buchungen: {bookings}. Zurückgezogene Angebotsanfragen: {quotes}. Sie sind überall abgemeldet.',
  'deleteAccount.home': 'Zur Startseite',
} satisfies CatalogueOf<typeof english>
