import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { SharedMessages } from '../../en/booking/shared.ts'

export const sharedMessages = {
  'dialog.close': 'Fermer',
  'dialog.cancel': 'Annuler',
  'actionsHeader.label': 'Actions',
  'queryFallback.loading': 'Chargement en cours : {subject}…',
  'queryFallback.failed': 'Impossible de charger {subject}',
  'queryFallback.tryAgain': 'Réessayer',
  'showAll.fewer': 'Afficher moins',
  'showAll.all': {
    one: 'Afficher les {count}',
    many: 'Afficher les {count}',
    other: 'Afficher les {count}',
  },
  'statusMessage.dismiss': 'Fermer le message',
  'pagination.first': 'Première page',
  'pagination.last': 'Dernière page',
  'pagination.next': 'Page suivante',
  'pagination.previous': 'Page précédente',
  'pagination.page': 'Page {page}',
  'durationInput.unit': '{label} : unité',
  'durationInput.minutes': 'minutes',
  'durationInput.hours': 'heures',
  'durationInput.days': 'jours',
  'timeZoneSelect.nothing': 'Aucun fuseau horaire de ce nom',

  'bookingStatus.pending': 'En attente de confirmation',
  'bookingStatus.confirmed': 'Confirmée',
  'bookingStatus.declined': 'Refusée',
  'bookingStatus.cancelled': 'Annulée',
  'bookingStatus.completed': 'Terminée',
  'bookingStatus.noShow': 'Absence',

  'monthCalendar.previous': 'Mois précédent, {month}',
  'monthCalendar.next': 'Mois suivant, {month}',
  'monthCalendar.dayLooking': '{date}, recherche des créneaux libres',
  'monthCalendar.dayFree': {
    one: '{date}, {count} créneau libre',
    many: '{date}, {count} créneaux libres',
    other: '{date}, {count} créneaux libres',
  },
  'monthCalendar.dayNone': '{date}, aucun créneau libre',
  'monthSlots.zone': 'Horaires affichés : {zone} ({id}).',
  'monthSlots.zoneVisitor':
    'Horaires affichés : {zone} ({id}). Votre heure locale ({visitor}) figure sous chacun.',
  'monthSlots.looking': 'Recherche des créneaux libres…',
  'monthSlots.noneThisMonth': 'Aucun créneau libre ce mois-ci.',
  'monthSlots.noneTryNext': 'Aucun créneau libre ce mois-ci. Essayez le mois suivant.',
  'monthSlots.subject': 'les créneaux libres',
  'monthSlots.noneThisDay':
    'Il ne reste aucun créneau libre ce jour-là. Veuillez en choisir un autre.',
  'monthSlots.chooseDay': 'Choisissez un jour dans le calendrier pour voir ses créneaux libres.',
  'slotList.morning': 'Matin',
  'slotList.afternoon': 'Après-midi',
  'slotList.evening': 'Soir',
  'slotList.placesLeft': {
    one: '{count} place restante',
    many: '{count} places restantes',
    other: '{count} places restantes',
  },
  'slotList.with': 'avec {name}',

  'about.title': 'À propos',
  'about.titleWith': 'À propos de {name}',
  'about.empty': '{name} n’a encore rien écrit ici.',
  'privacy.title': 'Politique de confidentialité',
  'privacy.description': 'Comment {name} collecte, utilise et protège vos données personnelles.',
  'privacy.empty':
    '{name} n’a pas encore publié de politique de confidentialité. Contactez l’établissement pour savoir comment vos données sont traitées.',
  'privacy.emptyWithEmail':
    '{name} n’a pas encore publié de politique de confidentialité. Écrivez à {email} pour savoir comment vos données sont traitées.',
  'settingsError.title': 'Impossible de charger cette page',
  'settingsError.tryAgain': 'Réessayer',
} satisfies CatalogueOf<SharedMessages>
