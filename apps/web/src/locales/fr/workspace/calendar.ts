import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { CalendarMessages } from '../../en/workspace/calendar.ts'

export const calendarMessages = {
  'staffCalendar.subject': 'le calendrier',
  'staffCalendar.bookingTitle': 'Réservation {reference}',
  'staffCalendar.nowPending': 'Cette réservation est maintenant en attente de confirmation.',
  'staffCalendar.nowConfirmed': 'Cette réservation est maintenant confirmée.',
  'staffCalendar.nowDeclined': 'Cette réservation est maintenant refusée.',
  'staffCalendar.nowCancelled': 'Cette réservation est maintenant annulée.',
  'staffCalendar.nowCompleted': 'Cette réservation est maintenant terminée.',
  'staffCalendar.nowNoShow': 'Le client de cette réservation est maintenant marqué absent.',
  'staffCalendar.dayClosed': 'L’établissement est fermé.',
  'staffCalendar.dayEmpty': 'Aucune réservation.',
  'staffCalendar.eventLabel':
    '{start} {customer}, {service}, {status}, jusqu’à {end}, {resource} ({reference})',
  'staffCalendar.rosterTitle': {
    one: '{service} : {seats}/{count} place',
    many: '{service} : {seats}/{count} de places',
    other: '{service} : {seats}/{count} places',
  },
  'staffCalendar.rosterWhen': '{date}, {start}–{end} avec {resource}.',
  'staffCalendar.rosterPlaces': {
    one: '{count} place · {reference}',
    many: '{count} de places · {reference}',
    other: '{count} places · {reference}',
  },
  'staffCalendar.openLabel': 'Ouvrir {reference}',
  'staffCalendar.open': 'Ouvrir',

  'staffCalendar.day': 'Jour',
  'staffCalendar.week': 'Semaine',
  'staffCalendar.list': 'Liste',
  'staffCalendar.previousDay': 'Jour précédent',
  'staffCalendar.previousWeek': 'Semaine précédente',
  'staffCalendar.nextDay': 'Jour suivant',
  'staffCalendar.nextWeek': 'Semaine suivante',
  'staffCalendar.today': 'Aujourd’hui',
  'staffCalendar.view': 'Vue du calendrier',
  'staffCalendar.resources': 'Ressources',
  'staffCalendar.allResources': 'Toutes les ressources',
  'staffCalendar.withOver': 'Afficher les annulées et refusées',

  'staffCalendar.slotLabel': 'Réserver pour un client : {resource}, {day}, {start}–{end}',
  'staffCalendar.classLabel': {
    one: '{start} {service} {seats}/{count}, Cours collectif, {status}, {seats} place réservée sur {count}, jusqu’à {end}, {resource}',
    many: '{start} {service} {seats}/{count}, Cours collectif, {status}, {seats} places réservées sur {count}, jusqu’à {end}, {resource}',
    other:
      '{start} {service} {seats}/{count}, Cours collectif, {status}, {seats} places réservées sur {count}, jusqu’à {end}, {resource}',
  },
  'staffCalendar.class': 'Cours collectif',

  'staffCalendar.noLanes':
    'Il n’y a pas encore de ressources, le calendrier n’a donc pas de colonnes. Un administrateur les ajoute dans le Catalogue.',
  'staffCalendar.weekRange': 'la semaine du {first} au {last}',
  'staffCalendar.noneOnDay': 'Aucune réservation le {day}.',
  'staffCalendar.countOnDay': {
    one: '{count} réservation le {day}.',
    many: '{count} de réservations le {day}.',
    other: '{count} réservations le {day}.',
  },
  'staffCalendar.noneInWeek': 'Aucune réservation la semaine du {first} au {last}.',
  'staffCalendar.countInWeek': {
    one: '{count} réservation la semaine du {first} au {last}.',
    many: '{count} de réservations la semaine du {first} au {last}.',
    other: '{count} réservations la semaine du {first} au {last}.',
  },
  'staffCalendar.zone': 'Heures de {zone}.',
  'staffCalendar.gridHint':
    'En grisé : heures de fermeture et pauses. Faites glisser une réservation pour la déplacer.',
  'staffCalendar.passed':
    '{time} le {date} est passé : choisissez une heure plus tardive pour réserver.',
  'staffCalendar.closedTitle': 'L’établissement est fermé',
  'staffCalendar.closedText':
    'Fermé {days} : aucun créneau n’est proposé et rien ne peut être réservé.',
  'staffCalendar.closedDayWhy': '{day} ({reason})',
  'staffCalendar.closedDays': 'du {first} au {last}',
  'staffCalendar.closedDaysWhy': 'du {first} au {last} ({reason})',

  'staffCalendar.moveThis': 'Déplacer cette réservation ?',
  'staffCalendar.moveTitle': 'Déplacer {reference} ?',
  'staffCalendar.resizeTitle': 'Modifier la durée de {reference} ?',
  'staffCalendar.keep': 'Garder l’horaire',
  'staffCalendar.move': 'Déplacer',
  'staffCalendar.resize': 'Modifier',
  'staffCalendar.moveText':
    '{service} pour {customer}, actuellement {date} à {time}, passe au {newDate} à {newTime} avec {resource}, si ce créneau est libre. Le client reçoit un e-mail au sujet du changement.',
  'staffCalendar.resizeText':
    '{service} pour {customer}, {date} à {time}, dure alors {length}, jusqu’à {until}, avec {resource}, si ce créneau est libre. Le client reçoit un e-mail au sujet du changement.',
} satisfies CatalogueOf<CalendarMessages>
