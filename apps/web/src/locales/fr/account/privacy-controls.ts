import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/privacy-controls.ts'

export const messages = {
  'privacy.controls.title': 'Vos données et votre compte',
  'privacy.controls.intro':
    'Avec un compte, vous pouvez faire ceci vous-même à tout moment, depuis votre tableau de bord :',
  'privacy.controls.details': 'Consulter et corriger vos coordonnées : {where}',
  'privacy.controls.email': 'Changer votre adresse e-mail : {where}',
  'privacy.controls.export':
    'Télécharger une copie de tout ce qui est conservé à votre sujet : {where}',
  'privacy.controls.delete': 'Supprimer votre compte : {where}',
  'privacy.controls.signedIn': 'Vous devez pour cela être connecté.',
  'privacy.controls.signIn': 'Se connecter',
  'privacy.controls.guest':
    'Vous avez réservé sans compte ? Adressez-vous à {name} pour consulter, corriger, obtenir une copie de vos données ou les faire supprimer.',
  'privacy.controls.guestWithEmail':
    'Vous avez réservé sans compte ? Écrivez à {name} à l’adresse {email} pour consulter, corriger, obtenir une copie de vos données ou les faire supprimer.',
} satisfies CatalogueOf<typeof english>
