import type { CatalogueOf } from '@reserva/shared/translator'
import type { MailMessages } from '../en/mail.ts'

export const messages = {
  'mail.hello': 'Bonjour,',
  'mail.helloName': 'Bonjour {name},',
  'mail.theirReason': 'Motif indiqué : {reason}',
  'mail.span': '{date}, de {start} à {end} ({zone})',
  'mail.dayAtTime': '{date} à {time}',
  'mail.reference': 'Référence : {reference}',
  'mail.customer': 'Client : {name}',
  'mail.action': '{label} : {url}',

  'verify.subject': 'Confirmez votre adresse e-mail pour {business}',
  'verify.body':
    'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail. Le lien est valable une heure.',
  'verify.button': 'Confirmer mon adresse',
  'reset.subject': 'Réinitialisez votre mot de passe {business}',
  'reset.body':
    'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser votre mot de passe. Le lien est valable une heure.',
  'reset.notYou': 'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'reset.button': 'Choisir un nouveau mot de passe',
  'finish.subject': 'Choisissez un mot de passe pour votre compte {business}',
  'finish.body':
    'Vous avez réservé chez {business} sans mot de passe. Choisissez-en un pour retrouver vos réservations à chaque connexion. Le lien est valable une heure.',
  'finish.notYou': 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
  'finish.button': 'Choisir un mot de passe',
  'code.subject': '{code} est votre code {business}',
  'code.signIn': 'Votre code de connexion est {code}.',
  'code.emailVerification': 'Votre code pour confirmer votre adresse est {code}.',
  'code.forgetPassword': 'Votre code pour réinitialiser votre mot de passe est {code}.',
  'code.changeEmail': 'Votre code pour changer votre adresse e-mail est {code}.',
  'code.expiry': 'Il est valable cinq minutes. Ne le communiquez jamais à personne.',
  'failedSignIns.subject': 'Échecs de connexion à votre compte {business}',
  'failedSignIns.body': {
    one: 'Quelqu’un a tenté {count} fois de se connecter à votre compte {business} avec un mauvais mot de passe.',
    many: 'Quelqu’un a tenté {count} de fois de se connecter à votre compte {business} avec un mauvais mot de passe.',
    other:
      'Quelqu’un a tenté {count} fois de se connecter à votre compte {business} avec un mauvais mot de passe.',
  },
  'failedSignIns.ifYou':
    'Si c’était vous, patientez un peu avant de réessayer, ou réinitialisez votre mot de passe.',
  'failedSignIns.ifNotYou':
    'Si ce n’était pas vous, votre compte reste protégé tant que votre mot de passe l’est : vous pouvez le changer par précaution.',
  'signUpAttempt.subject': 'Quelqu’un a tenté de s’inscrire à {business} avec votre adresse',
  'signUpAttempt.body':
    'Quelqu’un a tenté de créer un compte {business} avec cette adresse e-mail, qui en a déjà un.',
  'signUpAttempt.ifYou':
    'Si c’était vous, connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  'signUpAttempt.ifNotYou': 'Si ce n’était pas vous, vous n’avez rien à faire.',
  'emailChange.subject': 'Confirmez votre nouvelle adresse e-mail pour {business}',
  'emailChange.body':
    'Quelqu’un (vous, nous l’espérons) a demandé à utiliser cette adresse pour son compte {business}. Rien ne change tant que vous n’avez pas suivi le lien, valable une seule fois pendant une heure.',
  'emailChange.notYou': 'Si ce n’était pas vous, ignorez cet e-mail.',
  'emailChange.button': 'Utiliser cette adresse',
  'emailChangeTaken.subject': 'Quelqu’un a tenté de passer un compte {business} à votre adresse',
  'emailChangeTaken.body':
    'Quelqu’un a demandé à utiliser cette adresse pour un compte {business}, mais elle appartient déjà à un autre compte : rien n’a été changé.',
  'emailChangeTaken.ifNotYou': 'Si ce n’était pas vous, vous n’avez rien à faire.',
  'emailChanged.subject': 'L’adresse e-mail de votre compte {business} a été changée',
  'emailChanged.body':
    'Votre compte {business} utilise désormais une adresse chez {domain}. Cette adresse ne permet plus de vous connecter et ne reçoit plus les e-mails du compte.',
  'emailChanged.signedOut':
    'Tous les appareils connectés au compte ont été déconnectés, sauf celui qui a fait le changement.',
  'emailChanged.ifNotYou':
    'Si ce n’était pas vous, contactez {business} sans attendre : ils peuvent rétablir votre adresse.',
  'emailChanged.ifNotYouContact':
    'Si ce n’était pas vous, contactez {business} sans attendre ({contact}) : ils peuvent rétablir votre adresse.',

  'sms.confirm':
    '{code} est votre code {business} pour confirmer votre numéro. Valable 5 minutes. Ne le communiquez jamais.',
  'sms.reset':
    '{code} est votre code {business} pour réinitialiser votre mot de passe. Valable 5 minutes. Ne le communiquez jamais.',

  'operator.approved.subject': 'Vous êtes désormais opérateur chez {business}',
  'operator.approved.body':
    'Un administrateur a accepté votre demande : vous pouvez désormais gérer les réservations et les devis de {business}.',
  'operator.approved.workspace': 'Votre espace de travail : {url}',
  'operator.declined.subject': 'Votre demande d’accès opérateur chez {business}',
  'operator.declined.body':
    'Un administrateur a refusé votre demande de gérer les réservations de {business}. Votre compte reste un compte client.',

  'booking.what': 'Quoi : {service} avec {resource}',
  'booking.whatSeats': 'Quoi : {service} × {seats} avec {resource}',
  'booking.when': 'Quand : {when}',
  'booking.where': 'Où : {address}',
  'booking.reason': 'Motif : {reason}',
  'booking.seeOrChange': 'La consulter ou la modifier : {url}',
  'booking.manage': 'Ou la modifier ou l’annuler sans vous connecter : {url}',
  'booking.dashboard': 'Ouvrir l’espace de travail : {url}',
  'booking.confirmed.subject': 'Réservé : {service} — {reference}',
  'booking.confirmed.body':
    'Votre réservation est confirmée. Un fichier de calendrier se trouve sur la page de la réservation.',
  'booking.requested.subject': 'Demande reçue : {service} — {reference}',
  'booking.requested.body': 'Nous avons bien reçu votre demande et la confirmerons sous peu.',
  'booking.changed.subject': 'Modifiée : {service} — {reference}',
  'booking.changed.body': 'Votre réservation a été modifiée. Voici les nouveaux détails.',
  'booking.changed.moved': 'Elle se fait désormais avec {resource}, et non plus avec {previous}.',
  'booking.cancelled.subject': 'Annulée : {service} — {reference}',
  'booking.cancelled.body': 'Votre réservation est annulée.',
  'booking.declined.subject': 'Impossible : {service} — {reference}',
  'booking.declined.body':
    'Nous sommes désolés : nous ne pouvons pas accepter cette réservation. Veuillez choisir un autre horaire.',
  'booking.link.subject': 'Votre lien : {service} — {reference}',
  'booking.link.body':
    'Voici un nouveau lien pour modifier ou annuler votre réservation. Les liens envoyés auparavant ne fonctionnent plus.',
  'booking.reminder.subject': 'Rappel : {service} — {when}',
  'booking.reminder.body': 'Un rappel de votre réservation.',
  'booking.toConfirm.subject': 'À confirmer : {service} pour {customer} — {reference}',
  'booking.toConfirm.body': '{customer} demande une réservation. Elle attend votre confirmation.',
  'booking.cancelledBy.subject': 'Annulée par {customer} : {service} — {reference}',
  'booking.cancelledBy.body':
    '{customer} a annulé cette réservation. Le créneau est de nouveau libre.',

  'guest.code.subject': '{code} est votre code pour réserver chez {business}',
  'guest.code.enter': 'Pour réserver {service} le {when}, saisissez ce code : {code}',
  'guest.code.press':
    'ou appuyez sur le bouton ci-dessous. Il est valable {works} ; le créneau vous est réservé pendant {held}.',
  'guest.code.notYou':
    'Si ce n’était pas vous, ignorez cet e-mail : rien n’est réservé sans le code.',
  'guest.code.button': 'Confirmer ma réservation',
  'guest.quoteCode.subject':
    '{code} est votre code pour envoyer votre demande de devis à {business}',
  'guest.quoteCode.enter':
    'Pour envoyer votre demande de devis à {business}, saisissez ce code : {code}',
  'guest.quoteCode.press': 'Ou appuyez sur le bouton ci-dessous. Le code est valable {works}.',
  'guest.quoteCode.notYou':
    'Si ce n’était pas vous, ignorez cet e-mail : rien n’est envoyé sans le code.',
  'guest.quoteCode.button': 'Envoyer ma demande',
  'quote.received.subject': 'Nous avons bien reçu votre demande de devis {reference}',
  'quote.received.body':
    'Merci : nous avons bien reçu votre demande « {title} » et vous répondrons bientôt.',
  'quote.received.bodyUntitled':
    'Merci : nous avons bien reçu votre demande {reference} et vous répondrons bientôt.',
  'quote.link.subject': 'Votre nouveau lien vers le devis {reference}',
  'quote.link.body':
    'Voici un nouveau lien vers votre devis {reference}. Les liens précédents ne fonctionnent plus.',
  'quote.received.keep':
    'Gardez cet e-mail : son lien affiche votre devis, l’offre et les messages sans connexion.',
  'guest.address.subject': 'Confirmez votre adresse e-mail pour la réservation {reference}',
  'guest.address.body': '{business} a bien votre réservation {reference} : {service} le {when}.',
  'guest.address.confirm':
    'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail. Si ce n’était pas vous, l’e-mail de la réservation contient un lien pour l’annuler.',

  'quote.open': 'L’ouvrir : {url}',
  'quote.offered.subject': 'Votre devis {reference} : {price}',
  'quote.offered.body':
    'Nous pouvons réaliser « {title} » pour {price}. L’offre est valable jusqu’au {validUntil}.',
  'quote.offered.bodyUntitled':
    'Nous pouvons réaliser votre demande {reference} pour {price}. L’offre est valable jusqu’au {validUntil}.',
  'quote.offered.proposed': 'Horaire proposé : {time}.',
  'quote.offered.chooseTime': 'Vous choisirez un horaire en acceptant.',
  'quote.rejected.subject': 'Votre demande de devis {reference}',
  'quote.rejected.body': 'Nous sommes désolés : nous ne pouvons pas prendre en charge « {title} ».',
  'quote.rejected.bodyUntitled':
    'Nous sommes désolés : nous ne pouvons pas prendre en charge votre demande {reference}.',
  'quote.expired.subject': 'Votre devis {reference} a expiré',
  'quote.expired.body':
    'L’offre pour « {title} » a expiré. Vous pouvez refaire une demande à tout moment.',
  'quote.expired.bodyUntitled':
    'L’offre pour votre demande {reference} a expiré. Vous pouvez refaire une demande à tout moment.',
  'quote.message.subject': 'Nouveau message concernant {reference}',
  'quote.message.body': 'Vous avez un nouveau message concernant « {title} » :',
  'quote.message.bodyUntitled':
    'Vous avez un nouveau message concernant votre demande {reference} :',
  'quote.requested.subject': 'Nouvelle demande de devis {reference} : {title}',
  'quote.requested.body': '{customer} demande un devis : « {title} ».',
  'quote.requested.service': 'Prestation : {service}',
  'quote.requested.days': 'Jours souhaités : {days}',
  'quote.requests.subject': {
    one: '{count} nouvelle demande de devis de {customer}',
    many: '{count} de nouvelles demandes de devis de {customer}',
    other: '{count} nouvelles demandes de devis de {customer}',
  },
  'quote.requests.body': {
    one: '{customer} demande {count} devis. Les plus récents :',
    many: '{customer} demande {count} devis. Les plus récents :',
    other: '{customer} demande {count} devis. Les plus récents :',
  },
  'quote.accepted.subject': 'Devis {reference} accepté',
  'quote.accepted.body':
    '{customer} a accepté l’offre pour « {title} » ({price}). La réservation est faite.',
  'quote.declined.subject': 'Devis {reference} refusé',
  'quote.declined.body': '{customer} a refusé l’offre pour « {title} ».',
  'quote.withdrawn.subject': 'Devis {reference} retiré',
  'quote.withdrawn.body': '{customer} a retiré la demande « {title} ».',
  'quote.wrote.body': '{customer} a écrit au sujet de « {title} » :',
  'quote.messages.subject': {
    one: '{count} nouveau message concernant {reference}',
    many: '{count} de nouveaux messages concernant {reference}',
    other: '{count} nouveaux messages concernant {reference}',
  },
  'quote.messages.all': {
    one: '{customer} a écrit {count} message au sujet de « {title} ». Le voici :',
    many: '{customer} a écrit {count} de messages au sujet de « {title} ». Les voici :',
    other: '{customer} a écrit {count} messages au sujet de « {title} ». Les voici :',
  },
  'quote.messages.latest': {
    one: '{customer} a écrit {count} message au sujet de « {title} ». Les {shown} plus récents :',
    many: '{customer} a écrit {count} de messages au sujet de « {title} ». Les {shown} plus récents :',
    other:
      '{customer} a écrit {count} messages au sujet de « {title} ». Les {shown} plus récents :',
  },

  // To the admins: a webhook endpoint's last delivery failed
  'webhook.failing.subject': 'Un webhook de {business} est en échec',
  'webhook.failing.body':
    'Les envois vers {url} échouent : le dernier a été tenté pendant un jour sans succès. Les nouveaux événements y sont toujours envoyés ; ouvrez les webhooks pour voir le journal des envois, réparer le récepteur et renvoyer.',
  'webhook.failing.button': 'Ouvrir les webhooks',

  'dataExport.ready.subject': 'Vos données chez {business} sont prêtes à être téléchargées',
  'dataExport.ready.body':
    'L’archive de tout ce que {business} conserve sur vous est prête. Connectez-vous et téléchargez-la depuis votre tableau de bord, dans « Télécharger vos données », jusqu’au {until}.',
  'dataExport.readyFor.subject': 'L’export des données de {name} est prêt',
  'dataExport.readyFor.body':
    'L’archive de tout ce que {business} conserve sur {name} est prête. Téléchargez-la depuis sa fiche dans l’écran des personnes jusqu’au {until} ; vous seul le pouvez.',
  'dataExport.button': 'Ouvrir le téléchargement',
  'dataExport.failed.subject': 'L’export de vos données chez {business} n’a pas pu être préparé',
  'dataExport.failed.body':
    'Nous avons essayé plusieurs fois sans pouvoir préparer l’archive. Veuillez la demander à nouveau ; en cas de nouvel échec, contactez {business}.',
  'dataExport.readme.title': 'Tout ce que {business} conserve sur vous',
  'dataExport.readme.made': 'Préparé le {when}.',
  'dataExport.readme.profile':
    'votre compte : nom, adresse e-mail, téléphone, langue, fuseau horaire, rôle.',
  'dataExport.readme.signIn':
    'vos moyens de connexion (sans mots de passe ni secrets), vos sessions avec leur adresse et leur navigateur, les connexions échouées et l’historique de votre compte.',
  'dataExport.readme.bookings':
    'chaque réservation, avec ses notes, les motifs donnés et son historique.',
  'dataExport.readme.quotes': 'chaque demande de devis, son offre et chaque message.',
  'dataExport.readme.consents':
    'ce que vous avez autorisé : fournisseurs de connexion, abonnements de calendrier ; et la politique de confidentialité telle qu’elle est aujourd’hui.',
  'dataExport.readme.mails': 'les e-mails et SMS qui vous ont été envoyés.',
  'dataExport.readme.filesList': 'les autres fichiers que vous avez déposés.',
  'dataExport.readme.files':
    'les fichiers eux-mêmes : ceux de vos devis sous la référence de chaque devis.',
  'dataExport.readme.times':
    'Les heures sont en UTC (ISO 8601) ; les montants en plus petite unité de leur devise (1999 vaut 19,99).',

  'ics.summary': '{service} chez {business}',
  'ics.description': 'Réservation {reference} avec {resource}.',
  'ics.notes': 'Notes : {notes}',
  'feed.nameMine': '{business} : mes réservations',
  'feed.nameBusiness': '{business} : réservations',
  'feed.nameResource': '{business} : {resource}',
  'feed.staffSummary': '{service} : {customer}',
  'feed.staffDescription': 'Réservation {reference} de {customer} avec {resource}.',
} satisfies CatalogueOf<MailMessages>
