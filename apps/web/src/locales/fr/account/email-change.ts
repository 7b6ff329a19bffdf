import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/email-change.ts'

export const messages = {
  'emailChange.title': 'Adresse e-mail',
  'emailChange.current': 'Votre compte utilise {email}.',
  'emailChange.none':
    'Vous vous connectez avec un numéro de téléphone ou un portefeuille : votre compte n’a pas d’adresse e-mail à changer.',
  'emailChange.form': 'Changer d’adresse e-mail',
  'emailChange.newEmail': 'Nouvelle adresse e-mail',
  'emailChange.password': 'Votre mot de passe pour ce changement',
  'emailChange.passwordHint': 'Pour nous assurer que c’est bien vous.',
  'emailChange.showHide': 'Afficher ou masquer le mot de passe',
  'emailChange.codeHint':
    'Votre compte n’a pas de mot de passe : nous envoyons un code à votre adresse actuelle pour nous assurer que c’est bien vous.',
  'emailChange.sendCode': 'M’envoyer un code',
  'emailChange.sendCodeAgain': 'Envoyer un autre code',
  'emailChange.codeSent': 'Un code est en route vers {email}. Il est valable cinq minutes.',
  'emailChange.code': 'Code reçu à votre adresse actuelle',
  'emailChange.submit': 'Changer d’adresse e-mail',
  'emailChange.wrongPassword': 'Ce mot de passe n’est pas le bon.',
  'emailChange.wrongCode': 'Ce code n’est pas le bon ou a expiré. Demandez-en un autre.',
  'emailChange.checkTitle': 'Consultez votre nouvelle boîte de réception',
  'emailChange.checkText':
    'Nous avons envoyé un lien à {email}. Votre adresse ne change que lorsque vous le suivez, dans l’heure. Rien reçu ? Vérifiez l’adresse et le dossier des indésirables, ou réessayez.',
  'emailChange.again': 'Utiliser une autre adresse',
  'confirmEmail.title': 'Votre nouvelle adresse e-mail',
  'confirmEmail.working': 'Changement de votre adresse…',
  'confirmEmail.doneTitle': 'Votre adresse e-mail est changée',
  'confirmEmail.doneText':
    'Votre compte utilise désormais {email}. Tous les autres appareils où vous étiez connecté ont été déconnectés, et votre ancienne adresse a été prévenue.',
  'confirmEmail.toAccount': 'Aller à votre compte',
  'confirmEmail.signIn': 'Se connecter',
  'confirmEmail.failedTitle': 'Ce lien ne fonctionne pas',
  'confirmEmail.noLink':
    'Cette page s’ouvre depuis le lien envoyé à votre nouvelle adresse. Ouvrez le lien de l’e-mail en entier.',
} satisfies CatalogueOf<typeof english>
