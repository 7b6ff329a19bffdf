import type { AuditEntry } from '@reserva/shared'
import { bookingStatusKeys } from '@/components/booking-status-badge.tsx'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/**
 * The names of the fields audit entries record, by their messages' keys; a field not listed here
 * is named from its code ("coveredBookings" → "Covered bookings").
 */
const fieldNames = {
  reference: 'auditFields.reference',
  source: 'auditFields.source',
  status: 'auditFields.status',
  override: 'auditFields.override',
  from: 'auditFields.from',
  to: 'auditFields.to',
  fromResourceId: 'auditFields.fromResourceId',
  toResourceId: 'auditFields.toResourceId',
  fromMinutes: 'auditFields.fromMinutes',
  toMinutes: 'auditFields.toMinutes',
  reason: 'auditFields.reason',
  previousReason: 'auditFields.previousReason',
  message: 'auditFields.message',
  role: 'auditFields.role',
  email: 'auditFields.email',
  phone: 'auditFields.phone',
  walkIn: 'auditFields.walkIn',
  name: 'auditFields.name',
  prefix: 'auditFields.prefix',
  scopes: 'auditFields.scopes',
  expiresAt: 'auditFields.expiresAt',
  method: 'auditFields.method',
  path: 'auditFields.path',
  firstDay: 'auditFields.firstDay',
  lastDay: 'auditFields.lastDay',
  coveredBookings: 'auditFields.coveredBookings',
  intervals: 'auditFields.intervals',
  date: 'auditFields.date',
  timeOffId: 'auditFields.timeOffId',
  start: 'auditFields.start',
  end: 'auditFields.end',
  sessions: 'auditFields.sessions',
  issuer: 'auditFields.issuer',
  domain: 'auditFields.domain',
  objects: 'auditFields.objects',
  size: 'auditFields.size',
  mimeType: 'auditFields.mimeType',
  description: 'auditFields.description',
  kind: 'auditFields.kind',
  active: 'auditFields.active',
  durationMinutes: 'auditFields.durationMinutes',
  priceMinor: 'auditFields.priceMinor',
  pricing: 'auditFields.pricing',
  capacity: 'auditFields.capacity',
  resourceIds: 'auditFields.resourceIds',
  currency: 'auditFields.currency',
  timezone: 'auditFields.timezone',
  tagline: 'auditFields.tagline',
  contactEmail: 'auditFields.contactEmail',
  contactPhone: 'auditFields.contactPhone',
  address: 'auditFields.address',
  country: 'auditFields.country',
  defaultLanguage: 'auditFields.defaultLanguage',
  aboutMarkdown: 'auditFields.aboutMarkdown',
  privacyMarkdown: 'auditFields.privacyMarkdown',
  minNoticeMinutes: 'auditFields.minNoticeMinutes',
  horizonDays: 'auditFields.horizonDays',
  cancelCutoffMinutes: 'auditFields.cancelCutoffMinutes',
  rescheduleCutoffMinutes: 'auditFields.rescheduleCutoffMinutes',
  holdMinutes: 'auditFields.holdMinutes',
  requireConfirmation: 'auditFields.requireConfirmation',
  reminderMinutesBefore: 'auditFields.reminderMinutesBefore',
  embedOrigins: 'auditFields.embedOrigins',
  guestBooking: 'auditFields.guestBooking',
  guestPhone: 'auditFields.guestPhone',
  bufferBeforeMinutes: 'auditFields.bufferBeforeMinutes',
  bufferAfterMinutes: 'auditFields.bufferAfterMinutes',
  slotStepMinutes: 'auditFields.slotStepMinutes',
  sortOrder: 'auditFields.sortOrder',
  attachmentId: 'auditFields.attachmentId',
  exportId: 'auditFields.exportId',
  noteId: 'auditFields.noteId',
  public: 'auditFields.public',
  fileSizeLimit: 'auditFields.fileSizeLimit',
  allowedMimeTypes: 'auditFields.allowedMimeTypes',
} as const satisfies Record<string, MessageKey>

/** The key of a recorded field's name, if this screen has words for it. */
export const fieldName = (field: string) =>
  Object.hasOwn(fieldNames, field) ? fieldNames[field as keyof typeof fieldNames] : undefined

const roleKeys = {
  customer: 'adminRoles.customer',
  operator: 'adminRoles.operator',
  admin: 'adminRoles.admin',
} as const satisfies Record<string, MessageKey>

/** The codes an entry records as values, by entity and field: a booking's status, a role. */
type CodeKey =
  | (typeof bookingStatusKeys)[keyof typeof bookingStatusKeys]
  | (typeof roleKeys)[keyof typeof roleKeys]
const codeFields: Record<string, { fields: readonly string[]; keys: Record<string, CodeKey> }> = {
  booking: { fields: ['status', 'from', 'to'], keys: bookingStatusKeys },
  user: { fields: ['role', 'from', 'to'], keys: roleKeys },
}

/**
 * The key of the name of a code an entry recorded (`confirmed`, `operator`), so that the details
 * read in the language on screen; undefined for any other value, shown as recorded.
 */
export function codeName(entry: Pick<AuditEntry, 'entity'>, field: string, raw: unknown) {
  const codes = codeFields[entry.entity]
  if (!codes?.fields.includes(field) || typeof raw !== 'string') return undefined
  return Object.hasOwn(codes.keys, raw) ? codes.keys[raw] : undefined
}
