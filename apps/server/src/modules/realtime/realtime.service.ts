import type { Database } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import type { Logger } from '../../lib/logger.ts'
import { type Auth, sessionCacheOf } from '../auth/auth.ts'
import { createRealtimeForwarding } from './realtime.forwarding.ts'
import { createRealtimeHub } from './realtime.hub.ts'
import type { RealtimeLimits } from './realtime.limits.ts'
import { createTokenVerifier } from './realtime.tokens.ts'

/**
 * The live-updates server of this process: the sockets, how changes reach them, and
 * what the rest of the server calls. `start()` before serving (it opens the LISTEN connection on
 * PostgreSQL); `close()` when shutting down.
 */
export function createRealtime({
  auth,
  database,
  events,
  logger,
  publicUrl,
  limits,
  clock,
}: {
  auth: Auth
  clock: Clock
  database: Database
  events: EventBus
  logger: Logger
  publicUrl: string
  limits?: Partial<RealtimeLimits>
}) {
  const hub = createRealtimeHub({
    db: database.db,
    verify: createTokenVerifier({ auth, publicUrl }),
    logger,
    limits,
    clock,
  })
  const forwarding = createRealtimeForwarding({
    events,
    hub,
    database,
    logger,
    // A user's access changed in some process: this one's cached sessions of them go too.
    forgetSessions: (userId) => sessionCacheOf(auth).forget(userId),
  })
  return {
    hub,
    start: () => forwarding.start(),
    /** Better Auth's `onAccessChanged`: re-check that user's sockets, in every process. */
    accessChanged: (userId: string) => forwarding.accessChanged(userId),
    async close() {
      hub.close()
      await forwarding.stop()
    },
  }
}

export type Realtime = ReturnType<typeof createRealtime>
