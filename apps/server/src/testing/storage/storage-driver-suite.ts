import { afterAll, beforeAll, describe } from 'vitest'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { signUpAs } from '../auth-helpers.ts'
import { accessCases } from './storage-driver-suite.access.ts'
import {
  type DriverUnderTest,
  requestsOf,
  type SuiteContext,
} from './storage-driver-suite.context.ts'
import { managingCases } from './storage-driver-suite.managing.ts'
import { refusalCases } from './storage-driver-suite.refusals.ts'
import { uploadCases } from './storage-driver-suite.uploads.ts'
import { createStorageTestApp } from './storage-test-app.ts'

export { type DriverUnderTest, filesUnder } from './storage-driver-suite.context.ts'

/**
 * The storage behaviour every driver must show, through HTTP (DESIGN §6): a
 * shared suite that each driver's test file runs with its own driver (storage.local.test.ts,
 * storage.s3.test.ts). The cases run in this order on one app and build on what earlier ones
 * stored.
 */
export function describeStorageDriverSuite(name: string, setup: () => Promise<DriverUnderTest>) {
  describe(`storage on the ${name} driver`, () => {
    // Filled in by beforeAll; the cases read it when they run.
    const s = { clock: Date.now(), afterPut: undefined } as SuiteContext

    beforeAll(async () => {
      s.d = await setup()
      const { d } = s
      const hooked: StorageDriver = {
        ...d.driver,
        async put(key, body, meta) {
          await d.driver.put(key, body, meta)
          await s.afterPut?.()
        },
      }
      s.t = await createStorageTestApp({
        driver: hooked,
        clock: { now: () => new Date(s.clock) },
        maxFileSize: 256 * 1024,
      })
      s.admin = (await signUpAs(s.t, 'admin')).cookie
      s.operator = (await signUpAs(s.t, 'operator')).cookie
      s.alice = await signUpAs(s.t, 'customer', 'Alice')
      s.bob = await signUpAs(s.t, 'customer', 'Bob')
      const { createBucket } = requestsOf(s)
      await createBucket({ id: 'docs' })
      await createBucket({ id: 'avatars', public: true })
      await createBucket({ id: 'small', fileSizeLimit: 10 })
      await createBucket({ id: 'images', allowedMimeTypes: ['image/png', 'image/jpeg'] })
      await createBucket({ id: 'pictures', allowedMimeTypes: ['image/*'] })
    })
    afterAll(async () => {
      await s.t?.close()
      await s.d?.close()
    })

    uploadCases(s)
    managingCases(s)
    refusalCases(s)
    accessCases(s)
  })
}
