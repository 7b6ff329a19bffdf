import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { VisitsMessages } from '../../en/booking/visits.ts'

export const visitsMessages = {
  'bookingFacts.service': 'Prestation',
  'bookingFacts.when': 'Quand',
  'bookingFacts.with': 'Avec',
  'bookingFacts.where': 'Où',
  'bookingFacts.people': 'Personnes',
  'bookingFacts.peopleCount': {
    one: '{count} personne',
    many: '{count} personnes',
    other: '{count} personnes',
  },
  'bookingFacts.price': 'Prix',
  'bookingFacts.notes': 'Remarques',
  'bookingFacts.status': 'Statut',
  'bookingFacts.name': 'Nom',
  'bookingFacts.email': 'E-mail',
  'bookingFacts.phone': 'Téléphone',
  'bookingFacts.visitorRange': '{start} – {end} chez vous ({zone})',
  'bookingFacts.visitorRangeDay': '{start} – {end} chez vous ({zone}), {day}',
  'bookingFacts.timeRange': '{start} – {end} ({zone})',
  'statusReason.label': 'Motif indiqué :',

  'confirmationDetails.confirmed': 'À bientôt.',
  'confirmationDetails.confirmedMailed':
    'À bientôt. Nous avons envoyé le détail par e-mail à {email}.',
  'confirmationDetails.pending':
    'Votre créneau vous est réservé, mais l’établissement doit encore le confirmer.',
  'confirmationDetails.pendingMailed':
    'Votre créneau vous est réservé, mais l’établissement doit encore le confirmer. Nous écrirons à {email} dès que ce sera fait.',
  'confirmationDetails.cancelled':
    'Le créneau a été proposé à d’autres personnes. Vous pouvez en réserver un nouveau à tout moment.',
  'confirmationDetails.declined':
    'L’établissement n’a pas pu accepter cette réservation. Veuillez choisir un autre créneau.',
  'confirmationDetails.notFound':
    'Nous n’avons pas trouvé la réservation {reference} dans votre compte',
  'confirmationDetails.loadFailed': 'Impossible de charger cette réservation',
  'confirmationDetails.otherAccount':
    'Elle a peut-être été faite avec un autre compte : connectez-vous avec celui-ci pour la voir. Vos propres réservations se trouvent dans votre tableau de bord.',
  'confirmationDetails.dashboard': 'Aller au tableau de bord',
  'confirmationDetails.tryAgain': 'Réessayer',

  'bookingOverview.confirmed': 'Votre réservation est confirmée',
  'bookingOverview.pending': 'Réservation demandée',
  'bookingOverview.declined': 'Cette réservation a été refusée',
  'bookingOverview.cancelled': 'Cette réservation est annulée',
  'bookingOverview.completed': 'Cette réservation est terminée',
  'bookingOverview.noShow': 'Ce rendez-vous a été manqué',
  'bookingOverview.reference': 'Référence de réservation',
  'bookingOverview.details': 'Détail',
  'bookingOverview.icsFailed': 'Impossible de récupérer le fichier d’agenda. Veuillez réessayer.',
  'bookingOverview.addToCalendar': 'Ajouter à l’agenda (.ics)',
  'bookingOverview.addTo': 'Ajouter à votre agenda',
  'bookingOverview.addToGoogle': 'Ajouter à Google Agenda',
  'bookingOverview.addToOutlook': 'Ajouter à Outlook',
  'bookingOverview.eventTitle': '{service} chez {business}',
  'bookingOverview.eventDetails':
    'Réservation {reference} avec {resource}. La consulter ou la modifier : {url}',
  'bookingOverview.movedIcs':
    'Votre réservation est déplacée au {when}. Téléchargez à nouveau le fichier d’agenda pour mettre votre agenda à jour.',
  'bookingOverview.tooClose':
    'Le début est trop proche pour modifier ou annuler cette réservation en ligne. Veuillez plutôt nous contacter.',
  'bookingOverview.allOrAnother': '{all} ou {another}.',
  'bookingOverview.seeAll': 'Voir toutes vos réservations',
  'bookingOverview.another': 'réserver un autre créneau',
  'bookingOverview.bookAnother': 'Réserver un autre créneau',
  'sendLink.staff': 'Envoyer un nouveau lien au client',
  'sendLink.staffFor': 'Envoyer un nouveau lien au client pour la réservation {reference}',
  'sendLink.sent': 'Envoyé. Les liens des e-mails précédents ne fonctionnent plus.',
  'sendLink.customer': 'M’envoyer un nouveau lien de modification',
  'sendLink.customerFor':
    'M’envoyer un nouveau lien de modification pour la réservation {reference}',

  'myBookings.subject': 'vos réservations',
  'myBookings.upcoming': 'À venir',
  'myBookings.bookAnother': 'Réserver un autre créneau',
  'myBookings.none': 'Vous n’avez aucune réservation à venir.',
  'myBookings.noneText':
    'Choisissez une prestation et un horaire qui vous conviennent ; cela prend une minute.',
  'myBookings.bookATime': 'Réserver un créneau',
  'myBookings.cancelled': 'Votre réservation du {when} est annulée.',
  'myBookings.moved': 'Votre réservation est déplacée au {when}.',
  'myBookings.past': 'Passées et annulées',
  'myBookings.when': '{date}, {range}',
  'myBookings.visitor': '{time} ({zone})',
  'myBookings.with': 'Avec {resource} · {reference}',
  'myBookings.withPeople': {
    one: 'Avec {resource} · {count} personne · {reference}',
    many: 'Avec {resource} · {count} personnes · {reference}',
    other: 'Avec {resource} · {count} personnes · {reference}',
  },
  'myBookings.pending': 'L’établissement doit encore confirmer cette réservation.',
  'myBookings.view': 'Voir',
  'myBookings.viewLabel': 'Voir la réservation {reference}',
  'myBookings.tooClose':
    'Trop proche du début pour être modifiée en ligne : veuillez nous contacter.',

  'cancelBooking.button': 'Annuler la réservation',
  'cancelBooking.label': 'Annuler la réservation {reference}',
  'cancelBooking.title': 'Annuler cette réservation ?',
  'cancelBooking.keep': 'Garder la réservation',
  'cancelBooking.confirm': 'Oui, l’annuler',
  'cancelBooking.text':
    '{service} du {when} ({reference}) sera annulé, et le créneau proposé à d’autres personnes. Cette action est définitive.',
  'cancelBooking.reason': 'Pourquoi annulez-vous ? (facultatif)',
  'cancelBooking.reasonHint': {
    one: 'L’établissement verra ce que vous écrivez ici. {typed}/{count} caractère.',
    many: 'L’établissement verra ce que vous écrivez ici. {typed}/{count} de caractères.',
    other: 'L’établissement verra ce que vous écrivez ici. {typed}/{count} caractères.',
  },
  'rescheduleBooking.button': 'Changer d’horaire',
  'rescheduleBooking.label': 'Changer d’horaire pour la réservation {reference}',
  'rescheduleBooking.title': 'Choisir un nouvel horaire pour {service}',
  'rescheduleBooking.now': 'Actuellement : {date}, {range}, avec {resource}.',
  'rescheduleBooking.chooseDay': 'Choisissez un jour, puis un horaire.',
  'rescheduleBooking.keep': 'Garder l’horaire actuel',
  'rescheduleBooking.keepShort': 'Garder',
  'rescheduleBooking.move': 'Déplacer la réservation',

  'staffBookingCard.confirm': 'Confirmer',
  'staffBookingCard.decline': 'Refuser',
  'staffBookingCard.complete': 'Terminer',
  'staffBookingCard.noShow': 'Absent',
  'staffBookingCard.cancel': 'Annuler la réservation',
  'staffBookingCard.undo': 'Annuler l’action',
  'staffBookingCard.places': {
    one: '{count} place',
    many: '{count} places',
    other: '{count} places',
  },
  'staffBookingCard.byStaff': 'réservé par l’équipe',
  'staffBookingCard.fromQuote': 'issu d’un devis',
  'staffBookingCard.dayTime': '{day}, {time}',
  'staffBookingCard.notes': 'Remarques :',
  'staffBookingCard.reschedule': 'Déplacer',
  'staffBookingCard.opensAt':
    '« Terminer » et « Absent » sont disponibles à partir de {time}, au début du rendez-vous.',
  'staffBookingCard.undoCompleted': 'Terminé par erreur ? Annulable jusqu’à {time}.',
  'staffBookingCard.undoNoShow': 'Marqué absent par erreur ? Annulable jusqu’à {time}.',
  'bookingList.subject': 'les réservations',
  'rescheduleModal.title': 'Déplacer {reference}',
  'rescheduleModal.intro':
    '{service} pour {customer}, actuellement {when} avec {resource}. Choisissez le nouvel horaire ; le client reçoit un e-mail à propos du changement.',
  'bookingStory.subject': 'l’historique de cette réservation',
  'bookingStory.customer': 'Client',
  'bookingStory.visits':
    'Client depuis le {since} · {bookings} : {completed}, {noShows}, {cancelled}',
  'bookingStory.bookings': {
    one: '{count} réservation',
    many: '{count} réservations',
    other: '{count} réservations',
  },
  'bookingStory.completed': {
    one: '{count} terminée',
    many: '{count} terminées',
    other: '{count} terminées',
  },
  'bookingStory.noShows': {
    one: '{count} absence',
    many: '{count} absences',
    other: '{count} absences',
  },
  'bookingStory.cancelled': {
    one: '{count} annulée',
    many: '{count} annulées',
    other: '{count} annulées',
  },
  'bookingStory.others': 'Ses autres réservations',
  'bookingStory.notes': 'Notes internes',
  'bookingStory.formerColleague': 'Un ancien membre de l’équipe',
  'bookingStory.noNotes': 'Pas encore de notes. Le client ne les voit jamais.',
  'bookingStory.addForm': 'Ajouter une note interne',
  'bookingStory.newNote': 'Nouvelle note',
  'bookingStory.noteHint': 'Réservé à l’équipe. {count}/{max} caractères.',
  'bookingStory.add': 'Ajouter la note',
  'bookingStory.history': 'Historique',

  'bookingNotices.pending': 'La réservation {reference} attend une confirmation',
  'bookingNotices.confirmed': 'La réservation {reference} est confirmée',
  'bookingNotices.declined': 'La réservation {reference} est refusée',
  'bookingNotices.cancelled': 'La réservation {reference} est annulée',
  'bookingNotices.completed': 'La réservation {reference} est terminée',
  'bookingNotices.noShow': 'La réservation {reference} est marquée comme absence',
  'bookingNotices.startsAt': '{day} à {time}',
  'bookingNotices.whatAndWhen': '{service} pour {customer}, {when}',
  'bookingNotices.done': '{what}.',
  'bookingNotices.doneUndo': '{what}. Vous pouvez annuler cette action jusqu’à {time}.',
  'bookingNotices.newTime': 'Nouvel horaire : {span}',
  'bookingNotices.newTimeWith': 'Nouvel horaire : {span}, avec {resource} au lieu de {before}',
  'bookingNotices.movedTitle': 'La réservation {reference} est déplacée',
  'bookingNotices.moved': '{what} : c’est le nouvel horaire.',
  'bookingNotices.movedWith':
    '{what} : c’est le nouvel horaire, avec {resource} au lieu de {before}.',

  'bookingErrors.notFound': 'Nous n’avons pas trouvé cette réservation dans votre compte.',
  'bookingErrors.signedOut':
    'Vous avez été déconnecté. Reconnectez-vous pour continuer : vos choix sont conservés.',

  'confirm.title': 'Confirmation de votre réservation',
  'confirm.refused': 'Ce lien ne confirme pas de réservation pour l’instant',
  'confirm.notWhole':
    'Le lien est incomplet. Ouvrez-le à nouveau depuis l’e-mail, ou copiez-le en entier.',
  'confirm.pending': 'Confirmation de votre réservation…',
  'manage.title': 'Votre réservation',
  'manage.bookedTitle': 'Votre réservation est faite',
  'manage.bookedText':
    'Votre référence est {reference}. Les détails arrivent par e-mail, avec un lien vers cette page : gardez-le pour modifier ou annuler la réservation.',
  'manage.noLinkTitle': 'Cette page a besoin du lien reçu par e-mail',
  'manage.noLinkText':
    'Ouvrez le lien de l’e-mail concernant votre réservation : il l’ouvre ici. Ou connectez-vous pour voir toutes vos réservations.',
  'manage.linkRefused': 'Ce lien n’ouvre plus de réservation',
  'manage.loadFailed': 'Cette réservation n’a pas pu être chargée',
  'manage.intro':
    'Déplacez-la ou annulez-la ici, sans compte. Toute personne disposant de ce lien peut en faire autant : gardez l’e-mail pour vous.',
  'manage.tryAgain': 'Réessayer',
  'manage.signIn': 'Se connecter',
  'manage.bookATime': 'Réserver un créneau',
} satisfies CatalogueOf<VisitsMessages>
