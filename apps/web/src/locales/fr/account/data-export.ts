import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/data-export.ts'

export const messages = {
  'dataExport.title': 'Télécharger vos données',
  'dataExport.personTitle': 'Exporter les données personnelles',
  'dataExport.subject': 'votre export de données',
  'dataExport.intro':
    'Obtenez une copie de tout ce que Reserva conserve à votre sujet, dans une archive ZIP : votre profil, vos réservations, vos devis et leurs messages, vos fichiers, votre historique de connexion et vos consentements.',
  'dataExport.how': {
    one: 'Elle est préparée en arrière-plan et nous vous envoyons un e-mail dès qu’elle est prête. Elle ne peut être téléchargée que depuis votre compte, pendant {count} jour.',
    many: 'Elle est préparée en arrière-plan et nous vous envoyons un e-mail dès qu’elle est prête. Elle ne peut être téléchargée que depuis votre compte, pendant {count} de jours.',
    other:
      'Elle est préparée en arrière-plan et nous vous envoyons un e-mail dès qu’elle est prête. Elle ne peut être téléchargée que depuis votre compte, pendant {count} jours.',
  },
  'dataExport.personIntro':
    'Une copie de tout ce que Reserva conserve au sujet de cette personne, dans une archive ZIP : son profil, ses réservations, ses devis et leurs messages, ses fichiers, son historique de connexion et ses consentements.',
  'dataExport.prepare': 'Préparer mon téléchargement',
  'dataExport.personPrepare': 'Préparer un export',
  'dataExport.preparing':
    'Préparation en cours… nous vous enverrons un e-mail dès qu’elle sera prête',
  'dataExport.ready': 'Prête : {size}, disponible jusqu’au {until}.',
  'dataExport.download': 'Télécharger mes données',
  'dataExport.personDownload': 'Télécharger l’export',
  'dataExport.prepareNew': 'Préparer un nouveau téléchargement',
  'dataExport.failedTitle': 'Le téléchargement n’a pas pu être préparé',
  'dataExport.failedText': 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  'dataExport.tryAgain': 'Réessayer',
  'dataExport.expired': 'Le dernier téléchargement a expiré le {when} et a été supprimé.',
  'dataExport.tooManyUntil':
    'Vous avez déjà demandé aujourd’hui le nombre maximal de téléchargements. Vous pourrez en demander un nouveau à partir du {when}.',
} satisfies CatalogueOf<typeof english>
