import { createRoute, z } from '@hono/zod-openapi'
import {
  bucketIdSchema,
  bucketSchema,
  bucketSettingsOf,
  createBucketSchema,
  listEntrySchema,
  listObjectsSchema,
  moveObjectSchema,
  removeObjectsSchema,
  signedUrlSchema,
  signObjectSchema,
  storageObjectSchema,
  updateBucketSchema,
} from '@reserva/shared'
import type { Context } from 'hono'
import { invalidField } from '../../lib/errors.ts'
import {
  createRouter,
  errorResponse,
  json,
  jsonBody,
  routesAnswering,
  validated,
} from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { currentUser, requireRole, requireUser } from '../auth/session.ts'
import { serveObject } from './object-response.ts'
import { storageLinkRoutes } from './storage.links.routes.ts'
import {
  binary,
  failures,
  objectPathOf,
  objectPathParams,
  storageJsKey,
  storeUpload,
  uploadRequest,
  uploadResponses,
} from './storage.route-parts.ts'
import type { StorageService } from './storage.service.ts'
import { uploadBodyLimit, uploadHeadersSchema } from './upload-body.ts'

const bucketParam = z.object({ id: bucketIdSchema })
const bucketOut = json('The bucket', z.object({ bucket: bucketSchema }))

/** A route on one bucket (admin), answering with the bucket. */
const onBucket = routesAnswering(['storage'], { 200: bucketOut, ...failures })

const objectOut = json('The object', z.object({ object: storageObjectSchema }))

/** A bucket's settings, in either spelling; 400 when `name` is not the id or the two disagree. */
function settingsOf(id: string, input: z.infer<typeof updateBucketSchema>) {
  if (input.name !== undefined && input.name !== id) {
    throw invalidField('name', 'Must be the id', 'A bucket’s name is its id')
  }
  if (input.id !== undefined && input.id !== id) {
    throw invalidField('id', 'Must be the bucket’s id', 'A bucket’s id cannot change')
  }
  const settings = bucketSettingsOf(input)
  if (!settings) {
    throw invalidField(
      'file_size_limit',
      'Give each setting once',
      'A setting was given in both spellings with different values',
    )
  }
  return settings
}
/** A signed link's query as read: a link without a token is refused as a wrong one is (403). */
const signedQuery = z.object({ token: z.string().default(''), download: z.string().optional() })

