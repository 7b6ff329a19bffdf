import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps, uuidPrimaryKey } from '../../db/columns.ts'
import { users } from '../auth/auth.table.ts'

/**
 * Text compared byte by byte: paths sort the same on PGlite and every PostgreSQL locale (as S3
 * keys do), and `name like 'prefix%'` can use the unique index.
 */
const byteText = customType<{ data: string }>({ dataType: () => 'text collate "C"' })

export const storageBuckets = pgTable(
  'storage_buckets',
  {
    /** A slug, also the bucket's name in URLs. */
    id: text('id').primaryKey(),
    public: boolean('public').notNull().default(false),
    /** Bytes; null: the server-wide limit. */
    fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
    /** `image/png` or `image/*`; null: any type. */
    allowedMimeTypes: text('allowed_mime_types').array(),
    ...timestamps(),
  },
  (t) => [
    check('storage_buckets_id', sql`${t.id} ~ '^[a-z0-9][a-z0-9_-]{0,62}$'`),
    check('storage_buckets_size_limit', sql`${t.fileSizeLimit} is null or ${t.fileSizeLimit} > 0`),
  ],
)

/**
 * An object's metadata; its bytes are in the storage driver under `<bucketId>/<version>`. A new
 * version is written for every upload, so a failed or racing upload never touches bytes a row
 * points to, and a move is a change of `name` alone.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuidPrimaryKey(),
    bucketId: text('bucket_id')
      .notNull()
      .references(() => storageBuckets.id, { onDelete: 'restrict' }),
    /** The path inside the bucket, e.g. `<userId>/avatar.png`. */
    name: byteText('name').notNull(),
    version: uuid('version').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    cacheControl: text('cache_control').notNull(),
    /** Hex SHA-256 of the bytes; the ETag. */
    sha256: text('sha256').notNull(),
    /** The uploader; null when the server wrote it or the account is gone. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('storage_objects_bucket_name').on(t.bucketId, t.name),
    index().on(t.ownerId),
    check('storage_objects_size', sql`${t.size} >= 0`),
  ],
)
