import { languageCodes } from '@reserva/shared/languages'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { noPendingList, timestamps } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'

/** One row per user (id = user id): what people tell us about themselves. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    timezone: text('timezone'),
    avatarUrl: text('avatar_url'),
    /** The language the person chose for screens and mails; null: the browser's or the business's. */
    language: text('language', { enum: languageCodes }),
    /** A role asked for at sign-up; an admin grants it (the role itself lives on users). */
    requestedRole: text('requested_role', { enum: ['operator'] }),
    ...timestamps(),
  },
  // The people search's phone part (`ilike '%…%'`), migration 0012.
  (t) => [
    index('profiles_phone_trgm_index').using('gin', t.phone.op('gin_trgm_ops')).with(noPendingList),
    check(
      'profiles_language',
      sql.raw(`language in (${languageCodes.map((code) => `'${code}'`).join(', ')})`),
    ),
  ],
)
