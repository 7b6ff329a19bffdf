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
} as const satisfies Record<string, MessageKey>

/** The key of a recorded field's name, if this screen has words for it. */
export const fieldName = (field: string) =>
  Object.hasOwn(fieldNames, field) ? fieldNames[field as keyof typeof fieldNames] : undefined
