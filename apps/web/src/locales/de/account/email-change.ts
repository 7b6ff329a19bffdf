import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/email-change.ts'

export const messages = {
  'emailChange.title': 'E-Mail-Adresse',
  'emailChange.current': 'Ihr Konto verwendet {email}.',
  'emailChange.none':
    'Sie melden sich mit einer Telefonnummer oder einer Wallet an, daher hat Ihr Konto keine E-Mail-Adresse, die Sie ändern könnten.',
  'emailChange.form': 'E-Mail-Adresse ändern',
  'emailChange.newEmail': 'Neue E-Mail-Adresse',
  'emailChange.password': 'Ihr Passwort für diese Änderung',
  'emailChange.passwordHint': 'Damit wir sicher sind, dass Sie es sind.',
  'emailChange.showHide': 'Passwort ein- oder ausblenden',
  'emailChange.codeHint':
    'Ihr Konto hat kein Passwort: Wir senden einen Code an Ihre jetzige Adresse, um sicherzugehen, dass Sie es sind.',
  'emailChange.sendCode': 'Code per E-Mail senden',
  'emailChange.sendCodeAgain': 'Neuen Code senden',
  'emailChange.codeSent': 'Ein Code ist unterwegs an {email}. Er gilt fünf Minuten.',
  'emailChange.code': 'Code aus Ihrem jetzigen Postfach',
  'emailChange.submit': 'E-Mail-Adresse ändern',
  'emailChange.wrongPassword': 'Dieses Passwort ist nicht richtig.',
  'emailChange.wrongCode':
    'Dieser Code ist nicht richtig oder abgelaufen. Fordern Sie einen neuen an.',
  'emailChange.checkTitle': 'Sehen Sie in Ihrem neuen Postfach nach',
  'emailChange.checkText':
    'Wir haben einen Link an {email} gesendet. Ihre Adresse ändert sich erst, wenn Sie ihm innerhalb einer Stunde folgen. Nichts angekommen? Prüfen Sie die Adresse und den Spam-Ordner oder versuchen Sie es erneut.',
  'emailChange.again': 'Andere Adresse verwenden',
  'confirmEmail.title': 'Ihre neue E-Mail-Adresse',
  'confirmEmail.working': 'Ihre Adresse wird geändert …',
  'confirmEmail.doneTitle': 'Ihre E-Mail-Adresse ist geändert',
  'confirmEmail.doneText':
    'Ihr Konto verwendet jetzt {email}. Alle anderen Geräte, auf denen Sie angemeldet waren, wurden abgemeldet, und Ihre alte Adresse wurde benachrichtigt.',
  'confirmEmail.toAccount': 'Zu Ihrem Konto',
  'confirmEmail.signIn': 'Anmelden',
  'confirmEmail.failedTitle': 'Dieser Link funktioniert nicht',
  'confirmEmail.noLink':
    'Diese Seite öffnet sich über den Link, den wir an Ihre neue Adresse senden. Öffnen Sie den Link aus der E-Mail vollständig.',
} satisfies CatalogueOf<typeof english>
