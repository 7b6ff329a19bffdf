import type { Tx } from '../db/client.ts'
import { writeAtCommit } from '../db/write-at-commit.ts'
import type { DomainEvent, DomainEventType, EventBus } from './domain-events.ts'

/**
 * An outbox fed by domain events (webhook deliveries, calendar writes): for each event of
 * `types`, `queue` writes its rows on the transaction that published it, sent with the COMMIT
 * (`writeAtCommit`, decision 029), so the change waits for no extra round trip and never commits
 * without its rows; `onQueued` wakes the outbox's worker after the commit when any row was
 * written. `queue` answers the rows written, or nothing when the event asks for none.
 */
export function queueAtCommit<K extends DomainEventType>({
  events,
  types,
  queue,
  onQueued,
}: {
  events: EventBus
  types: readonly K[]
  queue: (event: DomainEvent<K>, tx: Tx) => PromiseLike<unknown[]> | undefined
  onQueued: () => void
}) {
  const queued = new WeakMap<object, PromiseLike<unknown[]>>()
  const unsubscribe = [
    events.inTransaction(types, async (event, tx) => {
      const write = queue(event, tx)
      if (!write) return
      // One promise of it: awaited here and after the commit alike.
      const answer = Promise.resolve(write)
      queued.set(event, answer)
      await writeAtCommit(tx, answer)
    }),
    events.afterCommit(types, async (event) => {
      const rows = await queued.get(event)
      if (rows && rows.length > 0) onQueued()
    }),
  ]
  return () => {
    for (const off of unsubscribe) off()
  }
}
