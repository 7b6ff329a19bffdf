import type { ColumnBuilderBaseConfig, ColumnDataType } from 'drizzle-orm'
import { type AnyPgColumn, type PgColumnBuilder, timestamp, uuid } from 'drizzle-orm/pg-core'

// Columns that many tables have, written once so that they are the same everywhere.

/** A random UUID, made by the database. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom()

/** When the row was made, as an instant. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** When the row was last changed, as an instant; the code that changes a row sets it. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A required reference to another table's row (`column` has the type of `target`): the row here
 * is deleted with that one.
 */
export const deletedWith = <Column extends ColumnBuilderBaseConfig<ColumnDataType, string>>(
  column: PgColumnBuilder<Column>,
  target: () => AnyPgColumn,
) => column.notNull().references(target, { onDelete: 'cascade' })

/** `createdAt` and `updatedAt`, for a table whose rows change. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

/**
 * For a trigram (GIN) index: new entries go straight into the index instead of a pending list
 * that only VACUUM folds in. PGlite has no autovacuum, so the list would grow to 4 MB and every
 * search would read it through, and the planner, counting its pages, would rather read the whole
 * table. The few rows a booking or a sign-up adds are cheap to index at once.
 */
export const noPendingList = { fastupdate: false } as const
