import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { AuthMessages } from '../en/auth.ts'

export const messages = {
  'signin.title': 'Se connecter',
  'signin.description':
    'Connectez-vous pour réserver, suivre vos réservations et vos devis, et gérer votre compte.',
  'signin.forgotTitle': 'Mot de passe oublié ?',
  'signin.forgotDescription':
    'Saisissez votre adresse e-mail ou votre numéro de téléphone : nous vous envoyons un lien ou un code pour en choisir un nouveau.',
  'signin.resetTitle': 'Choisir un nouveau mot de passe',
  'signin.resetDescription': 'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs.',
  'signin.codeTitle': 'Se connecter avec un code',
  'signin.codeDescription':
    'Pas besoin de mot de passe : nous vous envoyons par e-mail un code à 6 chiffres.',
  'signin.ssoTitle': 'Se connecter par SSO',
  'signin.ssoDescription':
    'Votre entreprise vous connecte avec son propre système de comptes : saisissez votre adresse e-mail professionnelle et nous vous conduisons à la page de connexion de votre organisation.',
  'signin.elsewhereFailedTitle': 'La connexion par un autre service n’a pas abouti',
  'signin.elsewhereFailedText':
    'La connexion avec Google, Apple, un portefeuille ou votre organisation ne s’est pas terminée. Réessayez, ou connectez-vous avec votre adresse e-mail et votre mot de passe.',
  'signin.newHere': 'Nouveau ici ?',
  'signin.createAccount': 'Créer un compte',
  'signin.backToSignIn': 'Retour à la connexion',
  'signin.with': 'Se connecter avec',
  'signin.password': 'Mot de passe',
  'signin.showPassword': 'Afficher ou masquer le mot de passe',
  'signin.forgotLink': 'Mot de passe oublié ?',
  'signin.codeLink': 'Se connecter avec un code par e-mail',
  'signin.submit': 'Se connecter',
  'signin.google': 'Continuer avec Google',
  'signin.apple': 'Continuer avec Apple',
  'signin.wallet': 'Se connecter avec un portefeuille',
  'signin.sso': 'Se connecter par SSO',
  'signin.or': 'ou',
  'signin.demoTitle': 'Comptes de démonstration',
  'signin.demoText':
    'Ceci est une démo : essayez l’application dans la peau de l’une de ces personnes. Seul cet ordinateur voit ces mots de passe, et seulement jusqu’à ce que l’un d’eux soit changé.',
  'signin.demoPassword': 'Mot de passe :',
  'signin.demoUse': 'Utiliser ce compte',
  'signin.demoUseLabel': 'Utiliser ce compte : {name}, {role}',
  'role.admin': 'Administrateur',
  'role.operator': 'Opérateur',
  'role.customer': 'Client',
  'signup.title': 'Créer un compte',
  'signup.description':
    'Créez un compte pour réserver, demander des devis et suivre les deux au même endroit.',
  'signup.haveAccount': 'Vous avez déjà un compte ?',
  'signup.signIn': 'Se connecter',
  'signup.form': 'Créer un compte',
  'signup.fullName': 'Nom complet',
  'signup.with': 'S’inscrire avec',
  'signup.emailDescription': 'Nous envoyons un lien de confirmation, qui vous connecte.',
  'signup.strongerPassword': 'Choisissez un mot de passe plus solide, comme expliqué ci-dessus.',
  'signup.staffAccess':
    'Je gère les réservations de cette entreprise : demander un accès professionnel',
  'signup.staffAccessDescription':
    'Un administrateur doit l’approuver. D’ici là, votre compte fonctionne comme un compte client.',
  'signup.submit': 'Créer le compte',
  'contact.email': 'E-mail',
  'contact.phone': 'Téléphone',
  'contact.emailAddress': 'Adresse e-mail',
  'contact.phoneNumber': 'Numéro de téléphone',
  'contact.phoneDescription':
    'Tel que vous le composez. Un numéro d’un autre pays commence par + et l’indicatif du pays.',
  'phoneCode.form': 'Confirmer votre numéro de téléphone',
  'phoneCode.notConfirmed': 'Votre numéro de téléphone n’est pas encore confirmé.',
  'phoneCode.sent':
    'Nous avons envoyé un code à 6 chiffres par SMS au {number}. Saisissez-le pour confirmer votre numéro et vous connecter ; il est valable cinq minutes.',
  'phoneCode.sentAgain':
    'Nous avons envoyé un nouveau code à 6 chiffres par SMS au {number}. Saisissez-le pour confirmer votre numéro et vous connecter ; il est valable cinq minutes.',
  'phoneCode.label': 'Code reçu par SMS',
  'phoneCode.submit': 'Confirmer et se connecter',
  'phoneCode.resend': 'Envoyer un nouveau code',
  'phoneCode.otherNumber': 'Utiliser un autre numéro ou mot de passe',
  'phoneCode.back': 'Retour',
} satisfies CatalogueOf<AuthMessages>
