import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/**
 * Private calendar feeds (decision 047): a person's (their own bookings as a customer, the
 * business's as staff) or a resource's. The feed's address is a signed link of the row and its
 * `version` (lib/signed-links.ts): a new address counts the version up, turning it off deletes
 * the row, and either ends the old address at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .unique()
      .references(() => resources.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [check('calendar_feeds_one_owner', sql`num_nonnulls(${t.userId}, ${t.resourceId}) = 1`)],
)
