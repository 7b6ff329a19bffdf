import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { createS3Driver } from '../../lib/storage/s3-driver.ts'
import {
  describeStorageDriverSuite,
  filesUnder,
} from '../../testing/storage/storage-driver-suite.ts'

const objectSuffix = '._S3rver_object'

// The same suite against a local S3-compatible server (s3rver checks request signatures).
describeStorageDriverSuite('S3', async () => {
  const base = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'reserva-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(base, 's3'),
    configureBuckets: [{ name: 'reserva' }],
  })
  const { port } = await server.run()
  const prefix = 'site-a/'
  const stored = async () =>
    (await filesUnder(path.join(base, 's3', 'reserva'))).filter((f) => f.endsWith(objectSuffix))
  return {
    driver: createS3Driver({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'reserva',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
      tmpDir: path.join(base, 'spool'),
    }),
    storedKeys: async () =>
      (await stored()).map((f) => {
        if (!f.startsWith(prefix)) throw new Error(`stored outside the prefix: ${f}`)
        return f.slice(prefix.length, -objectSuffix.length)
      }),
    // s3rver keeps metadata beside each object; anything else (or a spool file) is a stray.
    strayFiles: async () =>
      (await filesUnder(base)).filter(
        (f) => !/^s3\/reserva\/site-a\/[^/]+\/[^/]+\._S3rver_/.test(f),
      ),
    close: async () => {
      await server.close()
      await fs.promises.rm(base, { recursive: true, force: true })
    },
  }
})
