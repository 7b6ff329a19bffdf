import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** Minutes between candidate start times. */
    slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
    /** 'fixed': priceMinor is the price; 'quote': priced per request through a quote. */
    pricing: text('pricing', { enum: ['fixed', 'quote'] })
      .notNull()
      .default('fixed'),
    priceMinor: integer('price_minor'),
    /** Seats per slot; 1 means the resource is taken exclusively. */
    capacity: integer('capacity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_duration', sql`${t.durationMinutes} > 0`),
    check('services_buffers', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`),
    check('services_step', sql`${t.slotStepMinutes} > 0`),
    check('services_capacity', sql`${t.capacity} >= 1`),
    check(
      'services_price',
      sql`(${t.pricing} = 'fixed' and ${t.priceMinor} >= 0) or (${t.pricing} = 'quote' and ${t.priceMinor} is null)`,
    ),
  ],
)

export const resources = pgTable('resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['staff', 'room', 'equipment'] })
    .notNull()
    .default('staff'),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const serviceResources = pgTable(
  'service_resources',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.resourceId] }), index().on(t.resourceId)],
)

/**
 * Weekly opening hours of a resource, as wall-clock times in the business time zone.
 * Several rows on one weekday leave breaks between them. weekday: 1 = Monday … 7 = Sunday (ISO).
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('working_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('working_hours_order', sql`${t.startTime} < ${t.endTime}`),
    index().on(t.resourceId, t.weekday),
  ],
)

/**
 * A date whose hours differ from the week's: every row for (resource, date) together replaces
 * that date's weekly hours; a single row without times closes the resource that day.
 */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (t) => [
    check(
      'schedule_overrides_times',
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} < ${t.endTime})`,
    ),
    index().on(t.resourceId, t.date),
  ],
)

/** A stretch when a resource is away (holiday, repair), as instants. */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    check('time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
    index().on(t.resourceId, t.startsAt),
  ],
)
