import path from 'node:path'
import type { StorageDriver } from './driver.ts'
import { createLocalDriver } from './local-driver.ts'
import { createS3Driver, type S3DriverConfig } from './s3-driver.ts'

export type { StorageBody, StorageDriver } from './driver.ts'
export { createLocalDriver } from './local-driver.ts'
export { createS3Driver, type S3DriverConfig } from './s3-driver.ts'

export type StorageConfig =
  | { driver: 'local'; dataDir: string }
  | ({ driver: 's3'; dataDir: string } & Omit<S3DriverConfig, 'tmpDir'>)

/** The driver the configuration asks for: local disk under DATA_DIR/storage, or S3. */
export function createStorageDriver(config: StorageConfig): StorageDriver {
  if (config.driver === 'local') {
    return createLocalDriver({ root: path.join(config.dataDir, 'storage') })
  }
  const { driver: _driver, dataDir, ...s3 } = config
  return createS3Driver({ ...s3, tmpDir: path.join(dataDir, 'storage-tmp') })
}
