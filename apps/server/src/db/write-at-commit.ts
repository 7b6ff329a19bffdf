import type { Db, Tx } from './client.ts'

const lateWrites = new WeakMap<Tx, Promise<unknown>[]>()
const noop = () => {}

/** The first of `writes` that failed, once all have been answered. */
async function firstFailure(writes: Promise<unknown>[]): Promise<{ error: unknown } | undefined> {
  const failed = (await Promise.allSettled(writes)).find((s) => s.status === 'rejected')
  return failed && { error: failed.reason }
}

/**
 * `db.transaction(work)`, in which `writeAtCommit` need not wait for a write's answer: the write
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
    result = await db.transaction(async (tx) => {
      lateWrites.set(tx, writes)
      try {
        return await work(tx)
      } finally {
        lateWrites.delete(tx)
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
  // One promise of it: a drizzle query is sent each time it is awaited.
  const answer = Promise.resolve(write)
  const writes = lateWrites.get(tx)
  if (!writes) {
    await answer
    return
  }
  answer.catch(noop)
  writes.push(answer)
}
