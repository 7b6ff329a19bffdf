import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/delete-account.ts'

export const messages = {
  'deleteAccount.intro':
    'Supprimer votre compte efface de Reserva votre nom, votre adresse e-mail et votre téléphone, sans retour possible :',
  'deleteAccount.bookings':
    'Vos réservations à venir sont annulées, comme si vous annuliez chacune.',
  'deleteAccount.quotes': 'Vos demandes de devis en cours sont retirées.',
  'deleteAccount.kept':
    'L’établissement garde la trace des réservations passées, sans votre nom ni vos coordonnées.',
  'deleteAccount.open': 'Supprimer mon compte…',
  'deleteAccount.title': 'Supprimer votre compte ?',
  'deleteAccount.final': 'Confirmez que c’est bien vous. Cette action est définitive.',
  'deleteAccount.password': 'Votre mot de passe',
  'deleteAccount.showHide': 'Afficher ou masquer le mot de passe',
  'deleteAccount.useCode': 'Pas de mot de passe ? Utiliser un code reçu par e-mail',
  'deleteAccount.usePassword': 'Utiliser mon mot de passe',
  'deleteAccount.sendCode': 'M’envoyer un code',
  'deleteAccount.sendAgain': 'Envoyer un autre code',
  'deleteAccount.codeSent': 'Un code part vers {email}.',
  'deleteAccount.code': 'Le code à 6 chiffres',
  'deleteAccount.keep': 'Garder mon compte',
  'deleteAccount.confirm': 'Supprimer mon compte',
  'deleteAccount.doneTitle': 'Votre compte a été supprimé',
  'deleteAccount.doneText':
    'Réservations annulées : {bookings}. Demandes de devis retirées : {quotes}. Vous êtes déconnecté partout.',
  'deleteAccount.home': 'Aller à l’accueil',
} satisfies CatalogueOf<typeof english>
