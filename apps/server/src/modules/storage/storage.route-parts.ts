import { z } from '@hono/zod-openapi'
import { storageObjectSchema } from '@reserva/shared'
import type { Context } from 'hono'
import { errorResponse, json } from '../../lib/http.ts'
import type { StorageActor, StorageService } from './storage.service.ts'
import { readUpload, type UploadHeaders } from './upload-body.ts'

/** What the storage routes share: answers, path parameters, and storing an upload. */

export const failures = {
  400: errorResponse('Not valid (storage.invalid_path, validation_failed)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed'),
  404: errorResponse('storage.not_found: no such bucket or object (or not yours)'),
}

export const objectPathParams = z.object({
  bucket: z.string(),
  path: z.string().describe('The path inside the bucket; may contain /'),
})

export const binary = z.string().openapi({ format: 'binary' })

/** Where storage-js reads an upload's or a copy's path: `<bucket>/<path>`. */
export const storageJsKey = z.string().describe('`<bucket>/<path>`, as storage-js reads it')
export const writtenOut = json(
  'The object',
  z.object({ object: storageObjectSchema, Id: z.string(), Key: storageJsKey }),
)

/** An upload's request and answers, for the routes that take one. */
export const uploadRequest = {
  params: objectPathParams,
  headers: z.object({
    'x-upsert': z.enum(['true', 'false']).optional(),
    'cache-control': z.string().optional(),
  }),
  body: {
    required: true,
    content: {
      'application/octet-stream': { schema: binary },
      'multipart/form-data': {
        schema: z.object({ file: binary, cacheControl: z.string().optional() }),
      },
    },
  },
}
export const uploadResponses = {
  200: writtenOut,
  ...failures,
  403: errorResponse('forbidden: not where this role may write in this bucket'),
  409: errorResponse('storage.object_exists; storage.too_many_files: the quota of files'),
  413: errorResponse('storage.too_large; storage.quota_exceeded: the quota of bytes'),
  415: errorResponse(
    'storage.type_not_allowed: not in the bucket’s list, more than type/subtype and a charset, ' +
      'or bytes that are not of the type',
  ),
}

/** The bucket and object path of a route ending in `/:bucket/:path{.+}`. */
export const objectPathOf = (c: Context) => ({
  bucketId: c.req.param('bucket') ?? '',
  name: c.req.param('path') ?? '',
})

/**
 * Stores the request's file at its path as `actor`; the answer has what storage-js reads of it
 * (`Id`, `Key`) beside the object.
 */
export async function storeUpload({
  c,
  storage,
  actor,
  headers,
  mode,
}: {
  c: Context
  storage: StorageService
  actor: StorageActor
  headers: UploadHeaders
  mode: { upsert: boolean; mustExist?: boolean }
}) {
  const { bucketId, name } = objectPathOf(c)
  const object = await storage.createObject({
    actor,
    bucketId,
    name,
    ...mode,
    ...(await readUpload(c, headers)),
  })
  return c.json({ object, Id: object.id, Key: `${bucketId}/${name}` }, 200)
}
