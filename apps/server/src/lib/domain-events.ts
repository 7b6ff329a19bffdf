import type { Db, Tx } from '../db/client.ts'
import { transactionWithLateWrites } from '../db/write-at-commit.ts'
import type { Clock } from './clock.ts'
import type { Logger } from './logger.ts'

/**
 * What happened in the domain, by name. An event says what changed (ids and the few facts a
 * subscriber needs to route it), not the whole record: subscribers read what they need. Each
 * module adds its events to this interface (declaration merging keeps the list with the module):
 *
 * ```ts
 * declare module '../../lib/domain-events.ts' {
 *   interface DomainEvents { 'booking.created': { bookingId: string; customerId: string } }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module through declaration merging
export interface DomainEvents {}

export type DomainEventType = keyof DomainEvents & string
export type DomainEvent<K extends DomainEventType = DomainEventType> = {
  [T in K]: { type: T } & DomainEvents[T]
}[K]

type InTransactionHandler<K extends DomainEventType> = (
  event: DomainEvent<K>,
  tx: Tx,
) => Promise<void> | void
type CommittedHandler<K extends DomainEventType> = (event: DomainEvent<K>) => Promise<void> | void

/**
 * The one seam for side effects (docs/decisions/006-domain-events.md). Services publish events on
 * the transaction that made the change:
 * - `inTransaction` subscribers run at once, on that transaction: what must commit or roll back
 *   with the change (a mail into the outbox, a NOTIFY to other processes);
 * - `afterCommit` subscribers run once the transaction has committed: what may be lost in a crash
 *   and must never see a change that rolled back (live messages, waking the mail worker). Their
 *   failures are logged, never thrown at the request that made the change.
 */
export interface EventBus {
  inTransaction<K extends DomainEventType>(
    types: K | readonly K[],
    handler: InTransactionHandler<K>,
  ): () => void
  afterCommit<K extends DomainEventType>(
    types: K | readonly K[] | '*',
    handler: CommittedHandler<K>,
  ): () => void
  /** Runs `work` in a transaction whose events reach `afterCommit` subscribers after it commits. */
  transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T>
  /** Publishes on `tx`, which must come from `transaction()`: a mistake to publish outside one. */
  publish(tx: Tx, event: DomainEvent): Promise<void>
}

/** Inside the bus every event is just something with a type (there may be none declared yet). */
type AnyEvent = { type: string }
type AnyInTransactionHandler = (event: AnyEvent, tx: Tx) => Promise<void> | void
type AnyCommittedHandler = (event: AnyEvent) => Promise<void> | void

/** What a module's mail subscribers need (`register<Module>Subscribers`). */
export interface MailSubscriberDeps {
  events: EventBus
  publicUrl: string
  /** Wakes the mail worker once a transaction that queued mail has committed. */
  onMailQueued: () => void
  /** The time a queued mail is due from. */
  clock: Clock
}

export function createEventBus({ logger }: { logger: Logger }): EventBus {
  const inTransaction = new Map<string, AnyInTransactionHandler[]>()
  const committed = new Map<string, AnyCommittedHandler[]>()
  const pending = new WeakMap<Tx, AnyEvent[]>()

  const add = <H>(map: Map<string, H[]>, types: string | readonly string[], handler: H) => {
    const list = typeof types === 'string' ? [types] : types
    for (const type of list) map.set(type, [...(map.get(type) ?? []), handler])
    return () => {
      for (const type of list)
        map.set(
          type,
          (map.get(type) ?? []).filter((h) => h !== handler),
        )
    }
  }

  async function dispatch(event: AnyEvent) {
    for (const handler of [...(committed.get(event.type) ?? []), ...(committed.get('*') ?? [])]) {
      try {
        await handler(event)
      } catch (error) {
        logger.error({ err: error, event: event.type }, 'a subscriber failed after commit')
      }
    }
  }

  return {
    inTransaction: (types, handler) =>
      add(inTransaction, types, handler as unknown as AnyInTransactionHandler),
    afterCommit: (types, handler) =>
      add(committed, types, handler as unknown as AnyCommittedHandler),

    async transaction(db, work) {
      // A fresh list per attempt: a transaction retried after a deadlock publishes only once.
      const events: AnyEvent[] = []
      const result = await transactionWithLateWrites(db, async (tx) => {
        pending.set(tx, events)
        try {
          return await work(tx)
        } finally {
          pending.delete(tx)
        }
      })
      for (const event of events) await dispatch(event)
      return result
    },

    async publish(tx, published) {
      const event = published as AnyEvent
      const events = pending.get(tx)
      if (!events) {
        throw new Error(
          `${event.type} published on a transaction not opened by events.transaction()`,
        )
      }
      events.push(event)
      for (const handler of inTransaction.get(event.type) ?? []) await handler(event, tx)
    },
  }
}