const routes = {
  listBuckets: createRoute({
    method: 'get',
    path: '/bucket',
    tags: ['storage'],
    summary: 'Every bucket (admin)',
    responses: { 200: json('Buckets', z.object({ buckets: z.array(bucketSchema) })), ...failures },
  }),
  createBucket: createRoute({
    method: 'post',
    path: '/bucket',
    tags: ['storage'],
    summary: 'Add a bucket: public or private, size limit, allowed types (admin)',
    request: jsonBody(createBucketSchema),
    responses: {
      201: bucketOut,
      ...failures,
      409: errorResponse('storage.bucket_exists'),
    },
  }),
  getBucket: onBucket('get', '/bucket/{id}', {
    summary: 'One bucket (admin)',
    request: { params: bucketParam },
  }),
  updateBucket: onBucket('put', '/bucket/{id}', {
    summary: 'Change a bucket; existing objects are kept as they are (admin)',
    request: { params: bucketParam, ...jsonBody(updateBucketSchema) },
  }),
  deleteBucket: onBucket('delete', '/bucket/{id}', {
    summary: 'Delete an empty bucket (admin)',
    request: { params: bucketParam },
    more: { 409: errorResponse('storage.bucket_not_empty') },
  }),
  emptyBucket: createRoute({
    method: 'post',
    path: '/bucket/{id}/empty',
    tags: ['storage'],
    summary: 'Remove every object of a bucket, whoever owns it; the bucket stays (admin)',
    request: { params: bucketParam },
    responses: {
      200: json('How many objects went', z.object({ message: z.string(), removed: z.number() })),
      ...failures,
    },
  }),
  list: createRoute({
    method: 'post',
    path: '/object/list/{bucket}',
    tags: ['storage'],
    summary:
      'One folder: sub-folders (id null) then objects; limit 100, offset 0, by name ascending by default',
    request: { params: z.object({ bucket: z.string() }), ...jsonBody(listObjectsSchema) },
    responses: {
      200: json('Entries', z.object({ entries: z.array(listEntrySchema) })),
      ...failures,
    },
  }),
  move: createRoute({
    method: 'post',
    path: '/object/move',
    tags: ['storage'],
    summary: 'Rename an object inside its bucket',
    request: jsonBody(moveObjectSchema),
    responses: { 200: objectOut, ...failures, 409: errorResponse('storage.object_exists') },
  }),
  copy: createRoute({
    method: 'post',
    path: '/object/copy',
    tags: ['storage'],
    summary: 'Copy an object inside its bucket; the copy is yours',
    request: jsonBody(moveObjectSchema),
    responses: {
      200: json('The copy', z.object({ object: storageObjectSchema, Key: storageJsKey })),
      ...failures,
      409: errorResponse('storage.object_exists'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/object/{bucket}',
    tags: ['storage'],
    summary: 'Remove several objects; answers with those removed (others are not yours or gone)',
    request: { params: z.object({ bucket: z.string() }), ...jsonBody(removeObjectsSchema) },
    responses: {
      200: json('Removed', z.object({ objects: z.array(storageObjectSchema) })),
      ...failures,
    },
  }),
}

const uploadDoc = {
  path: '/object/{bucket}/{path}',
  tags: ['storage'],
  request: uploadRequest,
  responses: uploadResponses,
}

/** The routes whose path ends in an object path (with slashes): plain Hono, documented here. */
const documentedOnly = [
  {
    method: 'post' as const,
    path: '/object/sign/{bucket}/{path}',
    tags: ['storage'],
    summary: 'A link that downloads the object without a session until it expires',
    request: { params: objectPathParams, ...jsonBody(signObjectSchema) },
    responses: { 200: json('Signed link', signedUrlSchema), ...failures },
  },
  {
    method: 'get' as const,
    path: '/object/signed/{bucket}/{path}',
    tags: ['storage'],
    summary: 'Download through a signed link (no session)',
    request: {
      params: objectPathParams,
      query: z.object({ token: z.string(), download: z.string().optional() }),
    },
    responses: {
      200: { description: 'The bytes', content: { '*/*': { schema: binary } } },
      403: errorResponse('storage.invalid_signature or storage.url_expired'),
      404: failures[404],
    },
  },
  {
    ...uploadDoc,
    method: 'post' as const,
    summary:
      'Upload: the raw body (Content-Type is the file’s) or multipart form-data with the file in ' +
      'a field named file or with an empty name. x-upsert: true replaces; cache-control (or the ' +
      'form’s cacheControl) defaults to max-age=3600',
  },
  {
    ...uploadDoc,
    method: 'put' as const,
    summary:
      'Replace an object’s content (storage-js update): as an upload, 404 when none is there',
  },
  {
    method: 'get' as const,
    path: '/object/{bucket}/{path}',
    tags: ['storage'],
    summary: 'Download (public buckets without a session); ?download forces a file save',
    request: { params: objectPathParams, query: z.object({ download: z.string().optional() }) },
    responses: {
      200: { description: 'The bytes', content: { '*/*': { schema: binary } } },
      304: { description: 'Not modified (If-None-Match)' },
      ...failures,
    },
  },
]

export function storageRoutes({ auth, storage }: { auth: Auth; storage: StorageService }) {
  const admin = (c: Context) => requireRole(auth, c, ['admin'])
  // Before the body is read: the bucket's own limit (the server's for an unknown bucket, which
  // the handler then answers with 404).
  const bodyLimitOfBucket = uploadBodyLimit((c) => storage.uploadLimit(objectPathOf(c).bucketId))

  const router = createRouter()
  for (const route of documentedOnly) router.openAPIRegistry.registerPath(route)
  // First: their paths would otherwise read as an object's in a bucket named `info`, `public`…
  router.route('/', storageLinkRoutes({ auth, storage, bodyLimitOfBucket }))

  return (
    router
      .openapi(routes.listBuckets, async (c) => {
        await admin(c)
        return c.json({ buckets: await storage.listBuckets() }, 200)
      })
      .openapi(routes.createBucket, async (c) => {
        const user = await admin(c)
        const input = c.req.valid('json')
        const bucket = await storage.createBucket({
          actorId: user.id,
          input: { id: input.id, ...settingsOf(input.id, input) },
        })
        return c.json({ bucket }, 201)
      })
      .openapi(routes.getBucket, async (c) => {
        await admin(c)
        return c.json({ bucket: await storage.getBucket(c.req.valid('param').id) }, 200)
      })
      .openapi(routes.updateBucket, async (c) => {
        const user = await admin(c)
        const { id } = c.req.valid('param')
        const bucket = await storage.updateBucket({
          actorId: user.id,
          id,
          input: settingsOf(id, c.req.valid('json')),
        })
        return c.json({ bucket }, 200)
      })
      .openapi(routes.emptyBucket, async (c) => {
        const user = await admin(c)
        const { id } = c.req.valid('param')
        const { removed } = await storage.emptyBucket({ actorId: user.id, id })
        return c.json({ message: 'Successfully emptied', removed }, 200)
      })
      .openapi(routes.deleteBucket, async (c) => {
        const user = await admin(c)
        const bucket = await storage.deleteBucket({ actorId: user.id, id: c.req.valid('param').id })
        return c.json({ bucket }, 200)
      })
      // Before the upload route: `/object/list/x` would otherwise be an upload to bucket "list"
      // (those names are reserved for buckets).
      .openapi(routes.list, async (c) => {
        const user = await requireUser(auth, c)
        const entries = await storage.listObjects({
          actor: user,
          bucketId: c.req.valid('param').bucket,
          options: c.req.valid('json'),
        })
        return c.json({ entries }, 200)
      })
      .openapi(routes.move, async (c) => {
        const user = await requireUser(auth, c)
        return c.json(
          { object: await storage.moveObject({ actor: user, ...c.req.valid('json') }) },
          200,
        )
      })
      .openapi(routes.copy, async (c) => {
        const user = await requireUser(auth, c)
        const object = await storage.copyObject({ actor: user, ...c.req.valid('json') })
        return c.json({ object, Key: `${object.bucketId}/${object.name}` }, 200)
      })
      .openapi(routes.remove, async (c) => {
        const user = await requireUser(auth, c)
        const objects = await storage.removeObjects({
          actor: user,
          bucketId: c.req.valid('param').bucket,
          names: c.req.valid('json').prefixes,
        })
        return c.json({ objects }, 200)
      })
      .post('/object/sign/:bucket/:path{.+}', validated('json', signObjectSchema), async (c) => {
        const user = await requireUser(auth, c)
        const { expiresIn } = c.req.valid('json')
        return c.json(await storage.signedUrl({ actor: user, ...objectPathOf(c), expiresIn }), 200)
      })
      .get('/object/signed/:bucket/:path{.+}', validated('query', signedQuery), async (c) => {
        const { token } = c.req.valid('query')
        return serveObject(c, await storage.getSignedObject({ ...objectPathOf(c), token }))
      })
      .post(
        '/object/:bucket/:path{.+}',
        bodyLimitOfBucket,
        validated('header', uploadHeadersSchema),
        async (c) => {
          const headers = c.req.valid('header')
          const user = await requireUser(auth, c)
          const mode = { upsert: headers['x-upsert'] }
          return storeUpload({ c, storage, actor: user, headers, mode })
        },
      )
      .put(
        '/object/:bucket/:path{.+}',
        bodyLimitOfBucket,
        validated('header', uploadHeadersSchema),
        async (c) => {
          const user = await requireUser(auth, c)
          const headers = c.req.valid('header')
          const mode = { upsert: true, mustExist: true }
          return storeUpload({ c, storage, actor: user, headers, mode })
        },
      )
      .get('/object/:bucket/:path{.+}', async (c) => {
        // Public buckets are read without a session.
        const actor = await currentUser(auth, c)
        return serveObject(c, await storage.getObject({ actor, ...objectPathOf(c) }))
      })
  )
}
