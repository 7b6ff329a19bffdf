import type pg from 'pg'

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
