import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, deletedWith, timestamps, uuidPrimaryKey } from '../../db/columns.ts'

export const services = pgTable(
  'services',
  {
    id: uuidPrimaryKey(),
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
    ...timestamps(),
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
  id: uuidPrimaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['staff', 'room', 'equipment'] })
    .notNull()
    .default('staff'),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const serviceResources = pgTable(
  'service_resources',
  {
    serviceId: deletedWith(uuid('service_id'), () => services.id),
    resourceId: deletedWith(uuid('resource_id'), () => resources.id),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.resourceId] }), index().on(t.resourceId)],
)
