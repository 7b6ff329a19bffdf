import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { DashboardMessages } from '../../en/workspace/dashboard.ts'

export const dashboardMessages = {
  'operatorDashboard.title': 'Tableau de bord de l’équipe',
  'operatorDashboard.agenda': 'Agenda',
  'operatorDashboard.agendaText':
    'Les réservations du jour, celles en attente de confirmation et les réservations confirmées des deux prochaines semaines, une ligne chacune.',
  'operatorDashboard.calendar': 'Calendrier',
  'operatorDashboard.calendarText':
    'La journée ou la semaine de chaque ressource : ouvrez une réservation pour agir dessus, ou choisissez un créneau libre pour réserver pour un client.',
  'operatorDashboard.bookings': 'Réservations',
  'operatorDashboard.bookingsText':
    'Toutes les réservations, y compris passées et annulées : retrouvez-en une par sa référence, le nom ou l’adresse e-mail du client.',
  'operatorDashboard.quotes': 'Devis',
  'operatorDashboard.quotesTitle': 'Demandes de devis',
  'operatorDashboard.quotesText':
    'Les demandes qui attendent un prix, les offres qui attendent une réponse, avec leurs messages et leurs fichiers.',
  'operatorDashboard.resources': 'Ressources',
  'operatorDashboard.resourcesTitle': 'Ressources : horaires et absences',
  'operatorDashboard.resourcesText':
    'Modifiez quand chaque personne, salle ou équipement peut être réservé.',
  'liveStatus.connecting': 'Mises à jour en direct : connexion…',
  'liveStatus.connected': 'Mises à jour en direct : connecté',
  'liveStatus.disconnected': 'Mises à jour en direct : déconnecté',

  'agenda.loading': 'Chargement de l’agenda',
  'agenda.waiting': {
    one: '{count} en attente de confirmation',
    many: '{count} en attente de confirmation',
    other: '{count} en attente de confirmation',
  },
  'agenda.bookForCustomer': 'Réserver pour un client',
  'agenda.today': 'Aujourd’hui, {date}',
  'agenda.nothingToday': 'Rien n’est réservé aujourd’hui.',
  'agenda.footnote': {
    one: 'Réservations confirmées pour le prochain jour ; toutes les réservations sont sous Réservations.',
    many: 'Réservations confirmées pour les {count} prochains jours ; toutes les réservations sont sous Réservations.',
    other:
      'Réservations confirmées pour les {count} prochains jours ; toutes les réservations sont sous Réservations.',
  },
  'agenda.new': 'Nouveau',
  'agenda.actionsFor': 'Actions pour {customer}, {service} à {time}, {reference}',
  'agenda.details': 'Détails',
  'agenda.confirm': 'Confirmer…',
  'agenda.decline': 'Refuser…',
  'agenda.complete': 'Terminer…',
  'agenda.noShow': 'Absent…',
  'agenda.undo': 'Annuler l’action',
  'agenda.reschedule': 'Déplacer…',
  'agenda.cancel': 'Annuler la réservation…',

  'staffStatus.pending': 'En attente de confirmation',
  'staffStatus.confirmed': 'Confirmée',
  'staffStatus.declined': 'Refusée',
  'staffStatus.cancelled': 'Annulée',
  'staffStatus.completed': 'Terminée',
  'staffStatus.no_show': 'Absent',
  'staffErrors.invalidTransition':
    'Cette réservation a changé entre-temps et ne peut plus être modifiée ainsi. La liste a été actualisée.',
  'staffErrors.notFound': 'Cette réservation n’existe plus. La liste a été actualisée.',

  'bookingAction.confirmTitle': 'Confirmer cette réservation ?',
  'bookingAction.confirmText': 'Le client reçoit un e-mail indiquant qu’elle est confirmée.',
  'bookingAction.confirmButton': 'Confirmer la réservation',
  'bookingAction.notYet': 'Pas encore',
  'bookingAction.declineTitle': 'Refuser cette réservation ?',
  'bookingAction.declineText':
    'Le client reçoit un e-mail indiquant qu’elle a été refusée, et le créneau redevient libre.',
  'bookingAction.declineButton': 'Refuser la réservation',
  'bookingAction.keepBooking': 'Garder la réservation',
  'bookingAction.completeTitle': 'Marquer cette réservation comme terminée ?',
  'bookingAction.completeText':
    'Elle compte comme une visite dans les statistiques. Vous pouvez l’annuler pendant {undo}.',
  'bookingAction.completeButton': 'Marquer comme terminée',
  'bookingAction.noShowTitle': 'Marquer le client comme absent ?',
  'bookingAction.noShowText':
    'Le client n’est pas venu ; cela compte comme une absence dans les statistiques. Vous pouvez l’annuler pendant {undo}.',
  'bookingAction.noShowButton': 'Marquer comme absent',
  'bookingAction.cancelTitle': 'Annuler cette réservation ?',
  'bookingAction.cancelText':
    'Le client reçoit un e-mail indiquant qu’elle a été annulée, et le créneau redevient libre.',
  'bookingAction.cancelButton': 'Annuler la réservation',
  'bookingAction.which': '{service} pour {customer}, {date} à {time} ({reference}).',
  'bookingAction.reason': 'Motif pour le client (facultatif)',
  'bookingAction.reasonHint': {
    one: 'Dans l’e-mail à {customer} et sur sa réservation. {typed}/{count} caractère.',
    many: 'Dans l’e-mail à {customer} et sur sa réservation. {typed}/{count} de caractères.',
    other: 'Dans l’e-mail à {customer} et sur sa réservation. {typed}/{count} caractères.',
  },

  'changeLength.button': 'Modifier la durée',
  'changeLength.title': 'Modifier la durée de {reference} ?',
  'changeLength.keep': 'Garder l’horaire',
  'changeLength.confirm': 'Modifier',
  'changeLength.length': 'Durée',
  'changeLength.text':
    'De {start} à {until} avec {resource}, si ce créneau est libre. Le client reçoit un e-mail au sujet du changement.',

  'bookingHistory.created': 'Réservée',
  'bookingHistory.createdBy': 'Réservée par {name}',
  'bookingHistory.confirmed': 'Confirmée',
  'bookingHistory.confirmedBy': 'Confirmée par {name}',
  'bookingHistory.declined': 'Refusée',
  'bookingHistory.declinedBy': 'Refusée par {name}',
  'bookingHistory.cancelled': 'Annulée',
  'bookingHistory.cancelledBy': 'Annulée par {name}',
  'bookingHistory.completed': 'Marquée comme terminée',
  'bookingHistory.completedBy': 'Marquée comme terminée par {name}',
  'bookingHistory.noShow': 'Client marqué absent',
  'bookingHistory.noShowBy': 'Client marqué absent par {name}',
  'bookingHistory.undone': 'Remise à confirmée (action annulée)',
  'bookingHistory.undoneBy': 'Remise à confirmée (action annulée) par {name}',
  'bookingHistory.moved': 'Déplacée',
  'bookingHistory.movedBy': 'Déplacée par {name}',
  'bookingHistory.noteAdded': 'Note interne ajoutée',
  'bookingHistory.noteAddedBy': 'Note interne ajoutée par {name}',
  'bookingHistory.otherBy': '{action} par {name}',
  'bookingHistory.reminder': 'Rappel envoyé au client par e-mail',
  'bookingHistory.madeOnline': 'Faite en ligne',
  'bookingHistory.madeByStaff': 'Faite par l’équipe pour le client',
  'bookingHistory.madeFromQuote': 'Issue d’un devis accepté',
  'bookingHistory.madeByStaffOutside':
    'Faite par l’équipe pour le client, en dehors des créneaux proposés : « {reason} »',
  'bookingHistory.outside': 'En dehors des créneaux proposés : « {reason} »',
  'bookingHistory.times': 'Du {from} au {to}',
  'bookingHistory.resources': 'De {fromResource} à {toResource}',
  'bookingHistory.timesResources': 'Du {from} au {to}, de {fromResource} à {toResource}',
  'bookingHistory.length': {
    one: 'Durée passée de {before} à {count} minute',
    many: 'Durée passée de {before} à {count} de minutes',
    other: 'Durée passée de {before} à {count} minutes',
  },
  'bookingHistory.timesLength': {
    one: 'Du {from} au {to}, durée passée de {before} à {count} minute',
    many: 'Du {from} au {to}, durée passée de {before} à {count} de minutes',
    other: 'Du {from} au {to}, durée passée de {before} à {count} minutes',
  },
  'bookingHistory.resourcesLength': {
    one: 'De {fromResource} à {toResource}, durée passée de {before} à {count} minute',
    many: 'De {fromResource} à {toResource}, durée passée de {before} à {count} de minutes',
    other: 'De {fromResource} à {toResource}, durée passée de {before} à {count} minutes',
  },
  'bookingHistory.timesResourcesLength': {
    one: 'Du {from} au {to}, de {fromResource} à {toResource}, durée passée de {before} à {count} minute',
    many: 'Du {from} au {to}, de {fromResource} à {toResource}, durée passée de {before} à {count} de minutes',
    other:
      'Du {from} au {to}, de {fromResource} à {toResource}, durée passée de {before} à {count} minutes',
  },
  'bookingHistory.reason': 'Motif : « {reason} »',
} satisfies CatalogueOf<DashboardMessages>
