import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AuthMessages } from '../en/auth.ts'

export const messages = {
  'signin.title': 'Anmelden',
  'signin.description':
    'Melden Sie sich an, um Termine zu buchen, Ihre Buchungen und Angebote zu verfolgen und Ihr Konto zu verwalten.',
  'signin.forgotTitle': 'Passwort vergessen?',
  'signin.forgotDescription':
    'Geben Sie Ihre E-Mail-Adresse oder Telefonnummer ein: Wir schicken Ihnen einen Link oder Code, um ein neues Passwort zu wählen.',
  'signin.resetTitle': 'Neues Passwort wählen',
  'signin.resetDescription': 'Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden.',
  'signin.codeTitle': 'Mit einem Code anmelden',
  'signin.codeDescription':
    'Ganz ohne Passwort: Wir schicken Ihnen einen 6-stelligen Code per E-Mail.',
  'signin.ssoTitle': 'Mit SSO anmelden',
  'signin.ssoDescription':
    'Ihr Unternehmen meldet Sie über sein eigenes Kontosystem an: Geben Sie Ihre geschäftliche E-Mail-Adresse ein, und wir leiten Sie zur Anmeldeseite Ihrer Organisation weiter.',
  'signin.elsewhereFailedTitle': 'Die Anmeldung über einen anderen Dienst hat nicht geklappt',
  'signin.elsewhereFailedText':
    'Die Anmeldung mit Google, Apple, einer Wallet oder Ihrer Organisation wurde nicht abgeschlossen. Bitte versuchen Sie es noch einmal oder melden Sie sich mit E-Mail-Adresse und Passwort an.',
  'signin.newHere': 'Neu hier?',
  'signin.createAccount': 'Konto erstellen',
  'signin.backToSignIn': 'Zurück zur Anmeldung',
  'signin.with': 'Anmelden mit',
  'signin.password': 'Passwort',
  'signin.showPassword': 'Passwort zeigen oder verbergen',
  'signin.forgotLink': 'Passwort vergessen?',
  'signin.codeLink': 'Mit einem Code per E-Mail anmelden',
  'signin.submit': 'Anmelden',
  'signin.google': 'Weiter mit Google',
  'signin.apple': 'Weiter mit Apple',
  'signin.wallet': 'Mit einer Wallet anmelden',
  'signin.sso': 'Mit SSO anmelden',
  'signin.or': 'oder',
  'signin.demoTitle': 'Demo-Konten',
  'signin.demoText':
    'Dies ist eine Demo: Probieren Sie die App als eine dieser Personen aus. Nur dieser Computer sieht die Passwörter, und nur, bis eines davon geändert wird.',
  'signin.demoPassword': 'Passwort:',
  'signin.demoUse': 'Dieses Konto verwenden',
  'signin.demoUseLabel': 'Dieses Konto verwenden: {name}, {role}',
  'role.admin': 'Admin',
  'role.operator': 'Mitarbeiter',
  'role.customer': 'Kunde',
  'signup.title': 'Registrieren',
  'signup.description':
    'Erstellen Sie ein Konto, um Termine zu buchen, Angebote anzufragen und beides an einem Ort im Blick zu behalten.',
  'signup.haveAccount': 'Sie haben schon ein Konto?',
  'signup.signIn': 'Anmelden',
  'signup.form': 'Konto erstellen',
  'signup.fullName': 'Vollständiger Name',
  'signup.with': 'Registrieren mit',
  'signup.emailDescription': 'Wir schicken einen Bestätigungslink, der Sie gleich anmeldet.',
  'signup.strongerPassword': 'Wählen Sie ein sichereres Passwort, wie oben beschrieben.',
  'signup.staffAccess': 'Ich betreue Buchungen für dieses Unternehmen: Mitarbeiterzugang anfragen',
  'signup.staffAccessDescription':
    'Ein Administrator muss zustimmen. Bis dahin funktioniert Ihr Konto wie ein Kundenkonto.',
  'signup.submit': 'Konto erstellen',
  'contact.email': 'E-Mail',
  'contact.phone': 'Telefon',
  'contact.emailAddress': 'E-Mail-Adresse',
  'contact.phoneNumber': 'Telefonnummer',
  'contact.phoneDescription':
    'So, wie Sie sie wählen. Eine Nummer aus einem anderen Land beginnt mit + und der Landesvorwahl.',
  'phoneCode.form': 'Telefonnummer bestätigen',
  'phoneCode.notConfirmed': 'Ihre Telefonnummer ist noch nicht bestätigt.',
  'phoneCode.sent':
    'Wir haben einen 6-stelligen Code an {number} geschickt. Geben Sie ihn ein, um Ihre Nummer zu bestätigen und sich anzumelden; er gilt fünf Minuten.',
  'phoneCode.sentAgain':
    'Wir haben einen neuen 6-stelligen Code an {number} geschickt. Geben Sie ihn ein, um Ihre Nummer zu bestätigen und sich anzumelden; er gilt fünf Minuten.',
  'phoneCode.label': 'Code aus der SMS',
  'phoneCode.submit': 'Bestätigen und anmelden',
  'phoneCode.resend': 'Neuen Code senden',
  'phoneCode.otherNumber': 'Andere Nummer oder anderes Passwort verwenden',
  'phoneCode.back': 'Zurück',
} satisfies CatalogueOf<AuthMessages>
