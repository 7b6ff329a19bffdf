import type { AuditEntry } from '@reserva/shared'
import { mediumInstant } from '@/lib/dates.ts'
import type { MessageKey, T } from '@/lib/i18n/catalogue.ts'
import { listText } from '@/lib/i18n/format.ts'
import type { Language } from '@/lib/i18n/languages.ts'
import { holes } from '@/lib/i18n/with-nodes.tsx'
import { codeName, fieldName } from './audit-fields.ts'

/**
 * The audit log in plain words: "Ada Admin cancelled RSV-3HV469". Each action the server writes
 * has the words that go between the person and the record; the record is named as people know it
 * (the server's `subject`) and links to the screen that shows it.
 */

/**
 * What was done, as a whole sentence for each action the server writes: `{who}` is the person
 * and `{record}` the record's name, each where the language puts them.
 */
const sentences = {
  'booking.created': 'auditWords.booking.created',
  'booking.confirm': 'auditWords.booking.confirm',
  'booking.decline': 'auditWords.booking.decline',
  'booking.cancel': 'auditWords.booking.cancel',
  'booking.complete': 'auditWords.booking.complete',
  'booking.no_show': 'auditWords.booking.no_show',
  'booking.undo': 'auditWords.booking.undo',
  'booking.rescheduled': 'auditWords.booking.rescheduled',
  'booking.reminder_queued': 'auditWords.booking.reminder_queued',
  'booking.note_added': 'auditWords.booking.note_added',
  'quote.requested': 'auditWords.quote.requested',
  'quote.offered': 'auditWords.quote.offered',
  'quote.rejected': 'auditWords.quote.rejected',
  'quote.accepted': 'auditWords.quote.accepted',
  'quote.declined': 'auditWords.quote.declined',
  'quote.withdrawn': 'auditWords.quote.withdrawn',
  'quote.expired': 'auditWords.quote.expired',
  'quote.message': 'auditWords.quote.message',
  'quote.attachment_added': 'auditWords.quote.attachment_added',
  'customer.created': 'auditWords.customer.created',
  'user.created': 'auditWords.user.created',
  'user.role_changed': 'auditWords.user.role_changed',
  'user.banned': 'auditWords.user.banned',
  'user.unbanned': 'auditWords.user.unbanned',
  'user.sessions_revoked': 'auditWords.user.sessions_revoked',
  'user.erased': 'auditWords.user.erased',
  'user.data_export_requested': 'auditWords.user.data_export_requested',
  'user.data_export_downloaded': 'auditWords.user.data_export_downloaded',
  'user.email_changed': 'auditWords.user.email_changed',
  'user.operator_request_approved': 'auditWords.user.operator_request_approved',
  'user.operator_request_declined': 'auditWords.user.operator_request_declined',
  'service.created': 'auditWords.service.created',
  'service.updated': 'auditWords.service.updated',
  'resource.created': 'auditWords.resource.created',
  'resource.updated': 'auditWords.resource.updated',
  'resource.hours_set': 'auditWords.resource.hours_set',
  'resource.override_set': 'auditWords.resource.override_set',
  'resource.override_removed': 'auditWords.resource.override_removed',
  'resource.time_off_added': 'auditWords.resource.time_off_added',
  'resource.time_off_removed': 'auditWords.resource.time_off_removed',
  'resource.feed_renewed': 'auditWords.resource.feed_renewed',
  'resource.calendar_connected': 'auditWords.resource.calendar_connected',
  'resource.calendar_changed': 'auditWords.resource.calendar_changed',
  'resource.calendar_disconnected': 'auditWords.resource.calendar_disconnected',
  'resource.feed_turned_off': 'auditWords.resource.feed_turned_off',
  'closure.added': 'auditWords.closure.added',
  'closure.removed': 'auditWords.closure.removed',
  'storage.bucket_created': 'auditWords.storage.bucket_created',
  'storage.bucket_updated': 'auditWords.storage.bucket_updated',
  'storage.bucket_emptied': 'auditWords.storage.bucket_emptied',
  'storage.bucket_deleted': 'auditWords.storage.bucket_deleted',
  'api_key.created': 'auditWords.api_key.created',
  'api_key.revoked': 'auditWords.api_key.revoked',
  'api_key.used': 'auditWords.api_key.used',
  'sso_provider.created': 'auditWords.sso_provider.created',
  'sso_provider.removed': 'auditWords.sso_provider.removed',
  'webhook.created': 'auditWords.webhook.created',
  'webhook.updated': 'auditWords.webhook.updated',
  'webhook.deleted': 'auditWords.webhook.deleted',
  'webhook.secret_rotated': 'auditWords.webhook.secret_rotated',
  'webhook.redelivered': 'auditWords.webhook.redelivered',
  'webhook.failing': 'auditWords.webhook.failing',
  'webhook.recovered': 'auditWords.webhook.recovered',
} as const satisfies Record<string, MessageKey>

/** Sentences of records named by nothing: the words alone say what was changed. */
const namelessSentences = {
  'settings.updated': 'auditWords.settings.updated',
} as const satisfies Record<string, MessageKey>

/** Records named by nothing. */
const nameless = new Set(['settings'])

/**
 * The kinds of record, as a filter offers them, with the words for one that is no longer there
 * ("a booking no longer there").
 */
