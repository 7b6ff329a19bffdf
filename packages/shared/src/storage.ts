import { z } from 'zod'
import { int4Max, text } from './primitives.ts'

/**
 * Files: buckets and objects, with the seed's (Supabase storage's) API and defaults. DESIGN §6.
 * The defaults below are storage-js's DEFAULT_SEARCH_OPTIONS and DEFAULT_FILE_OPTIONS.
 */
export const storageDefaults = {
  listLimit: 100,
  listOffset: 0,
  sortBy: { column: 'name', order: 'asc' },
  cacheControl: 'max-age=3600',
  upsert: false,
} as const

/** Every storage error code and its HTTP status; the web app branches on the code. */
export const storageErrorCodes = {
  'storage.not_found': 404,
  'storage.invalid_path': 400,
  'storage.missing_file': 400,
  'storage.too_large': 413,
  'storage.type_not_allowed': 415,
  /** The user's files in this bucket would pass their quota of bytes. */
  'storage.quota_exceeded': 413,
  /** The user has as many files in this bucket as their quota allows. */
  'storage.too_many_files': 409,
  'storage.object_exists': 409,
  'storage.bucket_exists': 409,
  'storage.bucket_not_empty': 409,
  'storage.invalid_signature': 403,
  'storage.url_expired': 403,
} as const
export type StorageErrorCode = keyof typeof storageErrorCodes

export const maxObjectNameBytes = 1024

function utf8Length(value: string) {
  let bytes = 0
  for (const char of value) {
    const cp = char.codePointAt(0) ?? 0
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
  }
  return bytes
}

/**
 * Why `name` cannot be an object's path, or undefined when it can. Paths are relative, `/`
 * separated, without `.`/`..` or empty parts, backslashes or control characters, at most 1024
 * bytes (UTF-8): the same rule on every driver, so a path never means a place on a disk.
 */
export function objectNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'The path is empty'
  if (utf8Length(name) > maxObjectNameBytes)
    return `The path is longer than ${maxObjectNameBytes} bytes`
  if (name.startsWith('/')) return 'The path must be relative (no leading /)'
  for (const char of name) {
    const cp = char.codePointAt(0) ?? 0
    if (cp < 0x20 || cp === 0x7f) return 'The path must not contain control characters'
    if (char === '\\') return 'The path must not contain backslashes'
  }
  for (const part of name.split('/')) {
    if (part === '') return 'The path must not contain empty parts (// or a trailing /)'
    if (part === '.' || part === '..') return 'The path must not contain . or .. parts'
  }
  return undefined
}

/** Why `prefix` cannot be a folder to list ('' is the bucket's top), or undefined. */
export function folderPrefixProblem(prefix: string): string | undefined {
  if (prefix === '') return undefined
  return objectNameProblem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix)
}

export const reservedBucketIds = [
  'authenticated',
  'copy',
  'info',
  'list',
  'move',
  'public',
  'sign',
  'signed',
  'upload',
] as const

export const bucketIdSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,62}$/,
    'Use 1 to 63 lower-case letters, digits, - or _, starting with a letter or digit',
  )
  .refine((id) => !(reservedBucketIds as readonly string[]).includes(id), {
    message: 'This name is reserved by the storage API',
  })

/** A MIME type (`image/png`) or a whole family (`image/*`). */
const mimePatternSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/, 'Use type/subtype')

