import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { StatisticsMessages } from '../../en/workspace/statistics.ts'

export const statisticsMessages = {
  'statistics.thisWeek': 'Cette semaine',
  'statistics.last7': '7 derniers jours',
  'statistics.last30': '30 derniers jours',
  'statistics.thisMonth': 'Ce mois-ci',
  'statistics.thisQuarter': 'Ce trimestre',
  'statistics.thisYear': 'Cette année',
  'statistics.subject': 'les statistiques',
  'statistics.quickPeriods': 'Périodes rapides',
  'statistics.period': 'Période',
  'statistics.from': 'Du',
  'statistics.to': 'Au',
  'statistics.lastBeforeFirst': 'Le dernier jour ne peut pas précéder le premier',
  'statistics.bookingsPer': 'Réservations par',
  'statistics.day': 'Jour',
  'statistics.week': 'Semaine',
  'statistics.show': 'Afficher',
  'statistics.downloadCsv': 'Télécharger le CSV',
  'statistics.networkError':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'statistics.forbidden': 'Seuls les administrateurs peuvent voir les statistiques.',
  'statistics.signedOut': 'Votre session a expiré. Reconnectez-vous pour continuer.',
  'statistics.weekOf': 'Semaine du {day}',

  'statistics.sameAsDay': 'identique à la veille',
  'statistics.sameAsDays': {
    one: 'identique au jour précédent',
    many: 'identique aux {count} jours précédents',
    other: 'identique aux {count} jours précédents',
  },
  'statistics.noneInDay': 'aucun la veille',
  'statistics.noneInDays': {
    one: 'aucun le jour précédent',
    many: 'aucun sur les {count} jours précédents',
    other: 'aucun sur les {count} jours précédents',
  },
  'statistics.upOnDay': 'en hausse de {change} % par rapport à la veille',
  'statistics.upOnDays': {
    one: 'en hausse de {change} % par rapport au jour précédent',
    many: 'en hausse de {change} % par rapport aux {count} jours précédents',
    other: 'en hausse de {change} % par rapport aux {count} jours précédents',
  },
  'statistics.downOnDay': 'en baisse de {change} % par rapport à la veille',
  'statistics.downOnDays': {
    one: 'en baisse de {change} % par rapport au jour précédent',
    many: 'en baisse de {change} % par rapport aux {count} jours précédents',
    other: 'en baisse de {change} % par rapport aux {count} jours précédents',
  },

  'statistics.nothing': 'Aucune réservation ni demande de devis entre le {from} et le {to}.',
  'statistics.bookings': 'Réservations',
  'statistics.bookingsText': '{done} confirmées ou terminées, {pending} en attente de confirmation',
  'statistics.revenue': 'Chiffre d’affaires',
  'statistics.revenueText':
    'Réservations confirmées et terminées ; {pending} de plus si celles en attente sont confirmées',
  'statistics.conversion': 'Conversion des devis',
  'statistics.conversionText': {
    one: '{accepted} offre acceptée sur {count}, pour {value}',
    many: '{accepted} offres acceptées sur {count}, pour {value}',
    other: '{accepted} offres acceptées sur {count}, pour {value}',
  },
  'statistics.cancellations': 'Annulations',
  'statistics.cancellationsText': '{share} des réservations de la période',
  'statistics.noShows': 'Absences',
  'statistics.noShowsText': '{share} des réservations dont l’heure est arrivée',
  'statistics.quoteRequests': 'Demandes de devis',
  'statistics.quoteRequestsText': '{share} ont reçu une offre',

  'statistics.perDayTitle': 'Réservations et chiffre d’affaires par jour',
  'statistics.perWeekTitle': 'Réservations et chiffre d’affaires par semaine',
  'statistics.perDayText':
    'Une réservation compte le jour où elle commence, heure de {zone}. Le chiffre d’affaires correspond aux réservations confirmées et terminées, en {currency}.',
  'statistics.perWeekText':
    'Une réservation compte la semaine où elle commence, heure de {zone}. Le chiffre d’affaires correspond aux réservations confirmées et terminées, en {currency}.',
  'statistics.bookingsPerDay': 'Réservations par jour, par statut',
  'statistics.bookingsPerWeek': 'Réservations par semaine, par statut',
  'statistics.revenuePerDay': 'Chiffre d’affaires par jour',
  'statistics.revenuePerWeek': 'Chiffre d’affaires par semaine',
  'statistics.asTable': 'Les mêmes chiffres sous forme de tableau',
  'statistics.scrolls': '{table} (défilement horizontal)',
  'statistics.confirmedOrDone': 'Confirmées ou terminées',
  'statistics.awaiting': 'En attente de confirmation',
  'statistics.cancelled': 'Annulées',
  'statistics.noShow': 'Absent',

  'statistics.bySource': 'Chiffre d’affaires par origine',
  'statistics.bySourceText':
    'D’où viennent les réservations confirmées et terminées de la période.',
  'statistics.online': 'Réservées en ligne',
  'statistics.byStaff': 'Réservées par l’équipe',
  'statistics.fromQuotes': 'Issues de devis acceptés',
  'statistics.total': 'Total',
  'statistics.otherCurrency': {
    one: '{count} réservation facturée dans une autre devise n’est pas comprise dans ces sommes.',
    many: '{count} de réservations facturées dans une autre devise ne sont pas comprises dans ces sommes.',
    other:
      '{count} réservations facturées dans une autre devise ne sont pas comprises dans ces sommes.',
  },

  'statistics.use': 'Utilisation de chaque ressource',
  'statistics.useText':
    'Les heures d’ouverture sont les horaires de travail moins les absences ; les heures réservées sont celles pendant lesquelles une réservation occupait la ressource.',
  'statistics.noResources': 'Pas encore de ressources : ajoutez-les dans l’onglet Ressources.',
  'statistics.useChart': 'Heures réservées et ouvertes par ressource',
  'statistics.resource': 'Ressource',
  'statistics.booked': 'Réservées',
  'statistics.open': 'Ouvertes',
  'statistics.openNotBooked': 'Ouvertes, non réservées',
  'statistics.utilisation': 'Utilisation',
  'statistics.outOfHours': 'Réservées hors horaires',

  'statistics.quotes': 'Devis',
  'statistics.quotesText':
    'Les devis demandés sur la période, et ce qu’ils sont devenus jusqu’ici.',
  'statistics.requested': 'Demandés',
  'statistics.offered': 'Prix proposé',
  'statistics.accepted': 'Acceptés',
  'statistics.declined': 'Refusés par le client',
  'statistics.rejected': 'Rejetés par l’établissement',
  'statistics.expired': 'Expirés',
  'statistics.withdrawn': 'Retirés',
  'statistics.offerRate': 'Taux d’offre',
  'statistics.acceptanceRate': 'Taux d’acceptation',
} satisfies CatalogueOf<StatisticsMessages>
