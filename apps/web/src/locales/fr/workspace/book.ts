import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { BookMessages } from '../../en/workspace/book.ts'

export const bookMessages = {
  'bookForCustomer.title': 'Réserver pour un client',
  'bookForCustomer.booked': 'Réservé',
  'bookForCustomer.bookedText':
    '{service} pour {customer}, {date} à {time} avec {resource}. Référence {reference}. Le client reçoit un e-mail de confirmation.',
  'bookForCustomer.another': 'Nouvelle réservation',
  'bookForCustomer.done': 'Terminé',
  'bookForCustomer.chooseCustomer': 'Choisissez le client',
  'bookForCustomer.chooseService': 'Choisissez une prestation',
  'bookForCustomer.chooseResource': 'Choisissez avec qui ou quoi a lieu la réservation',
  'bookForCustomer.chooseDate': 'Choisissez la date',
  'bookForCustomer.chooseStart': 'Choisissez l’heure de début',
  'bookForCustomer.sayWhy': 'Indiquez pourquoi, en quelques mots',
  'bookForCustomer.chooseTime': 'Choisissez un créneau',
  'bookForCustomer.atLeastOne': 'Réservez au moins une place',
  'bookForCustomer.onlyLeft': {
    one: 'Il ne reste que {count} place à ce créneau',
    many: 'Il ne reste que {count} de places à ce créneau',
    other: 'Il ne reste que {count} places à ce créneau',
  },
  'bookForCustomer.picked': 'Choisi dans le calendrier : {resource}, {date} à {time}.',
  'bookForCustomer.service': 'Prestation',
  'bookForCustomer.serviceHint':
    'Les prestations sur devis se réservent à partir d’un devis accepté, pas ici.',
  'bookForCustomer.with': 'Avec',
  'bookForCustomer.withHint':
    'Avec qui ou quoi a lieu la réservation. N’importe quelle ressource libre : la première libre au créneau choisi.',
  'bookForCustomer.anyResource': 'N’importe quelle ressource libre',
  'bookForCustomer.notInUse': '{name} (hors service)',
  'bookForCustomer.outside': 'Réserver en dehors des créneaux proposés',
  'bookForCustomer.outsideHint':
    'Réservé à l’équipe : avant l’ouverture, pendant une pause ou une fermeture, ou pour un client sans rendez-vous déjà pris en charge.',
  'bookForCustomer.places': 'Places',
  'bookForCustomer.left': {
    one: '{count} place libre à ce créneau',
    many: '{count} de places libres à ce créneau',
    other: '{count} places libres à ce créneau',
  },
  'bookForCustomer.notes': 'Remarques',
  'bookForCustomer.notesHint': 'Facultatif. Le client les voit dans sa réservation.',
  'bookForCustomer.cancel': 'Annuler',
  'bookForCustomer.book': 'Réserver',

  'customerPicker.customer': 'Client',
  'customerPicker.account': 'Compte',
  'customerPicker.accountId': 'Identifiant du compte {id}',
  'customerPicker.changeLabel': 'Changer de client',
  'customerPicker.change': 'Changer',
  'customerPicker.hint':
    'Saisissez une partie de son nom ou de son adresse e-mail, puis choisissez-le.',
  'customerPicker.chooseLabel': 'Choisir {name}, {email}',
  'customerPicker.choose': 'Choisir',
  'customerPicker.none': 'Aucun compte client n’a de nom ou d’adresse e-mail de ce type.',
  'customerPicker.walkIn': 'Nouveau client (sur place ou par téléphone)',
  'walkIn.group': 'Nouveau client',
  'walkIn.title': 'Nouveau client, sans compte',
  'walkIn.name': 'Nom',
  'walkIn.email': 'Adresse e-mail',
  'walkIn.emailHint':
    'Ou un numéro de téléphone, ou les deux : il y recevra les e-mails de la réservation.',
  'walkIn.phone': 'Numéro de téléphone',
  'walkIn.cancel': 'Annuler',
  'walkIn.add': 'Ajouter le client',

  'staffSlots.date': 'Date',
  'staffSlots.legend': 'Heure ({zone})',
  'staffSlots.serviceFirst': 'Choisissez d’abord une prestation.',
  'staffSlots.gone':
    'Cette prestation n’est plus proposée, elle n’a donc pas de créneaux libres à choisir.',
  'staffSlots.notOffered':
    '{resource} ne propose pas cette prestation, ou n’est plus utilisée. Choisissez une autre ressource, ou n’importe laquelle de libre.',
  'staffSlots.emptyWith':
    '{resource} n’a pas de créneau libre à cette date. Essayez une autre date, ou une autre ressource.',
  'staffSlots.empty': 'Aucun créneau libre à cette date. Essayez-en une autre.',
  'staffSlots.notFreeWith': '{time} n’est pas libre avec {resource}. Choisissez un autre créneau.',
  'staffSlots.notFree':
    '{time} n’est pas libre pour cette prestation. Choisissez un autre créneau.',
  'staffSlots.taken': 'Ce créneau vient d’être pris. Choisissez-en un autre.',
  'overrideTime.intro': {
    one: 'N’importe quelle heure où la ressource est libre, heure de {zone} : en dehors des horaires d’ouverture, pendant une pause ou une fermeture, ou jusqu’à {count} heure en arrière pour une personne déjà prise en charge.',
    many: 'N’importe quelle heure où la ressource est libre, heure de {zone} : en dehors des horaires d’ouverture, pendant une pause ou une fermeture, ou jusqu’à {count} d’heures en arrière pour une personne déjà prise en charge.',
    other:
      'N’importe quelle heure où la ressource est libre, heure de {zone} : en dehors des horaires d’ouverture, pendant une pause ou une fermeture, ou jusqu’à {count} heures en arrière pour une personne déjà prise en charge.',
  },
  'overrideTime.date': 'Date',
  'overrideTime.start': 'Heure de début',
  'overrideTime.reason': 'Motif',
  'overrideTime.reasonHint':
    'Pourquoi ce créneau : conservé avec la réservation dans le journal d’audit.',
} satisfies CatalogueOf<BookMessages>
