import type { AuditEntry } from '@reserva/shared'
import { mediumInstant } from '@/lib/dates.ts'

/**
 * The audit log in plain words: "Ada Admin cancelled RSV-3HV469". Each action the server writes
 * has the words that go between the person and the record; the record is named as people know it
 * (the server's `subject`) and links to the screen that shows it.
 */

/** What was done, said before the record's name. */
const verbs: Record<string, string> = {
  'booking.created': 'booked',
  'booking.confirm': 'confirmed',
  'booking.decline': 'declined',
  'booking.cancel': 'cancelled',
  'booking.complete': 'marked as completed',
  'booking.no_show': 'marked as a no-show',
  'booking.undo': 'undid the completion or no-show of',
  'booking.rescheduled': 'moved',
  'booking.reminder_queued': 'sent a reminder for',
  'booking.note_added': 'added a staff note to',
  'quote.requested': 'asked for quote',
  'quote.offered': 'made an offer on',
  'quote.rejected': 'turned down',
  'quote.accepted': 'accepted the offer on',
  'quote.declined': 'declined the offer on',
  'quote.withdrawn': 'withdrew',
  'quote.expired': 'closed the lapsed offer on',
  'quote.message': 'wrote a message on',
  'quote.attachment_added': 'attached a file to',
  'customer.created': 'added the customer',
  'user.created': 'added the account of',
  'user.role_changed': 'changed the role of',
  'user.banned': 'banned',
  'user.unbanned': 'lifted the ban on',
  'user.sessions_revoked': 'signed out every session of',
  'user.operator_request_approved': 'approved the operator request of',
  'user.operator_request_declined': 'declined the operator request of',
  'service.created': 'added the service',
  'service.updated': 'changed the service',
  'resource.created': 'added the resource',
  'resource.updated': 'changed the resource',
  'resource.hours_set': 'set the weekly hours of',
  'resource.override_set': "changed one day's hours of",
  'resource.override_removed': "removed one day's change of hours of",
  'resource.time_off_added': 'added time off for',
  'resource.time_off_removed': 'removed time off of',
  'closure.added': 'closed the business on',
  'closure.removed': 'reopened the business on',
  'settings.updated': 'changed the business settings',
  'storage.bucket_created': 'made the file storage bucket',
  'storage.bucket_updated': 'changed the file storage bucket',
  'storage.bucket_emptied': 'emptied the file storage bucket',
  'storage.bucket_deleted': 'deleted the file storage bucket',
  'api_key.created': 'made the API key',
  'api_key.revoked': 'revoked the API key',
  'api_key.used': 'used the API key',
  'sso_provider.created': 'added single sign-on for',
  'sso_provider.removed': 'removed single sign-on for',
}

/** Records named by nothing: the words alone say what was changed. */
const nameless = new Set(['settings'])

/** The kinds of record, as a filter offers them and as a record no longer there is called. */
export const recordKinds = [
  { value: 'booking', label: 'Booking' },
  { value: 'quote', label: 'Quote' },
  { value: 'service', label: 'Service' },
  { value: 'resource', label: 'Resource' },
  { value: 'closure', label: 'Business closure' },
  { value: 'settings', label: 'Business settings' },
  { value: 'user', label: 'Person' },
  { value: 'api_key', label: 'API key' },
  { value: 'sso_provider', label: 'Single sign-on provider' },
  { value: 'storage_bucket', label: 'File storage' },
]

export const recordKind = (entity: string) =>
  recordKinds.find((kind) => kind.value === entity)?.label ?? readable(entity)

/** Kinds of change to filter by: an action, or every action that starts with a word and a dot. */
export const actionChoices = [
  { value: 'booking.', label: 'Bookings: everything' },
  { value: 'booking.created', label: 'Bookings made' },
  { value: 'booking.cancel', label: 'Bookings cancelled' },
  { value: 'booking.rescheduled', label: 'Bookings moved' },
  { value: 'quote.', label: 'Quotes' },
  { value: 'customer.created', label: 'Customers added by staff' },
  { value: 'user.', label: 'People, roles and bans' },
  { value: 'service.', label: 'Services' },
  { value: 'resource.', label: 'Resources and their hours' },
  { value: 'closure.', label: 'Business closures' },
  { value: 'settings.', label: 'Business settings' },
  { value: 'api_key.', label: 'API keys' },
  { value: 'sso_provider.', label: 'Single sign-on' },
  { value: 'storage.', label: 'File storage' },
]

/** "sessions_revoked" → "sessions revoked": a code this screen has no words for, still readable. */
const readable = (code: string) => code.replaceAll('_', ' ').replaceAll('.', ': ')

export type AuditSentence = {
  /** Who did it: their name, or "Reserva" for what the system did by itself (expiry, reminders). */
  who: string
  verb: string
  /** The record's name; null when the words say it all (the settings). */
  record: string | null
}

export function auditSentence(entry: AuditEntry): AuditSentence {
  const who = entry.actor ? (entry.actor.name ?? entry.actor.email ?? 'Someone') : 'Reserva'
  const verb = verbs[entry.action] ?? `did “${readable(entry.action)}” to`
  if (nameless.has(entry.entity)) return { who, verb, record: null }
  const record = entry.subject ?? `a ${recordKind(entry.entity).toLowerCase()} no longer there`
  return { who, verb, record }
}

/** Where the record is shown, when there is such a screen and the record still exists. */
export function recordLink(entry: AuditEntry): string | null {
  const { entity, subject } = entry
  const id = encodeURIComponent(entry.entityId)
  if (subject === null && !nameless.has(entity)) return null
  switch (entity) {
    case 'booking':
      return `/operator-dashboard?section=bookings&booking=${encodeURIComponent(subject ?? '')}`
    case 'quote':
      return `/operator-dashboard?section=quotes&quote=${encodeURIComponent(subject ?? '')}`
    case 'user':
      return `/admin?tab=people&person=${id}`
    case 'service':
      return '/admin?tab=services'
    case 'resource':
      return `/admin?tab=resources&resource=${id}`
    case 'closure':
      return '/admin?tab=closures'
    case 'settings':
      return '/admin?tab=settings'
    case 'api_key':
      return '/admin?tab=api-keys'
    case 'sso_provider':
      return '/admin?tab=sso'
    default:
      return null
  }
}

const instantShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** "coveredBookings" → "Covered bookings". */
const label = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** A recorded value as words: instants in the business's time, lists joined, nothing as "—". */
function value(raw: unknown, zone: string): string {
  if (raw === null || raw === undefined || raw === '') return '—'
  if (typeof raw === 'string') {
    return instantShape.test(raw) ? mediumInstant(zone, raw, { time: true }) : raw
  }
  if (typeof raw === 'boolean') return raw ? 'yes' : 'no'
  if (Array.isArray(raw)) return raw.map((item) => value(item, zone)).join(', ') || '—'
  if (typeof raw === 'object') return JSON.stringify(raw)
  return String(raw)
}

/** What the entry recorded, a labelled line each, for the row's details. */
export const auditDetails = (entry: AuditEntry, zone: string): [string, string][] =>
  Object.entries(entry.data).map(([key, raw]) => [label(key), value(raw, zone)])
