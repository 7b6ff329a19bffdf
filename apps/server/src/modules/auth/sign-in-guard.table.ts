import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Failed sign-ins per account (issue #42): keyed by the identifier signed in with (an e-mail
 * address in lower case, or a phone number in E.164), whatever the client's address.
 */
export const signInFailures = pgTable('sign_in_failures', {
  identifier: text('identifier').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
})