export const bucketSchema = z
  .object({
    id: z.string(),
    public: z.boolean().describe('Objects can be downloaded without a session'),
    fileSizeLimit: z.number().int().nullable().describe('Bytes; null: the server-wide limit'),
    allowedMimeTypes: z.array(z.string()).nullable().describe('null: any type'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Bucket' })
export type Bucket = z.infer<typeof bucketSchema>

const bucketSettings = z.object({
  public: z.boolean(),
  fileSizeLimit: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  allowedMimeTypes: z.array(mimePatternSchema).min(1).max(100).nullable(),
})

/**
 * The fields as storage-js sends them: the id again as `name`, the settings in snake case. A
 * bucket's routes take either spelling (`bucketSettingsOf`); both at once must agree.
 */
const storageJsBucketFields = {
  name: bucketIdSchema.optional().describe('storage-js sends the id again; it must be the id'),
  file_size_limit: bucketSettings.shape.fileSizeLimit.optional(),
  allowed_mime_types: bucketSettings.shape.allowedMimeTypes.optional(),
}

export const createBucketSchema = bucketSettings
  .partial()
  .extend({ id: bucketIdSchema, ...storageJsBucketFields })
  .strict()
  .meta({ id: 'CreateBucket' })
export type CreateBucket = z.infer<typeof createBucketSchema>

export const updateBucketSchema = bucketSettings
  .partial()
  .extend({ id: bucketIdSchema.optional(), ...storageJsBucketFields })
  .strict()
  .meta({ id: 'UpdateBucket' })
export type UpdateBucket = z.infer<typeof updateBucketSchema>

/** A bucket's settings from either spelling; undefined when the two spellings disagree. */
export function bucketSettingsOf(input: UpdateBucket) {
  const pick = <T>(camel: T | undefined, snake: T | undefined) =>
    camel !== undefined && snake !== undefined && JSON.stringify(camel) !== JSON.stringify(snake)
      ? { conflict: true as const }
      : { value: camel !== undefined ? camel : snake }
  const size = pick(input.fileSizeLimit, input.file_size_limit)
  const types = pick(input.allowedMimeTypes, input.allowed_mime_types)
  if ('conflict' in size || 'conflict' in types) return undefined
  return {
    ...(input.public === undefined ? {} : { public: input.public }),
    ...(size.value === undefined ? {} : { fileSizeLimit: size.value }),
    ...(types.value === undefined ? {} : { allowedMimeTypes: types.value }),
  }
}

export const objectNameSchema = z.string().superRefine((name, ctx) => {
  const problem = objectNameProblem(name)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

export const storageObjectSchema = z
  .object({
    id: z.string(),
    bucketId: z.string(),
    name: z.string().describe('The full path inside the bucket'),
    size: z.number().int(),
    mimeType: z.string(),
    cacheControl: z.string(),
    etag: z.string().describe('Quoted SHA-256 of the content'),
    ownerId: z.string().nullable().describe('Who uploaded it'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StorageObject' })
export type StorageObject = z.infer<typeof storageObjectSchema>

export const listSortColumnSchema = z.enum(['name', 'created_at', 'updated_at'])

export const listObjectsSchema = z
  .strictObject({
    prefix: text({ normalize: false })
      .max(1025)
      .default('')
      .describe("The folder to list; '' is the top"),
    limit: z.number().int().min(1).max(1000).default(storageDefaults.listLimit),
    offset: z.number().int().min(0).max(int4Max).default(storageDefaults.listOffset),
    sortBy: z
      .strictObject({
        column: listSortColumnSchema.default('name'),
        order: z.enum(['asc', 'desc']).default('asc'),
      })
      .default({ column: 'name', order: 'asc' }),
    search: text({ normalize: false })
      .max(1024)
      .default('')
      .describe('Only names starting with this (any case)'),
  })
  .meta({ id: 'ListObjects' })
export type ListObjectsInput = z.input<typeof listObjectsSchema>

/** One entry of a folder: an object, or a sub-folder (id and everything else null). */
export const listEntrySchema = z
  .object({
    name: z.string().describe('Relative to the listed folder'),
    id: z.string().nullable(),
    size: z.number().int().nullable(),
    mimeType: z.string().nullable(),
    cacheControl: z.string().nullable(),
    etag: z.string().nullable(),
    ownerId: z.string().nullable(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'StorageListEntry' })
export type ListEntry = z.infer<typeof listEntrySchema>

export const moveObjectSchema = z
  .strictObject({
    bucketId: bucketIdSchema,
    sourceKey: text({ normalize: false }).max(4096),
    destinationKey: text({ normalize: false }).max(4096),
  })
  .meta({ id: 'MoveObject' })
export type MoveObject = z.infer<typeof moveObjectSchema>

export const removeObjectsSchema = z
  .strictObject({
    prefixes: z
      .array(text({ normalize: false }).max(4096))
      .min(1)
      .max(1000),
  })
  .describe('prefixes: the paths of the objects to remove (storage-js names them so)')
  .meta({ id: 'RemoveObjects' })

/** A signed link lives at most a week, as S3's own presigned links do. */
export const maxSignedUrlSeconds = 7 * 24 * 60 * 60

export const signObjectSchema = z
  .strictObject({
    expiresIn: z
      .number()
      .int()
      .min(1)
      .max(maxSignedUrlSeconds, `A link can live at most ${maxSignedUrlSeconds} seconds (7 days)`),
  })
  .meta({ id: 'SignObject' })

export const signObjectsSchema = z
  .strictObject({
    expiresIn: signObjectSchema.shape.expiresIn,
    paths: z
      .array(text({ normalize: false }).max(4096))
      .min(1)
      .max(1000),
  })
  .meta({ id: 'SignObjects' })

/** One of several links asked for at once: the link, or why there is none (as storage-js reads it). */
export const signedUrlEntrySchema = z
  .object({
    path: z
      .string()
      .nullable()
      .describe('null when there is no link: the entries keep the order asked'),
    signedURL: z.string().nullable().describe('From the storage base URL on'),
    signedUrl: z.string().nullable().describe('The whole link'),
    error: z.string().nullable(),
  })
  .meta({ id: 'SignedUrlEntry' })

export const signedUrlSchema = z
  .object({
    signedUrl: z.string().describe('Works without a session until expiresAt'),
    signedURL: z
      .string()
      .describe('The same link from the storage base URL on, as storage-js reads it'),
    expiresAt: z.string(),
  })
  .meta({ id: 'SignedUrl' })
export type SignedUrl = z.infer<typeof signedUrlSchema>
