import { commonErrorCodes, maxSignedUrlSeconds, storageErrorCodes } from '@reserva/shared'
import { errorFactory, invalidField } from '../../lib/errors.ts'

const storageError = errorFactory({ ...commonErrorCodes, ...storageErrorCodes })

/** Reading a private bucket, or writing anywhere, without a session: as every route answers. */
export { sessionMissing } from '../auth/auth.errors.ts'

export const bucketNotFound = () => storageError('storage.not_found', 'No such bucket')
export const objectNotFound = (message = 'No such object') =>
  storageError('storage.not_found', message)
export const invalidPath = (problem: string, path: string) =>
  storageError('storage.invalid_path', problem, { path })
export const missingFile = () =>
  storageError('storage.missing_file', 'Send the file as the body or in a form field named file')
export const badForm = () => storageError('bad_request', 'The form data could not be read')
export const tooLarge = (limit: number) =>
  storageError('storage.too_large', `The file is larger than this bucket allows (${limit} bytes)`, {
    limit,
  })
export const typeNotAllowed = (type: string, allowed: string[]) =>
  storageError('storage.type_not_allowed', `This bucket does not take ${type} files`, {
    type,
    allowed,
  })
/** The declared type has more than `type/subtype` and a charset (a second type, say). */
export const typeNotClean = (given: string, allowed: string[] | null) =>
  storageError(
    'storage.type_not_allowed',
    'Send the type as type/subtype, with at most a charset parameter',
    { type: given.slice(0, 255), allowed },
  )
/** The bytes do not start as files of the declared type do. */
export const signatureMismatch = (
  type: string,
  detected: string | null,
  allowed: string[] | null,
) =>
  storageError(
    'storage.type_not_allowed',
    `The file is not a ${type} file: its first bytes say otherwise`,
    { type, detected, allowed },
  )
export const quotaExceeded = (limit: number, used: number) =>
  storageError(
    'storage.quota_exceeded',
    `Your files here would pass your quota of ${limit} bytes (${used} bytes used)`,
    { limit, used },
  )
export const tooManyFiles = (limit: number) =>
  storageError('storage.too_many_files', `You can keep at most ${limit} files here`, { limit })
export const objectExists = () =>
  storageError(
    'storage.object_exists',
    'The resource already exists: choose another path, or upload with x-upsert: true to replace it',
  )
export const bucketExists = () =>
  storageError('storage.bucket_exists', 'A bucket with this id already exists')
export const bucketNotEmpty = () =>
  storageError('storage.bucket_not_empty', 'The bucket still has objects: remove them first')
export const invalidSignature = () =>
  storageError('storage.invalid_signature', 'This link is not valid')
export const linkTooLong = () =>
  invalidField(
    'expiresIn',
    `At most ${maxSignedUrlSeconds}`,
    `A link can live at most ${maxSignedUrlSeconds} seconds (7 days)`,
  )
export const urlExpired = () => storageError('storage.url_expired', 'This link has expired')
export const notAMediaType = () =>
  invalidField(
    'content-type',
    'Use type/subtype',
    'The content type is not a media type (type/subtype)',
  )
export const badCacheControl = () =>
  invalidField(
    'cache-control',
    'Use seconds or a Cache-Control value',
    'The cache control is not valid',
  )
export const forbidden = (message: string) => storageError('forbidden', message)
