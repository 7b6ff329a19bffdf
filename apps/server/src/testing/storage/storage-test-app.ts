import type { ErrorHandler } from 'hono'
import { type Clock, systemClock } from '../../lib/clock.ts'
import { createRouter } from '../../lib/http.ts'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import type { BucketPolicies } from '../../modules/storage/storage.policy.ts'
import { storageRoutes } from '../../modules/storage/storage.routes.ts'
import { createStorageService, storageBasePath } from '../../modules/storage/storage.service.ts'
import { createTestApp, type TestApp, testBaseUrl } from '../create-test-app.ts'

/**
 * The test app with the storage routes mounted at /api/v1/storage, as app.ts mounts them. They
 * are put in front of the app (whose /api/* catch-all would answer first if they came after it)
 * and share its error handler, so errors have the app's shape.
 */
export async function createStorageTestApp({
  driver,
  clock = systemClock,
  maxFileSize = 1024 * 1024,
  policies,
}: {
  driver: StorageDriver
  clock?: Clock
  maxFileSize?: number
  /** Tighter quotas than the real ones, so a test can reach them. */
  policies?: BucketPolicies
}) {
  const t = await createTestApp({ demo: false })
  const storage = createStorageService({
    db: t.db,
    driver,
    signingSecret: 'storage-test-secret-storage-test-secret',
    publicUrl: testBaseUrl,
    maxFileSize,
    clock,
    ...(policies ? { policies } : {}),
  })
  const app = createRouter()
  app.route(storageBasePath, storageRoutes({ auth: t.auth, storage }))
  app.route('/', t.app)
  // Hono keeps the handler in a field TypeScript calls private; this is the app's own onError.
  app.onError((t.app as unknown as { errorHandler: ErrorHandler }).errorHandler)
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', testBaseUrl)
    return app.request(new URL(path, testBaseUrl).toString(), { ...init, headers })
  }
  const storageApp: TestApp & { storage: typeof storage; app: typeof app } = {
    ...t,
    app,
    storage,
    request,
  }
  return storageApp
}
