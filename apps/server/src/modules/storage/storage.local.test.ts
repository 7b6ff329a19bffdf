import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { createLocalDriver } from '../../lib/storage/local-driver.ts'
import { createTestApp, withApp } from '../../testing/create-test-app.ts'
import {
  describeStorageDriverSuite,
  filesUnder,
} from '../../testing/storage/storage-driver-suite.ts'
import { storageRoutes } from './storage.routes.ts'
import { createStorageService, storageBasePath } from './storage.service.ts'

describeStorageDriverSuite('local disk', async () => {
  const base = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-storage-'))
  const root = path.join(base, 'storage')
  return {
    driver: createLocalDriver({ root }),
    storedKeys: async () => (await filesUnder(root)).filter((f) => !f.startsWith('.tmp/')),
    strayFiles: async () =>
      (await filesUnder(base)).filter(
        (f) => !f.startsWith('storage/') || f.startsWith('storage/.tmp/'),
      ),
    close: () => fs.promises.rm(base, { recursive: true, force: true }),
  }
})

describe('the storage API description', () => {
  it('lists every storage route in the OpenAPI document', async () => {
    await withApp(createTestApp({ demo: false }), async (t) => {
      const storage = createStorageService({
        db: t.db,
        clock: t.clock,
        driver: createLocalDriver({ root: path.join(os.tmpdir(), 'reserva-unused') }),
        signingSecret: 'x'.repeat(32),
        publicUrl: 'http://localhost:3000',
        maxFileSize: 1024,
      })
      const app = new OpenAPIHono()
      app.route(storageBasePath, storageRoutes({ auth: t.auth, storage }))
      const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } })
      const paths = Object.fromEntries(
        Object.entries(doc.paths ?? {}).map(([p, item]) => [p, Object.keys(item ?? {}).sort()]),
      )
      expect(paths).toEqual({
        '/api/v1/storage/bucket': ['get', 'post'],
        '/api/v1/storage/bucket/{id}': ['delete', 'get', 'put'],
        '/api/v1/storage/bucket/{id}/empty': ['post'],
        '/api/v1/storage/object/sign/{bucket}': ['post'],
        '/api/v1/storage/object/info/{bucket}/{path}': ['get'],
        '/api/v1/storage/object/public/{bucket}/{path}': ['get'],
        '/api/v1/storage/object/upload/sign/{bucket}/{path}': ['post', 'put'],
        '/api/v1/storage/object/list/{bucket}': ['post'],
        '/api/v1/storage/object/move': ['post'],
        '/api/v1/storage/object/copy': ['post'],
        '/api/v1/storage/object/{bucket}': ['delete'],
        '/api/v1/storage/object/sign/{bucket}/{path}': ['post'],
        '/api/v1/storage/object/signed/{bucket}/{path}': ['get'],
        '/api/v1/storage/object/{bucket}/{path}': ['get', 'post', 'put'],
      })
    })
  })
})