const kinds = {
  booking: { label: 'auditWords.kind.booking', gone: 'auditWords.gone.booking' },
  quote: { label: 'auditWords.kind.quote', gone: 'auditWords.gone.quote' },
  service: { label: 'auditWords.kind.service', gone: 'auditWords.gone.service' },
  resource: { label: 'auditWords.kind.resource', gone: 'auditWords.gone.resource' },
  closure: { label: 'auditWords.kind.closure', gone: 'auditWords.gone.closure' },
  settings: { label: 'auditWords.kind.settings', gone: 'auditWords.gone.settings' },
  user: { label: 'auditWords.kind.user', gone: 'auditWords.gone.user' },
  api_key: { label: 'auditWords.kind.api_key', gone: 'auditWords.gone.api_key' },
  sso_provider: { label: 'auditWords.kind.sso_provider', gone: 'auditWords.gone.sso_provider' },
  webhook: { label: 'auditWords.kind.webhook', gone: 'auditWords.gone.webhook' },
  storage_bucket: {
    label: 'auditWords.kind.storage_bucket',
    gone: 'auditWords.gone.storage_bucket',
  },
} as const satisfies Record<string, { label: MessageKey; gone: MessageKey }>

const kindOf = (entity: string) =>
  Object.hasOwn(kinds, entity) ? kinds[entity as keyof typeof kinds] : undefined

/** The kinds of record as the filter offers them. */
export const recordKinds = (t: T) =>
  Object.entries(kinds).map(([value, { label }]) => ({ value, label: t(label) }))

/** A kind of record in words; a kind this screen has no words for, still readable. */
export const recordKind = (t: T, entity: string) => {
  const kind = kindOf(entity)
  return kind ? t(kind.label) : readable(entity)
}

/** Kinds of change to filter by: an action, or every action that starts with a word and a dot. */
const actions = {
  'booking.': 'auditWords.filter.bookings',
  'booking.created': 'auditWords.filter.bookingsMade',
  'booking.cancel': 'auditWords.filter.bookingsCancelled',
  'booking.rescheduled': 'auditWords.filter.bookingsMoved',
  'quote.': 'auditWords.filter.quotes',
  'customer.created': 'auditWords.filter.customers',
  'user.': 'auditWords.filter.people',
  'service.': 'auditWords.filter.services',
  'resource.': 'auditWords.filter.resources',
  'closure.': 'auditWords.filter.closures',
  'settings.': 'auditWords.filter.settings',
  'api_key.': 'auditWords.filter.apiKeys',
  'sso_provider.': 'auditWords.filter.sso',
  'webhook.': 'auditWords.filter.webhooks',
  'storage.': 'auditWords.filter.storage',
} as const satisfies Record<string, MessageKey>

export const actionChoices = (t: T) =>
  Object.entries(actions).map(([value, key]) => ({ value, label: t(key) }))

/** "sessions_revoked" → "sessions revoked": a code this screen has no words for, still readable. */
const readable = (code: string) => code.replaceAll('_', ' ').replaceAll('.', ': ')

export type AuditSentence = {
  /** Who did it: their name, or "Reserva" for what the system did by itself (expiry, reminders). */
  who: string
  /** The whole sentence, its `{who}` and `{record}` (if any) left to be filled. */
  sentence: string
  /** The record's name; null when the words say it all (the settings). */
  record: string | null
}

const lookup = <Keys extends Record<string, MessageKey>>(keys: Keys, action: string) =>
  Object.hasOwn(keys, action) ? keys[action as keyof Keys] : undefined

export function auditSentence(t: T, entry: AuditEntry): AuditSentence {
  const who = entry.actor
    ? (entry.actor.name ?? entry.actor.email ?? t('auditWords.someone'))
    : 'Reserva'
  const action = readable(entry.action)
  if (nameless.has(entry.entity)) {
    const key = lookup(namelessSentences, entry.action)
    const sentence = key
      ? t(key, holes('who'))
      : t('auditWords.unknownNameless', { ...holes('who'), action })
    return { who, sentence, record: null }
  }
  const kind = kindOf(entry.entity)
  const record =
    entry.subject ??
    (kind ? t(kind.gone) : t('auditWords.gone.other', { kind: readable(entry.entity) }))
  const key = lookup(sentences, entry.action)
  const sentence = key
    ? t(key, holes('who', 'record'))
    : t('auditWords.unknown', { ...holes('who', 'record'), action })
  return { who, sentence, record }
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
    case 'webhook':
      return '/admin?tab=webhooks'
    default:
      return null
  }
}

const instantShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** "coveredBookings" → "Covered bookings": a field this screen has no words for, still readable. */
const label = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

type Said = { t: T; language: Language; zone: string }

/** A recorded value as words: instants in the business's time, lists joined, nothing as "—". */
function value(raw: unknown, said: Said): string {
  if (raw === null || raw === undefined || raw === '') return '—'
  if (typeof raw === 'string') {
    return instantShape.test(raw) ? mediumInstant(said.zone, raw, { time: true }) : raw
  }
  if (typeof raw === 'boolean') return raw ? said.t('auditWords.yes') : said.t('auditWords.no')
  if (Array.isArray(raw))
    return raw.length === 0
      ? '—'
      : listText(
          said.language,
          raw.map((item) => value(item, said)),
        )
  if (typeof raw === 'object') return JSON.stringify(raw)
  // A number as recorded (minor units, a status code): no grouping that reads as another value.
  return String(raw)
}

/** What the entry recorded, a labelled line each, for the row's details. */
export const auditDetails = (entry: AuditEntry, said: Said): [string, string][] =>
  Object.entries(entry.data).map(([key, raw]) => {
    const known = fieldName(key)
    const code = codeName(entry, key, raw)
    return [known ? said.t(known) : label(key), code ? said.t(code) : value(raw, said)]
  })
