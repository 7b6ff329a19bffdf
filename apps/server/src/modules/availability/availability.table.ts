import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, deletedWith, uuidPrimaryKey } from '../../db/columns.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/** The resource a row belongs to; the row goes with it. */
const resourceId = () => deletedWith(uuid('resource_id'), () => resources.id)

/**
 * Weekly opening hours of a resource, as wall-clock times in the business time zone.
 * Several rows on one weekday leave breaks between them. weekday: 1 = Monday … 7 = Sunday (ISO).
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuidPrimaryKey(),
    resourceId: resourceId(),
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
    id: uuidPrimaryKey(),
    resourceId: resourceId(),
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
    id: uuidPrimaryKey(),
    resourceId: resourceId(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    check('time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
    index().on(t.resourceId, t.startsAt),
  ],
)

/**
 * Whole days the business is closed (public holidays, a stocktake): no resource is open from
 * `first_day` to `last_day` (calendar dates in the business time zone, both included), whatever
 * its hours and date overrides say.
 */
export const businessClosures = pgTable(
  'business_closures',
  {
    id: uuidPrimaryKey(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('business_closures_order', sql`${t.firstDay} <= ${t.lastDay}`),
    check('business_closures_reason', sql`char_length(${t.reason}) <= 120`),
    index().on(t.lastDay),
  ],
)
