import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { FlowMessages } from '../../en/booking/flow.ts'

export const flowMessages = {
  'book.title': 'Réserver un créneau',
  'book.description':
    'Choisissez une prestation, puis le jour et l’heure qui vous conviennent, ajoutez vos coordonnées et confirmez. Vous recevez aussitôt une référence de réservation.',

  'bookingSteps.label': 'Progression de la réservation',
  'bookingSteps.service': 'Prestation',
  'bookingSteps.time': 'Jour et heure',
  'bookingSteps.details': 'Vos coordonnées',
  'bookingSteps.confirm': 'Confirmation',
  'bookingSteps.done': '(terminé)',
  'bookingFlow.titleService': 'Choisissez une prestation',
  'bookingFlow.titleTime': 'Choisissez un jour et une heure',
  'bookingFlow.titleDetails': 'Vos coordonnées',
  'bookingFlow.titleConfirm': 'Vérifiez et confirmez',
  'bookingFlow.chooseAnother': 'Veuillez choisir un autre créneau',
  'bookingFlow.servicesSubject': 'les prestations',
  'bookingFlow.quoteOnly':
    '{name} est facturé au cas par cas et ne peut donc pas être réservé en ligne : demandez un devis ou choisissez une autre prestation.',
  'bookingFlow.serviceGone':
    'La prestation de ce lien n’est plus proposée. Veuillez en choisir une ci-dessous.',
  'bookingFlow.nothing': 'Aucune réservation en ligne n’est possible pour le moment.',
  'bookingFlow.service': 'Prestation',
  'bookingFlow.changeService': 'Changer de prestation',
  'bookingFlow.time': 'Horaire',
  'bookingFlow.changeTime': 'Changer d’horaire',

  'bookingDetails.form': 'Vos coordonnées',
  'bookingDetails.enterEmail': 'Saisissez votre adresse e-mail',
  'bookingDetails.onlyOne': 'Il ne reste qu’une place à cet horaire.',
  'bookingDetails.between': 'Choisissez entre 1 et {max} personnes.',
  'bookingDetails.notesTooLong': 'Limitez vos remarques à {max} caractères.',
  'bookingDetails.people': 'Nombre de personnes',
  'bookingDetails.placesLeft': {
    one: 'Il reste {count} place à cet horaire.',
    many: 'Il reste {count} places à cet horaire.',
    other: 'Il reste {count} places à cet horaire.',
  },
  'bookingDetails.upTo': {
    one: 'Jusqu’à {count} personne.',
    many: 'Jusqu’à {count} personnes.',
    other: 'Jusqu’à {count} personnes.',
  },
  'bookingDetails.name': 'Votre nom',
  'bookingDetails.email': 'Adresse e-mail',
  'bookingDetails.emailHint':
    'Nous vous envoyons un code pour la confirmer, ainsi que le détail de votre réservation.',
  'bookingDetails.phone': 'Numéro de téléphone',
  'bookingDetails.phoneOptional': 'Facultatif. Au cas où nous aurions besoin de vous joindre.',
  'bookingDetails.phoneRequired': 'Au cas où nous aurions besoin de vous joindre.',
  'bookingDetails.notes': 'Remarques à notre attention',
  'bookingDetails.notesHint': 'Facultatif. Ce que nous devrions savoir avant votre venue.',
  'bookingDetails.continue': 'Continuer',
  'bookingDetails.orSignIn': 'Ou connectez-vous',
  'bookingDetails.signInToBook': 'Connectez-vous pour réserver',
  'bookingDetails.orSignInText':
    'Avec un compte, vous retrouvez toutes vos réservations au même endroit. Vos choix sont conservés pendant la connexion.',
  'bookingDetails.signInText':
    'Un compte est nécessaire pour réserver, afin que vous puissiez consulter, déplacer ou annuler votre réservation plus tard. Vos choix sont conservés pendant la connexion.',
  'bookingDetails.signInAndContinue': 'Se connecter et continuer',
  'bookingDetails.createAccount': 'Créer un compte',

  'changeNotice.title': 'Peu avant le début',
  'changeNotice.when': '{date}, {time} ({zone})',
  'changeNotice.both':
    'Vous pouvez annuler ou déplacer cette réservation en ligne jusqu’au {when}.',
  'changeNotice.each':
    'Vous pouvez annuler cette réservation en ligne jusqu’au {cancel}, et la déplacer jusqu’au {move}.',
  'changeNotice.neither':
    'Une fois réservé, ce créneau ne pourra plus être annulé ni déplacé en ligne : les modifications ferment {duration} avant le début. Contactez-nous si vos projets changent.',
  'changeNotice.noCancel':
    'Une fois réservé, ce créneau ne pourra plus être annulé en ligne : l’annulation ferme {duration} avant le début. Vous pourrez encore le déplacer en ligne jusqu’au {when}.',
  'changeNotice.noMove':
    'Une fois réservé, ce créneau ne pourra plus être déplacé en ligne : le déplacement ferme {duration} avant le début. Vous pourrez encore l’annuler en ligne jusqu’au {when}.',
  'confirmStep.back': 'Retour',
  'confirmStep.signInAgain': 'Se reconnecter',
  'confirmStep.holding': 'Nous vous réservons ce créneau…',
  'confirmStep.holdFailed': 'Nous n’avons pas pu vous réserver ce créneau',
  'confirmStep.tryAgain': 'Réessayer',
  'confirmStep.held': 'Ce créneau vous est réservé : {left}. Confirmez d’ici là et il est à vous.',
  'confirmStep.left': 'encore {time}',
  'confirmStep.released':
    'Ce créneau ne vous est plus réservé. Il est peut-être encore libre : confirmez pour essayer, ou revenez en arrière pour en choisir un autre.',
  'confirmStep.notMade': 'Votre réservation n’a pas été effectuée',
  'confirmStep.confirm': 'Confirmer la réservation',
  'guestConfirm.checkMail': 'Consultez votre messagerie',
  'guestConfirm.sent':
    'Nous avons envoyé un code à six chiffres à {email}. Saisissez-le ici pour confirmer votre réservation, ou utilisez le bouton de l’e-mail.',
  'guestConfirm.form': 'Confirmer avec le code',
  'guestConfirm.code': 'Code reçu par e-mail',
  'guestConfirm.held': 'Ce créneau vous est réservé : {left}.',
  'guestConfirm.released':
    'Ce créneau ne vous est plus réservé. Il est peut-être encore libre : saisissez le code pour essayer.',
  'guestConfirm.startAgain': 'Recommencer',
  'guestConfirm.noMail':
    'Pas d’e-mail au bout de quelques minutes ? Regardez dans vos courriers indésirables, ou {check}.',
  'guestConfirm.checkAddress': 'vérifiez l’adresse indiquée',
  'guestConfirm.nextCode':
    'Nous allons envoyer un code à votre adresse e-mail et vous réserver ce créneau pendant que vous le saisissez.',
  'guestConfirm.nextBook':
    'Nous réservons tout de suite et envoyons le détail à votre adresse e-mail, avec un lien pour modifier ou annuler.',
  'guestConfirm.sendCode': 'Recevoir le code',

  'bookingConfirmation.title': 'Confirmation de réservation',
  'bookingConfirmation.cancelledTitle': 'Réservation annulée',
  'bookingConfirmation.declinedTitle': 'Réservation refusée',
  'bookingConfirmation.invalid':
    'Ce lien ne contient pas de référence de réservation valide. Ouvrez le lien de votre e-mail de confirmation, ou réservez un nouveau créneau.',
  'bookingConfirmation.missing':
    'Ce lien n’indique pas quelle réservation afficher. Ouvrez le lien de votre e-mail de confirmation, ou réservez un nouveau créneau.',
  'bookingConfirmation.bookATime': 'Réserver un créneau',
  'bookingConfirmation.reference': 'Référence de réservation',
  'bookingConfirmation.signInText':
    'Connectez-vous pour voir le détail de cette réservation, l’ajouter à votre agenda, la déplacer ou l’annuler. Gardez cette référence à portée de main si vous nous contactez à son sujet.',
  'bookingConfirmation.signIn': 'Se connecter pour voir la réservation',

  'embedBook.title': 'Réserver un créneau',
  'embedBook.titleWith': 'Réserver chez {name}',
  'embedBook.openInNewTab': 'Ouvrir dans un nouvel onglet',
  'embedBook.requested': 'Votre demande est envoyée',
  'embedBook.booked': 'Votre réservation est confirmée',
  'embedBook.reference': 'Référence',
  'embedBook.detailsSent': 'Le détail est en route vers votre adresse e-mail.',
  'embedBook.seeBooking': 'Voir la réservation dans un nouvel onglet',
  'embedBook.bookAnother': 'Réserver un autre créneau',
  'embedApp.cannotShow': 'Cette page ne peut pas être affichée ici.',
} satisfies CatalogueOf<FlowMessages>
