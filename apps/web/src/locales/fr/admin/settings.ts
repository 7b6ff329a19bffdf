import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/admin/settings.ts'

export const messages = {
  'settingsForm.form': 'Paramètres de l’établissement',
  'settingsForm.invalid': 'Certains paramètres sont à corriger',
  'settingsForm.invalidText': 'Voyez les remarques à côté des champs. Rien n’a été enregistré.',
  'settingsForm.business': 'Établissement',
  'settingsForm.name': 'Nom',
  'settingsForm.tagline': 'Accroche',
  'settingsForm.taglineHint': 'Une ligne sous le nom, sur la page d’accueil.',
  'settingsForm.email': 'E-mail de contact',
  'settingsForm.phone': 'Téléphone de contact',
  'settingsForm.address': 'Adresse',
  'settingsForm.region': 'Fuseau horaire, pays, devise et langue',
  'settingsForm.timezone': 'Fuseau horaire',
  'settingsForm.timezoneHint': 'Les horaires et les heures de réservation sont dans ce fuseau.',
  'settingsForm.country': 'Pays',
  'settingsForm.countryHint':
    'Les numéros sans indicatif international sont lus comme ceux de ce pays.',
  'settingsForm.noCountry': 'Aucun pays de ce nom',
  'settingsForm.currency': 'Devise',
  'settingsForm.currencyHint': 'Les prix ne sont pas convertis : vérifiez-les après un changement.',
  'settingsForm.noCurrency': 'Aucune devise de ce nom',
  'settingsForm.language': 'Langue par défaut',
  'settingsForm.languageHint':
    'Pour les visiteurs dont le navigateur ne demande aucune des langues de Reserva.',
  'settingsForm.rules': 'Règles de réservation',
  'settingsForm.confirm': 'Les nouvelles réservations doivent être confirmées par un opérateur',
  'settingsForm.confirmHint':
    'Les réservations de la clientèle restent en attente jusqu’à ce que l’équipe les confirme ou les refuse.',
  'settingsForm.notice': 'Délai minimum',
  'settingsForm.noticeHint': 'Combien de temps à l’avance il faut réserver.',
  'settingsForm.horizon': 'Horizon de réservation',
  'settingsForm.horizonHint': 'Combien de jours à l’avance on peut réserver.',
  'settingsForm.daysUnit': 'jours',
  'settingsForm.cancel': 'Délai d’annulation',
  'settingsForm.cancelHint': 'On peut annuler en ligne jusqu’à ce délai avant le début.',
  'settingsForm.reschedule': 'Délai de modification',
  'settingsForm.rescheduleHint':
    'On peut déplacer une réservation jusqu’à ce délai avant le début.',
  'settingsForm.hold': 'Durée de blocage',
  'settingsForm.holdHint':
    'Combien de temps un créneau choisi reste bloqué pendant que le client confirme.',
  'settingsForm.minutesUnit': 'min',
  'settingsForm.reminder': 'Rappel',
  'settingsForm.reminderHint': 'Quand l’e-mail de rappel part avant une réservation.',
  'settingsForm.pages': 'Textes des pages',
  'settingsForm.about': 'Page « À propos »',
  'settingsForm.privacy': 'Politique de confidentialité',
  'settingsForm.markdownHint':
    'Markdown : ## pour un titre, **gras**, _italique_, - pour une liste, [texte](https://…) pour un lien.',
  'settingsForm.preview': 'Aperçu',
  'settingsForm.hidePreview': 'Masquer l’aperçu',
  'settingsForm.previewOf': 'Aperçu : {label}',
  'settingsForm.embed': 'Intégrer à votre site',
  'settingsForm.save': 'Enregistrer les paramètres',
  'settingsForm.saved': 'Enregistré.',

  'guestSettings.title': 'Réserver sans compte',
  'guestSettings.visitors': 'Visiteurs sans compte',
  'guestSettings.visitorsHint': 'S’ils peuvent réserver avec un nom et une adresse e-mail.',
  'guestSettings.confirmFirst':
    'Peuvent réserver : le créneau est bloqué jusqu’à ce qu’ils saisissent un code reçu par e-mail',
  'guestSettings.bookThenConfirm':
    'Peuvent réserver tout de suite : un lien est envoyé par e-mail pour confirmer l’adresse',
  'guestSettings.off': 'Ne peuvent pas réserver : ils se connectent ou créent d’abord un compte',
  'guestSettings.phone': 'Leur numéro de téléphone',
  'guestSettings.phoneHint': 'S’il est demandé à un visiteur qui réserve ainsi.',
  'guestSettings.phoneOptional': 'Demandé, facultatif',
  'guestSettings.phoneRequired': 'Obligatoire',
  'guestSettings.phoneOff': 'Non demandé',

  'embedSettings.origins': 'Sites autorisés à intégrer les pages de réservation',
  'embedSettings.originsHint':
    'Une adresse par ligne, par ex. https://www.example.com (https://*.example.com pour tous les sous-domaines). Laissez vide pour autoriser tous les sites.',
  'embedSettings.script': 'Balise script (recommandée : le cadre prend la hauteur de chaque étape)',
  'embedSettings.frame': 'Cadre simple (hauteur fixe ; aucun événement lors d’une réservation)',
  'embedSettings.startAt': 'Commencer par',
  'embedSettings.allServices': 'La liste des prestations',
  'embedSettings.copy': 'Copier',
  'embedSettings.copied': 'Copié',
  'embedSettings.copyNamed': 'Copier : {label}',
  'embedSettings.copiedNamed': 'Copié : {label}',
  'embedSettings.attributes':
    'data-accent prend votre couleur (#rrggbb), data-scheme light, dark ou auto. Lors d’une réservation, votre page reçoit un événement reserva:booked avec la référence de la réservation dans event.detail.',
} satisfies CatalogueOf<typeof english>
