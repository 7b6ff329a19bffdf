import type { Config } from '../../env.ts'
import type { Installation } from './backup.service.ts'

/** What a backup or a restore needs of the configuration npm start would use. */
export const installationOf = (config: Config): Installation => ({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  storageDriver: config.storage.driver,
  authSecretFromEnv: Boolean(config.authSecret),
})
