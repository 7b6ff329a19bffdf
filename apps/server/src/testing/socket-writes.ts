import { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { vi } from 'vitest'

type Socket = {
  _write(chunk: Buffer, encoding: string, callback: () => void): void
  _writev(chunks: { chunk: Buffer }[], callback: () => void): void
}

/**
 * The bytes of each socket write that each connection `pool` hands out from now on makes, by
 * connection in the order they were first taken, until `stop` is called. A transaction's
 * connection is the one whose writes hold its BEGIN (`transactionWrites`).
 */
export function recordSocketWrites(pool: pg.Pool) {
  const byConnection = new Map<pg.PoolClient, string[]>()
  const restores: (() => void)[] = []
  const onAcquire = (client: pg.PoolClient) => {
    if (byConnection.has(client)) return
    const writes: string[] = []
    byConnection.set(client, writes)
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream
    const { _write, _writev } = socket
    socket._write = function (chunk, encoding, callback) {
      writes.push(chunk.toString('latin1'))
      return _write.call(this, chunk, encoding, callback)
    }
    socket._writev = function (chunks, callback) {
      writes.push(chunks.map(({ chunk }) => chunk.toString('latin1')).join(''))
      return _writev.call(this, chunks, callback)
    }
    restores.push(() => {
      socket._write = _write
      socket._writev = _writev
    })
  }
  pool.on('acquire', onAcquire)
  return {
    connections: () => [...byConnection.values()],
    /** The writes of the connections that began a transaction. */
    transactionWrites: () =>
      [...byConnection.values()].filter((writes) => writes.some((w) => w.includes('begin'))),
    stop() {
      pool.off('acquire', onAcquire)
      for (const restore of restores) restore()
    },
  }
}

/** A batch that opens a transaction: it holds a BEGIN (a simple query, `pipelineBegin`'s). */
const opensTransaction = (batch: string) => /Q[\s\S]{4}begin\0/.test(batch)
/** A batch that ends one: the COMMIT or ROLLBACK, a simple query, comes last. */
const endsTransaction = (batch: string) => /Q[\s\S]{4}(commit|rollback)\0$/.test(batch)

/**
 * PGlite's counterpart of `recordSocketWrites`: the batches of protocol messages that its one
 * connection (`PgliteConnection`) hands to PGlite from now on, each one call, until `stop` is
 * called. `transactionWrites` gives each transaction's calls, from its BEGIN to its end.
 */
export function recordPgliteCalls() {
  const calls = vi.spyOn(PGlite.prototype, 'execProtocolRawStream')
  // Kept when the recording stops: the spy forgets its calls when it is restored.
  let recorded: string[] | undefined
  const batches = () =>
    recorded ??
    calls.mock.calls.map(([batch]) => Buffer.from(batch as Uint8Array).toString('latin1'))
  return {
    transactionWrites: () => {
      const transactions: string[][] = []
      let open: string[] | undefined
      for (const batch of batches()) {
        if (!open && opensTransaction(batch)) open = []
        if (!open) continue
        open.push(batch)
        if (endsTransaction(batch)) {
          transactions.push(open)
          open = undefined
        }
      }
      return transactions
    },
    stop() {
      recorded = batches()
      calls.mockRestore()
    },
  }
}
