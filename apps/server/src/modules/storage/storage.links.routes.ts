import { createRoute, z } from '@hono/zod-openapi'
import { signedUrlEntrySchema, signObjectsSchema, storageObjectSchema } from '@reserva/shared'
import type { MiddlewareHandler } from 'hono'
import { AppError } from '../../lib/errors.ts'
import { createRouter, errorResponse, json, jsonBody, validated } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireUser } from '../auth/session.ts'
import { serveObject } from './object-response.ts'
import {
  binary,
  failures,
  objectPathOf,
  objectPathParams,
  storeUpload,
  uploadRequest,
  uploadResponses,
} from './storage.route-parts.ts'
import type { StorageService } from './storage.service.ts'
import { uploadHeadersSchema } from './upload-body.ts'

const signMany = createRoute({
  method: 'post',
  path: '/object/sign/{bucket}',
  tags: ['storage'],
  summary:
    'Links for several objects at once (storage-js createSignedUrls); a path you may not read ' +
    'gets an error instead of a link',
  request: { params: z.object({ bucket: z.string() }), ...jsonBody(signObjectsSchema) },
  responses: { 200: json('One entry per path', z.array(signedUrlEntrySchema)), ...failures },
})

const tokenQuery = z.object({ token: z.string().default('') })

/** The routes with object paths: plain Hono, documented here. */
const documentedOnly = [
  {
    method: 'get' as const,
    path: '/object/info/{bucket}/{path}',
    tags: ['storage'],
    summary: 'What is known of an object, without its bytes (storage-js info and exists)',
    request: { params: objectPathParams },
    responses: {
      200: json(
        'The object',
        storageObjectSchema.extend({ contentType: z.string(), lastModified: z.string() }),
      ),
      ...failures,
    },
  },
  {
    method: 'get' as const,
    path: '/object/public/{bucket}/{path}',
    tags: ['storage'],
    summary: 'Download from a public bucket (storage-js getPublicUrl); 404 for a private one',
    request: { params: objectPathParams, query: z.object({ download: z.string().optional() }) },
    responses: {
      200: { description: 'The bytes', content: { '*/*': { schema: binary } } },
      404: failures[404],
    },
  },
  {
    method: 'post' as const,
    path: '/object/upload/sign/{bucket}/{path}',
    tags: ['storage'],
    summary:
      'A link that uploads this one path as you, without a session, for two hours ' +
      '(storage-js createSignedUploadUrl); x-upsert: true lets it replace',
    request: {
      params: objectPathParams,
      headers: z.object({ 'x-upsert': z.enum(['true', 'false']).optional() }),
    },
    responses: {
      200: json(
        'The link',
        z.object({
          url: z.string().describe('From the storage base URL on'),
          token: z.string(),
          expiresAt: z.string(),
        }),
      ),
      ...failures,
      409: errorResponse('storage.object_exists'),
    },
  },
  {
    method: 'put' as const,
    path: '/object/upload/sign/{bucket}/{path}',
    tags: ['storage'],
    summary: 'Upload through a signed upload link (no session), with the rights of who signed it',
    request: { ...uploadRequest, query: tokenQuery },
    responses: {
      ...uploadResponses,
      403: errorResponse('storage.invalid_signature, storage.url_expired, forbidden'),
    },
  },
]

/**
 * The routes storage-js reaches beyond plain reads and writes: object info, public links,
 * several signed links at once, and signed uploads. storageRoutes mounts them first.
 */
export function storageLinkRoutes({
  auth,
  storage,
  bodyLimitOfBucket,
}: {
  auth: Auth
  storage: StorageService
  bodyLimitOfBucket: MiddlewareHandler
}) {
  const router = createRouter()
  for (const route of documentedOnly) router.openAPIRegistry.registerPath(route)

  return router
    .openapi(signMany, async (c) => {
      const user = await requireUser(auth, c)
      const { bucket } = c.req.valid('param')
      const { expiresIn, paths } = c.req.valid('json')
      const entries: z.infer<typeof signedUrlEntrySchema>[] = []
      for (const path of paths) {
        try {
          const link = await storage.signedUrl({
            actor: user,
            bucketId: bucket,
            name: path,
            expiresIn,
          })
          entries.push({ path, signedURL: link.signedURL, signedUrl: link.signedUrl, error: null })
        } catch (error) {
          // A path that cannot be read (or is not there) gets an error in its place, the others
          // still get links; the path is not repeated (storage-js reads `path` as nullable).
          if (!(error instanceof AppError) || error.status >= 500) throw error
          entries.push({ path: null, signedURL: null, signedUrl: null, error: error.message })
        }
      }
      return c.json(entries, 200)
    })
    .get('/object/info/:bucket/:path{.+}', async (c) => {
      const user = await requireUser(auth, c)
      const { object } = await storage.getObject({ actor: user, ...objectPathOf(c) })
      return c.json(
        { ...object, contentType: object.mimeType, lastModified: object.updatedAt },
        200,
      )
    })
    .get('/object/public/:bucket/:path{.+}', async (c) =>
      serveObject(c, await storage.getPublicObject(objectPathOf(c))),
    )
    .post('/object/upload/sign/:bucket/:path{.+}', async (c) => {
      const user = await requireUser(auth, c)
      const { bucketId, name } = objectPathOf(c)
      const upsert = c.req.header('x-upsert') === 'true'
      const { token, expiresAt } = await storage.signUpload({ actor: user, bucketId, name, upsert })
      // storage-js reads the token back out of `url`; it puts the path through encodeURI itself.
      return c.json(
        { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token, expiresAt },
        200,
      )
    })
    .put(
      '/object/upload/sign/:bucket/:path{.+}',
      validated('query', tokenQuery),
      bodyLimitOfBucket,
      validated('header', uploadHeadersSchema),
      async (c) => {
        const { actor, upsert } = storage.uploadGrant({
          ...objectPathOf(c),
          token: c.req.valid('query').token,
        })
        const headers = c.req.valid('header')
        return storeUpload({ c, storage, actor, headers, mode: { upsert } })
      },
    )
}
