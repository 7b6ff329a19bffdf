import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { QuoteMessages } from '../en/quotes.ts'

export const messages = {
  // A quote's status
  'quoteStatus.requested': 'Demandé',
  'quoteStatus.offered': 'Offre envoyée',
  'quoteStatus.accepted': 'Accepté',
  'quoteStatus.declined': 'Décliné',
  'quoteStatus.expired': 'Expiré',
  'quoteStatus.rejected': 'Refusé',
  'quoteStatus.withdrawn': 'Retiré',

  // /quote
  'quotePage.askTitle': 'Demander un devis',
  'quotePage.askDescription':
    'Dites-nous ce dont vous avez besoin, quand, et pour combien de personnes, avec des photos ou des documents si cela aide. Nous vous répondons avec un prix que vous pouvez accepter en ligne.',
  'quotePage.howLabel': 'Comment fonctionnent les devis',
  'quotePage.howTitle': 'Comment ça marche',
  'quotePage.howStep1': 'Vous nous décrivez l’intervention.',
  'quotePage.howStep2': 'Nous vous répondons par e-mail avec un prix, et souvent un horaire.',
  'quotePage.howStep3':
    'Vous l’acceptez en ligne et l’intervention est réservée, ou vous la déclinez. Vous pouvez nous écrire à ce sujet à tout moment.',
  'quotePage.seeQuotes': 'Voir vos devis',
  'quotePage.inPersonTitle': 'Vous préférez demander de vive voix ?',
  'quotePage.quoteTitle': 'Devis {reference}',
  'quotePage.yourQuote': 'Votre devis',
  'quotePage.yourQuoteDescription':
    'Ce que vous avez demandé, notre offre et ce que vous pouvez faire maintenant.',
  'quotePage.badReference':
    'Ce lien ne contient pas de référence de devis valide (elle ressemble à QTE-7K3F9Q). Ouvrez le lien de notre e-mail, ou retrouvez le devis dans votre tableau de bord.',
  'quotePage.toDashboard': 'Aller à votre tableau de bord',

  // The request form
  'quoteForm.label': 'Demander un devis',
  'quoteForm.visitorNote':
    'Vous pouvez remplir ce formulaire dès maintenant. À l’envoi, nous vous demanderons de vous connecter ou de créer un compte, en conservant ce que vous avez saisi.',
  'quoteForm.welcomeBack':
    'Bon retour : voici ce que vous aviez saisi. Vérifiez-le et envoyez votre demande.',
  'quoteForm.lostFilesTitle': 'Veuillez ajouter de nouveau vos fichiers',
  'quoteForm.lostFilesText':
    'Les fichiers ne peuvent pas être conservés pendant la connexion. Vous aviez choisi : {names}.',
  'quoteForm.dismiss': 'Fermer',
  'quoteForm.service': 'Prestation',
  'quoteForm.serviceHelp': 'La prestation la plus proche de votre besoin, si vous la connaissez.',
  'quoteForm.serviceUnsure': 'Je ne sais pas, ou autre chose',
  'quoteForm.title': 'De quoi avez-vous besoin ?',
  'quoteForm.titleHelp': 'Quelques mots, par ex. « Un vélo de randonnée pour un long voyage ».',
  'quoteForm.titleShort': 'Dites en quelques mots ce dont vous avez besoin',
  'quoteForm.details': 'Détails',
  'quoteForm.detailsHelp':
    'Ce que vous avez en tête, les dimensions, le budget, tout ce que nous devrions savoir.',
  'quoteForm.detailsShort': 'Décrivez l’intervention en une phrase ou deux',
  'quoteForm.dates': 'Dates souhaitées',
  'quoteForm.datesHelp': 'Facultatif ; jusqu’à {count}.',
  'quoteForm.addDate': 'Ajouter la date',
  'quoteForm.chooseDateFirst': 'Choisissez d’abord une date',
  'quoteForm.tooManyDates': {
    one: 'Choisissez au plus {count} date',
    many: 'Choisissez au plus {count} de dates',
    other: 'Choisissez au plus {count} dates',
  },
  'quoteForm.datesChosen': 'Dates souhaitées choisies',
  'quoteForm.removeDate': 'Retirer {date}',
  'quoteForm.partySize': 'Nombre de personnes',
  'quoteForm.partySizeHelp': 'Pour qui est l’intervention, ou combien de personnes viendront.',
  'quoteForm.partySizeRange': 'Saisissez un nombre de personnes entre {min} et {max}',
  'quoteForm.send': 'Envoyer la demande',
  'quoteForm.signInToSend': 'Se connecter pour envoyer',
  'quoteForm.sent':
    'Votre demande {reference} est envoyée. Nous vous répondrons avec un prix par e-mail et dans votre tableau de bord.',
  'quoteForm.yourFiles': 'Vos fichiers',
  'quoteForm.sendingFiles':
    'Envoi de vos fichiers en cours. Veuillez garder cette page ouverte jusqu’à la fin du téléversement.',
  'quoteForm.seeRequest': 'Voir votre demande',
  'quoteForm.toDashboard': 'Aller à votre tableau de bord',

  // Choosing, sending and opening files
  'quoteFiles.label': 'Photos ou documents',
  'quoteFiles.addLabel': 'Ajouter des photos ou des documents',
  'quoteFiles.help': {
    one: 'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} fichier.',
    many: 'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} de fichiers.',
    other:
      'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} fichiers.',
  },
  'quoteFiles.helpAttached': {
    one: 'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} fichier (déjà joints : {attached}).',
    many: 'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} de fichiers (déjà joints : {attached}).',
    other:
      'Facultatif. Photos (JPEG, PNG, WebP, HEIC), PDF ou texte brut, 10 Mo maximum chacun ; au plus {count} fichiers (déjà joints : {attached}).',
  },
  'quoteFiles.chosen': 'Fichiers choisis',
  'quoteFiles.remove': 'Retirer {name}',
  'quoteFiles.refused': '{name} : {reason}',
  'quoteFiles.add': 'Ajouter des fichiers',
  'quoteFiles.addMore': 'Ajouter d’autres fichiers',
  'quoteFiles.wrongType':
    'Ce type de fichier ne peut pas être joint : utilisez une photo, un PDF ou un fichier texte.',
  'quoteFiles.tooLarge': 'Ce fichier dépasse 10 Mo.',
  'quoteFiles.empty': 'Ce fichier est vide.',
  'quoteFiles.tooMany': {
    one: 'Vous pouvez joindre au plus {count} fichier.',
    many: 'Vous pouvez joindre au plus {count} de fichiers.',
    other: 'Vous pouvez joindre au plus {count} fichiers.',
  },
  'quoteFiles.upload': {
    one: 'Téléverser le fichier',
    many: 'Téléverser {count} de fichiers',
    other: 'Téléverser {count} fichiers',
  },
  'quoteFiles.list': 'Fichiers',
  'quoteFiles.waiting': 'En attente',
  'quoteFiles.uploaded': 'Téléversé',
  'quoteFiles.notUploaded': 'Non téléversé',
  'quoteFiles.progress': 'Téléversement de {name}',
  'quoteFiles.tryAgain': 'Réessayer',
  'quoteFiles.tryAgainLabel': 'Réessayer {name}',
  'quoteFiles.none': 'Aucun fichier joint.',
  'quoteFiles.open': 'Ouvrir',
  'quoteFiles.openLabel': 'Ouvrir {name}',

  // The customer's quotes
  'quoteList.subject': 'vos devis',
  'quoteList.noneTitle': 'Vous n’avez encore demandé aucun devis.',
  'quoteList.noneText':
    'Pour une intervention qui demande un prix sur mesure, dites-nous ce dont vous avez besoin : nous vous répondrons avec une offre que vous pourrez accepter en ligne.',
  'quoteList.ask': 'Demander un devis',
  'quoteList.open': 'En cours',
  'quoteList.askAnother': 'Demander un autre devis',
  'quoteList.noneOpen': 'Aucun devis n’attend de prix ni votre réponse.',
  'quoteList.closed': 'Acceptés et clos',
  'quoteList.oneSubject': 'ce devis',
  'quoteList.notFound':
    'Nous n’avons pas trouvé le devis {reference} dans votre compte. Il appartient peut-être à un autre compte.',
  'quoteList.seeQuotes': 'Voir vos devis',

  // One of the customer's quotes
  'quoteCard.askedOn': '{reference} · demandé le {date}',
  'quoteCard.noteRequested': 'Nous étudions votre demande et vous répondrons avec un prix.',
  'quoteCard.noteOffered': 'Acceptez l’offre pour réserver l’intervention, ou déclinez-la.',
  'quoteCard.noteAccepted': 'Vous avez accepté cette offre et l’intervention est réservée.',
  'quoteCard.noteDeclined': 'Vous avez décliné cette offre.',
  'quoteCard.noteExpired':
    'Cette offre a expiré. Écrivez-nous si vous souhaitez toujours faire réaliser l’intervention.',
  'quoteCard.noteRejected':
    'Nous sommes désolés : nous ne pouvons pas prendre en charge cette intervention. Nous vous avons écrit par e-mail à ce sujet.',
  'quoteCard.noteWithdrawn': 'Vous avez retiré cette demande.',
  'quoteCard.ourOffer': 'Notre offre',
  'quoteCard.theOffer': 'L’offre',
  'quoteCard.viewBooking': 'Voir la réservation {reference}',
  'quoteCard.decline': 'Décliner l’offre',
  'quoteCard.declineTitle': 'Décliner cette offre ?',
  'quoteCard.declineText':
    'Nous ne réserverons pas {title} ({reference}) à ce prix. Vous pourrez toujours nous écrire ensuite.',
  'quoteCard.declineConfirm': 'Oui, la décliner',
  'quoteCard.declineKeep': 'Garder l’offre',
  'quoteCard.declined': 'Vous avez décliné l’offre pour {reference}.',
  'quoteCard.withdraw': 'Retirer la demande',
  'quoteCard.withdrawTitle': 'Retirer cette demande ?',
  'quoteCard.withdrawText':
    '{title} ({reference}) sera clos. C’est définitif ; vous pouvez toujours demander un nouveau devis.',
  'quoteCard.withdrawTextOffer':
    '{title} ({reference}) sera clos, avec son offre. C’est définitif ; vous pouvez toujours demander un nouveau devis.',
  'quoteCard.withdrawConfirm': 'Oui, la retirer',
  'quoteCard.withdrawKeep': 'Garder la demande',
  'quoteCard.withdrawn': 'Votre demande {reference} est retirée.',
  'quoteCard.showDetails': 'Détails et messages ({count})',
  'quoteCard.hideDetails': 'Masquer les détails',
  'quoteCard.yourRequest': 'Votre demande',
  'quoteCard.files': 'Fichiers',
  'quoteCard.messages': 'Messages',

  // Accepting an offer
  'quoteAccept.button': 'Accepter l’offre',
  'quoteAccept.buttonLabel': 'Accepter l’offre {reference}',
  'quoteAccept.what': '{price} pour {service} ({reference} : {title}), {duration}.',
  'quoteAccept.whatWith':
    '{price} pour {service} ({reference} : {title}), {duration} avec {resource}.',
  'quoteAccept.chooseTitle': 'Accepter cette offre : choisissez un horaire',
  'quoteAccept.chooseIntro':
    'Choisissez quand l’intervention doit avoir lieu. Accepter réserve cet horaire.',
  'quoteAccept.chosen': 'Horaire : {time}',
  'quoteAccept.chooseHint': 'Choisissez un jour, puis une heure.',
  'quoteAccept.title': 'Accepter cette offre ?',
  'quoteAccept.books': 'Accepter réserve pour vous le {start} ({zone}).',
  'quoteAccept.booksUntil': 'Accepter réserve pour vous le {start} jusqu’à {end} ({zone}).',
  'quoteAccept.notNow': 'Pas maintenant',
  'quoteAccept.confirm': 'Accepter et réserver',
  'quoteAccept.chooseAnother': '{problem} Veuillez choisir un autre horaire.',
  'quoteAccept.proposedGone':
    '{problem} Cette offre ne peut plus être acceptée pour cet horaire ; votre demande reste ouverte. Écrivez-nous et nous vous proposerons un autre horaire.',

  // The messages about a quote
  'quoteThread.none': 'Aucun message pour l’instant.',
  'quoteThread.you': 'Vous',
  'quoteThread.staffAuthor': '{name} (équipe)',
  'quoteThread.customerAuthor': '{name} (client)',
  'quoteThread.formLabel': 'Écrire au sujet de {reference}',
  'quoteThread.toBusiness': 'Écrivez-nous',
  'quoteThread.toCustomer': 'Écrire au client',
  'quoteThread.bodyEmpty': 'Écrivez un message',
  'quoteThread.send': 'Envoyer le message',

  // What was asked for and what was offered
  'quoteFacts.customer': 'Client',
  'quoteFacts.service': 'Prestation',
  'quoteFacts.notChosen': 'Non choisie',
  'quoteFacts.people': 'Personnes',
  'quoteFacts.dates': 'Dates souhaitées',
  'quoteFacts.anyTime': 'N’importe quand',
  'quoteFacts.askedOn': 'Demandé le',
  'quoteFacts.details': 'Détails',
  'quoteFacts.price': 'Prix',
  'quoteFacts.bookedAs': 'Réservé comme',
  'quoteFacts.time': 'Horaire',
  'quoteFacts.proposed': '{start} ({zone})',
  'quoteFacts.proposedUntil': '{start} jusqu’à {end} ({zone})',
  'quoteFacts.youChoose': 'Vous choisissez un horaire en acceptant',
  'quoteFacts.customerChooses': 'Le client choisit un horaire en acceptant',
  'quoteFacts.validUntil': 'Valable jusqu’au',
  'quoteFacts.validUntilWhen': '{date} ({zone})',
  'quoteFacts.message': 'Message',

  // The staff's quote inbox
  'quoteInbox.subject': 'les devis',
  'quoteInbox.tabNew': 'Nouveaux',
  'quoteInbox.tabOffered': 'Offre envoyée',
  'quoteInbox.tabAccepted': 'Acceptés',
  'quoteInbox.tabClosed': 'Clos',
  'quoteInbox.tabAll': 'Tous',
  'quoteInbox.listNew': 'Nouveaux devis',
  'quoteInbox.listOffered': 'Devis avec offre envoyée',
  'quoteInbox.listAccepted': 'Devis acceptés',
  'quoteInbox.listClosed': 'Devis clos',
  'quoteInbox.listAll': 'Tous les devis',
  'quoteInbox.emptyNew': 'Aucune demande n’attend de prix.',
  'quoteInbox.emptyOffered': 'Aucune offre n’attend de réponse.',
  'quoteInbox.emptyAccepted': 'Aucune offre acceptée pour l’instant.',
  'quoteInbox.emptyClosed': 'Rien de clos pour l’instant.',
  'quoteInbox.emptyAll': 'Aucune demande de devis pour l’instant.',
  'quoteInbox.showAll': 'Afficher les {count}',
  'quoteInbox.showFewer': 'Afficher moins',
  'quoteInbox.openHint': 'Ouvrez un devis pour le consulter, le chiffrer ou y répondre.',
  'quoteInbox.people': {
    one: '{count} personne',
    many: '{count} de personnes',
    other: '{count} personnes',
  },
  'quoteInbox.prefers': 'souhaite le {date}',
  'quoteInbox.prefersMore': 'souhaite le {date} +{more}',
  'quoteInbox.files': {
    one: '{count} fichier',
    many: '{count} de fichiers',
    other: '{count} fichiers',
  },
  'quoteInbox.messages': {
    one: '{count} message',
    many: '{count} de messages',
    other: '{count} messages',
  },
  'quoteInbox.filesTitle': 'Fichiers',
  'quoteInbox.currentOffer': 'Offre actuelle',
  'quoteInbox.theOffer': 'L’offre',
  'quoteInbox.booked': 'Réservé : {reference}',
  'quoteInbox.makeOffer': 'Faire une offre',
  'quoteInbox.reviseOffer': 'Modifier l’offre',
  'quoteInbox.offerSent': 'Offre envoyée à {name} ({reference}).',
  'quoteInbox.revisedOfferSent': 'Offre modifiée envoyée à {name} ({reference}).',
  'quoteInbox.keepOffer': 'Garder l’offre actuelle',
  'quoteInbox.turnedDown': '{reference} est refusé ; {name} en est informé par e-mail.',
  'quoteInbox.messagesTitle': 'Messages',

  // Turning a request down
  'quoteReject.button': 'Refuser',
  'quoteReject.title': 'Refuser cette demande ?',
  'quoteReject.text':
    '{name} sera informé par e-mail que {reference} ne peut pas être pris en charge. C’est définitif.',
  'quoteReject.textOffer':
    '{name} sera informé par e-mail que {reference} ne peut pas être pris en charge, et l’offre sera retirée. C’est définitif.',
  'quoteReject.confirm': 'Oui, refuser',
  'quoteReject.keep': 'La laisser ouverte',
  'quoteReject.message': 'Message au client',
  'quoteReject.messageHelp': 'Facultatif : pourquoi, ou qui pourrait aider à la place.',

  // Making or revising an offer
  'quoteOffer.makeLabel': 'Faire une offre',
  'quoteOffer.reviseLabel': 'Modifier l’offre',
  'quoteOffer.price': 'Prix ({currency})',
  'quoteOffer.priceHelp': 'Ce que le client paie pour l’ensemble de l’intervention.',
  'quoteOffer.priceRequired': 'Saisissez un prix',
  'quoteOffer.priceNegative': 'Un prix ne peut pas être négatif',
  'quoteOffer.priceUnreadable': 'Saisissez un montant comme {example}',
  'quoteOffer.validUntil': 'Valable jusqu’au',
  'quoteOffer.validUntilHelp': 'Jusqu’à la fin de ce jour ({zone}).',
  'quoteOffer.chooseDate': 'Choisissez une date',
  'quoteOffer.notPast': 'Choisissez aujourd’hui ou un jour ultérieur',
  'quoteOffer.bookAs': 'Réserver comme',
  'quoteOffer.bookAsHelp': 'La prestation pour laquelle la réservation est faite.',
  'quoteOffer.loadingServices': 'Chargement des prestations…',
  'quoteOffer.chooseService': 'Choisissez une prestation',
  'quoteOffer.serviceRequired': 'Choisissez la prestation sous laquelle réserver l’intervention',
  'quoteOffer.length': 'Durée de l’intervention',
  'quoteOffer.lengthHelp': 'Vide : la durée propre de la prestation, {duration}.',
  'quoteOffer.lengthHelpAny': 'Vide : la durée propre de la prestation.',
  'quoteOffer.who': 'Qui s’en charge',
  'quoteOffer.whoHelp': 'La réservation est faite avec cette personne ou cette ressource.',
  'quoteOffer.whoever': 'Quiconque est disponible',
  'quoteOffer.time': 'Horaire de l’intervention',
  'quoteOffer.customerChooses': 'Le client choisit un horaire libre en acceptant',
  'quoteOffer.propose': 'Proposer un horaire',
  'quoteOffer.serviceFirst': 'Choisissez d’abord la prestation : les horaires libres en dépendent.',
  'quoteOffer.proposedNow':
    'Proposé actuellement : {when} ({zone}). Choisissez un autre horaire pour le modifier.',
  'quoteOffer.slotRequired': 'Choisissez l’un des horaires libres',
  'quoteOffer.message': 'Message au client',
  'quoteOffer.messageHelp': 'Facultatif : ce que comprend le prix, ce que le client doit savoir.',
  'quoteOffer.send': 'Envoyer l’offre',
  'quoteOffer.sendRevised': 'Envoyer l’offre modifiée',

  // A free time for an offer
  'quoteSlots.day': 'Jour',
  'quoteSlots.legend': 'Horaires libres ({zone})',
  'quoteSlots.legendDay': 'Horaires libres le {date} ({zone})',
  'quoteSlots.waiting': 'Choisissez un jour à partir d’aujourd’hui.',
  'quoteSlots.empty': 'Aucun horaire libre ce jour-là. Essayez-en un autre.',

  // Errors the quote screens word their own way
  'quoteErrors.notFound':
    'Nous n’avons pas trouvé ce devis. Il appartient peut-être à un autre compte.',
  'quoteErrors.slotTaken': 'Quelqu’un d’autre vient de prendre cet horaire.',
  'quoteErrors.notASlot':
    'Cet horaire ne peut plus être réservé : il est trop proche, trop lointain ou en dehors des heures d’ouverture.',
  'quoteErrors.tooManySeats':
    'Il n’y a pas assez de places à cet horaire pour toutes les personnes de la demande.',

  // A visitor's request and the quote link's page (decision 045)
  'guestQuote.visitorNote':
    'Vous pouvez l’envoyer sans compte : nous confirmons d’abord votre adresse e-mail par un code. Vous pourrez ajouter des fichiers une fois votre compte créé.',
  'guestQuote.aboutYou': 'Vous',
  'guestQuote.name': 'Votre nom',
  'guestQuote.email': 'Adresse e-mail',
  'guestQuote.emailHint':
    'Nous y envoyons un code pour la confirmer, puis l’offre et nos messages.',
  'guestQuote.phone': 'Numéro de téléphone',
  'guestQuote.phoneOptional': 'Facultatif',
  'guestQuote.phoneRequired': 'L’entreprise le demande',
  'guestQuote.sendCode': 'M’envoyer un code',
  'guestQuote.orSignIn': 'Vous avez un compte ? Connectez-vous pour l’envoyer depuis celui-ci.',
  'guestQuote.checkMail': 'Consultez vos e-mails',
  'guestQuote.sent':
    'Nous avons envoyé un code à six chiffres à {email}. Votre demande part dès que vous le saisissez ici.',
  'guestQuote.code': 'Code reçu par e-mail',
  'guestQuote.codeForm': 'Confirmez votre adresse',
  'guestQuote.confirm': 'Envoyer ma demande',
  'guestQuote.startAgain': 'Recommencer',
  'guestQuote.enterEmail': 'Saisissez votre adresse e-mail',
  'quoteLink.title': 'Votre devis',
  'quoteLink.noLinkTitle': 'Cette page a besoin du lien de votre e-mail',
  'quoteLink.noLinkText': 'Ouvrez le lien du dernier e-mail concernant votre devis.',
  'quoteLink.linkRefused': 'Ce lien n’ouvre plus de devis',
  'quoteLink.loadFailed': 'Ce devis n’a pas pu être chargé',
  'quoteLink.intro':
    'Cette page est votre clé du devis : gardez l’e-mail et son lien. Toute personne qui a le lien peut répondre à l’offre.',
  'quoteLink.sentTitle': 'Votre demande est envoyée',
  'quoteLink.sentText':
    'Nous avons votre demande {reference}. Nous répondons par e-mail, et son lien vous ramène ici.',
  'quoteLink.confirming': 'Confirmation de votre adresse…',
  'quoteLink.acceptedTitle': 'Réservé',
  'quoteLink.acceptedText':
    'Votre réservation {reference} est faite. Consultez-la, déplacez-la ou annulez-la ici :',
  'quoteLink.openBooking': 'Ouvrir la réservation',
  'quoteLink.sendNew': 'Envoyer un nouveau lien au client',
  'quoteLink.sendNewFor': 'Envoyer un nouveau lien au client pour le devis {reference}',
  'quoteLink.sent': 'Envoyé. Les liens des e-mails précédents ne fonctionnent plus.',
} satisfies CatalogueOf<QuoteMessages>
