import { getCurrentDBAdapterAsyncLocalStorage } from '@better-auth/core/context'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Db, Tx } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { type Auth, authTables } from '../auth/auth.ts'

type AdapterStore = Parameters<
  Awaited<ReturnType<typeof getCurrentDBAdapterAsyncLocalStorage>>['run']
>[0]

/**
 * Runs `work` in one transaction of ours in which Better Auth's own calls (`auth.api.setRole`,
 * `banUser`, `createUser`…) read and write through the same transaction, so the change and its
 * audit row commit or roll back together.
 *
 * Better Auth looks its database adapter up in an AsyncLocalStorage before every query
 * (`getCurrentAdapter`, the mechanism of its own `runWithTransaction`); here that store holds an
 * adapter bound to our transaction. Its database hooks' `after` parts are queued while a
 * transaction is active and run here once it has committed, never for one that rolled back.
 * The transaction is the event bus's, so `work` may publish domain events on it.
 */
export async function inAuthTransaction<T>(
  { db, auth, events }: { db: Db; auth: Auth; events: EventBus },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const storage = await getCurrentDBAdapterAsyncLocalStorage()
  let afterCommit: (() => Promise<void>)[] = []
  const result = await events.transaction(db, async (tx) => {
    // A fresh list per attempt, should the driver ever retry the transaction.
    afterCommit = []
    const adapter = drizzleAdapter(tx, { provider: 'pg', schema: authTables })(auth.options)
    const store = {
      adapter,
      pendingHooks: afterCommit,
      isTransactionActive: true,
    } as unknown as AdapterStore
    return storage.run(store, () => work(tx))
  })
  for (const hook of afterCommit) await hook()
  return result
}
