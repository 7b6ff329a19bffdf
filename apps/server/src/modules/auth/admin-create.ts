import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Config } from '../../env.ts'
import { systemClock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { judgePassword } from '../../lib/password-policy.ts'
import { loadAuthSecret } from '../../lib/secret.ts'
import { getPublicSettings } from '../settings/settings.service.ts'
import { users } from './auth.table.ts'
import { createAuth } from './auth.ts'

/** Creates a verified admin account, or makes the account with that address an admin. */
export async function createAdmin({
  database,
  config,
  logger,
  email,
  password,
  name,
}: {
  database: Database
  config: Config
  logger: Logger
  email: string
  password: string
  name: string
}): Promise<'created' | 'promoted'> {
  const address = email.trim().toLowerCase()
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, address))
  if (existing) {
    await database.db
      .update(users)
      .set({ role: 'admin', emailVerified: true })
      .where(eq(users.id, existing.id))
    return 'promoted'
  }
  const reasons = judgePassword(password, config.passwordPolicy)
  if (reasons.length > 0) throw new Error(`The password is too weak (${reasons.join(', ')}).`)
  const auth = createAuth({
    db: database.db,
    clock: systemClock,
    logger,
    config: {
      publicUrl: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
      secret: loadAuthSecret({ given: config.authSecret, dataDir: config.dataDir }),
      businessName: (await getPublicSettings(database.db)).name,
      passwordPolicy: config.passwordPolicy,
      adminEmails: config.adminEmails,
      rateLimit: false,
    },
    onMailQueued: () => {},
  })
  const { user } = await auth.api.signUpEmail({ body: { email: address, password, name } })
  await database.db
    .update(users)
    .set({ role: 'admin', emailVerified: true })
    .where(eq(users.id, user.id))
  return 'created'
}
