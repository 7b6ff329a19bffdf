import type { CatalogueOf } from '@/lib/i18n/translator.ts'
import type { messages as english } from '../../en/account/calendar-sync.ts'

export const messages = {
  'calendarSync.title': 'Connexion d’agenda',
  'calendarSync.subject': 'la connexion d’agenda',
  'calendarSync.intro':
    'Connectez un agenda CalDAV (Nextcloud, Fastmail, iCloud avec un mot de passe d’application, Radicale…) : chaque réservation de {name} y est inscrite et tenue à jour, et ses heures occupées bloquent les créneaux de {name} comme une absence.',
  'calendarSync.form': 'Détails de la connexion d’agenda',
  'calendarSync.address': 'Adresse de l’agenda',
  'calendarSync.addressHint': 'L’adresse CalDAV de l’agenda (ou du compte, s’il n’a qu’un agenda).',
  'calendarSync.user': 'Nom d’utilisateur',
  'calendarSync.password': 'Mot de passe',
  'calendarSync.passwordHint':
    'Un mot de passe d’application convient aussi, et c’est plus sûr. Il est vérifié maintenant et stocké chiffré.',
  'calendarSync.passwordKeep': 'Laissez vide pour garder le mot de passe enregistré.',
  'calendarSync.showHide': 'Afficher ou masquer le mot de passe',
  'calendarSync.connect': 'Connecter',
  'calendarSync.save': 'Enregistrer et vérifier',
  'calendarSync.cancel': 'Annuler',
  'calendarSync.connected': 'L’agenda est connecté. Les réservations à venir y sont inscrites.',
  'calendarSync.state.ok': 'Synchronisé',
  'calendarSync.state.behind': 'Synchronisation en retard',
  'calendarSync.state.starting': 'Démarrage',
  'calendarSync.waiting': 'Modifications en attente : {count}',
  'calendarSync.behindTitle': 'La synchronisation de l’agenda est en retard',
  'calendarSync.behindText':
    'Depuis {since}, l’agenda n’a pas reçu toutes les modifications (en attente : {count}). Reserva continue de prendre des réservations et réessaie de lui-même ; les créneaux suivent les heures occupées lues en dernier.',
  'calendarSync.calendar': 'Agenda',
  'calendarSync.lastRead': 'Heures occupées lues',
  'calendarSync.readText': '{when} ({count} occupées)',
  'calendarSync.lastWritten': 'Dernière réservation inscrite',
  'calendarSync.never': 'Pas encore',
  'calendarSync.syncNow': 'Synchroniser maintenant',
  'calendarSync.synced':
    'Synchronisé : l’agenda a toutes les modifications et ses heures occupées sont lues.',
  'calendarSync.change': 'Modifier les détails',
  'calendarSync.disconnect': 'Déconnecter',
  'calendarSync.disconnectTitle': 'Déconnecter cet agenda ?',
  'calendarSync.disconnectText':
    'Les réservations n’y sont plus inscrites et ses heures occupées ne bloquent plus de créneaux. Les événements déjà inscrits restent dans l’agenda.',
  'calendarSync.keep': 'Le garder',
  'calendarSync.confirmDisconnect': 'Déconnecter',
  'calendarSync.disconnected': 'L’agenda est déconnecté.',
} satisfies CatalogueOf<typeof english>
