import type { Db, Tx } from './client.ts'
import { transaction } from './prepared.ts'

const lateWrites = new WeakMap<Tx, Promise<unknown>[]>()
/** Per transaction, what `gatherAtCommit` holds: each key's items and how they are sent. */
const gathered = new WeakMap<Tx, Map<object, Gathered>>()
interface Gathered {
  items: unknown[]
  send: (all: unknown[]) => PromiseLike<unknown>
}
const noop = () => {}

/** The first of `writes` that failed, once all have been answered. */
async function firstFailure(writes: Promise<unknown>[]): Promise<{ error: unknown } | undefined> {
  const failed = (await Promise.allSettled(writes)).find((s) => s.status === 'rejected')
  return failed && { error: failed.reason }
}

/**
 * `transaction(db, work)` (prepared.ts), in which `writeAtCommit` need not wait for a write's answer: the write
 * goes with the COMMIT (on PostgreSQL in node-postgres's pipeline, decision 029), and its answer
 * is checked once the COMMIT is answered. A write that failed aborted the transaction, and
 * PostgreSQL answers the COMMIT after it as a ROLLBACK: nothing was written, and the write's error
 * is thrown, as it would have been had it been awaited.
 */
export async function transactionWithLateWrites<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const writes: Promise<unknown>[] = []
  let result: T
  try {
    result = await transaction(db, async (tx) => {
      lateWrites.set(tx, writes)
      const held = new Map<object, Gathered>()
      gathered.set(tx, held)
      try {
        const answer = await work(tx)
        for (const { items, send } of held.values()) sendLate(writes, send(items))
        return answer
      } finally {
        lateWrites.delete(tx)
        gathered.delete(tx)
      }
    })
  } catch (error) {
    // A statement after a failed write fails with "current transaction is aborted": the write's
    // own error says why.
    throw (await firstFailure(writes))?.error ?? error
  }
  const failure = await firstFailure(writes)
  if (failure) throw failure.error
  return result
}

/**
 * Sends `write` (a statement's pending answer) on `tx` and goes on without its answer, which
 * `transactionWithLateWrites` checks after the COMMIT. For a write whose answer nothing reads (a
 * mail put in the outbox). Waits for it on any other transaction.
 */
export async function writeAtCommit(tx: Tx, write: PromiseLike<unknown>): Promise<void> {
  const writes = lateWrites.get(tx)
  if (!writes) {
    await write
    return
  }
  sendLate(writes, write)
}

function sendLate(writes: Promise<unknown>[], write: PromiseLike<unknown>) {
  // One promise of it: a drizzle query is sent each time it is awaited.
  const answer = Promise.resolve(write)
  answer.catch(noop)
  writes.push(answer)
}

/**
 * Holds `items` under `key` until the transaction's work is done, then sends every item held
 * under `key` as one write, `send(all)`, with the COMMIT: many events' items (their live notices)
 * cost one statement. On any other transaction `send(items)` is sent and awaited at once.
 */
export async function gatherAtCommit<T>(
  tx: Tx,
  key: object,
  items: T[],
  send: (all: T[]) => PromiseLike<unknown>,
): Promise<void> {
  const held = gathered.get(tx)
  if (!held) {
    await send(items)
    return
  }
  const entry = held.get(key)
  if (entry) entry.items.push(...items)
  else held.set(key, { items: [...items], send: send as Gathered['send'] })
}
