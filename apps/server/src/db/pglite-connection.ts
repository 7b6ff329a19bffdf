import { EventEmitter } from 'node:events'
import type { PGlite } from '@electric-sql/pglite'
import { serialize } from 'pg-protocol'
import { Parser } from 'pg-protocol/dist/parser'

/**
 * node-postgres's connection to PGlite, in place of the one PGlite's adapter makes
 * (`createPgConfig`, `@electric-sql/pglite/node-postgres` 0.5), which it follows but for one thing:
 * the adapter hands each protocol message to the database in a call of its own, and a statement
 * run by name is four (Bind, Describe, Execute, Sync). Each call enters the WebAssembly module,
 * runs PostgreSQL's main loop and parses what it answered, and a booking made fourteen of them.
 * Here the messages written in one go (node-postgres writes a query's messages at once) leave
 * in one call at the end of the current microtask, which PostgreSQL's loop works through as it
 * does a socket's buffer (issue #11 item 4, docs/decisions/024). The pool runs node-postgres in
 * pipeline mode with `pipelineBegin`, as on PostgreSQL, so the queries of one turn of the event
 * loop leave together when it uncorks the connection (`stream`): a booking is two calls, as it is
 * two socket writes on PostgreSQL (docs/decisions/030).
 *
 * PostgreSQL's answer comes back as the bytes it wrote (`execProtocolRawStream`), and
 * node-postgres's own protocol code reads them, as it reads a socket's. PGlite's parser, which
 * its other calls run, copied the answer, then every string in it: most of the 11–13 % of a
 * booking's CPU that PGlite's JavaScript took (docs/decisions/027). PGlite keeps the raw handler after the call, so its own query methods would
 * lose their answers: `openPglite` keeps the instance to itself, behind this connection (nor are
 * PGlite's LISTEN callbacks run, which nothing here uses). The messages are emitted as
 * node-postgres's socket connection emits them, in order; an error is PostgreSQL's own
 * ErrorResponse, after which it skips to the Sync as it always does. PGlite is one connection:
 * the pool holds this one object (`max: 1`).
 */
export class PgliteConnection extends EventEmitter {
  /** node-postgres's statement bookkeeping (`Query.prepare`, `Client`). */
  parsedStatements: Record<string, string> = {}
  submittedNamedStatements: Record<string, string> = {}
  _connecting = false
  /**
   * Corked as a socket is, and counted as a socket counts: `pipelineBegin` corks it from a turn's
   * first query until the next turn, and node-postgres corks it around each statement's messages.
   * While corked, the messages wait; the last uncork sends them in one call (docs/decisions/030).
   */
  readonly stream = {
    destroy: () => this.end(),
    cork: () => {
      this.#corks++
    },
    uncork: () => {
      if (this.#corks > 0) this.#corks--
      this.#flush()
    },
  }
  #corks = 0
  readonly #pglite: PGlite
  /** Each call waits for the one before: PGlite answers in order, one at a time. */
  #queue: Promise<unknown>
  #pending: Uint8Array[] = []
  readonly #parser = new Parser()
  /** The answer of the call under way, as PGlite hands it over. */
  #answer: Buffer[] = []
  /**
   * One handler for every call: PGlite keeps the last one it was given, and a handler made per
   * call would keep that call's answer alive through the young-generation collections
   * (decision 026). The bytes are a view of PGlite's memory, valid only during the call.
   */
  readonly #receive = (bytes: Uint8Array) => {
    this.#answer.push(Buffer.from(bytes))
  }

  constructor(pglite: PGlite) {
    super()
    this.#pglite = pglite
    this.#queue = pglite.waitReady
  }

  async connect() {
    this._connecting = true
    await this.#pglite.waitReady
    process.nextTick(() => this.emit('readyForQuery'))
  }

  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#send(serialize.query(text))
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.#send(serialize.parse(query))
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#send(serialize.bind(config))
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#send(serialize.execute(config))
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.#send(serialize.describe(message))
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.#send(serialize.close(message))
  }
  flush() {
    this.#send(serialize.flush())
  }
  sync() {
    this.#send(serialize.sync())
  }
  sendCopyFromChunk(chunk: Parameters<typeof serialize.copyData>[0]) {
    this.#send(serialize.copyData(chunk))
  }
  endCopyFrom() {
    this.#send(serialize.copyDone())
  }
  sendCopyFail(message: string) {
    this.#send(serialize.copyFail(message))
  }

  end() {
    this.#queue = this.#queue.then(() => {
      this.emit('end')
    })
    for (const name of this.eventNames()) {
      if (name !== 'newListener') this.removeAllListeners(name)
    }
  }

  #send(message: Uint8Array) {
    this.#pending.push(message)
    if (this.#pending.length === 1 && this.#corks === 0) queueMicrotask(() => this.#flush())
  }

  #flush() {
    if (this.#corks > 0 || this.#pending.length === 0) return
    const messages = this.#pending
    this.#pending = []
    const batch = messages.length === 1 ? (messages[0] as Uint8Array) : Buffer.concat(messages)
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolRawStream(batch, { onRawData: this.#receive }))
      .then(() => {
        const answer = this.#answer
        this.#answer = []
        const listened = this.listenerCount('message') > 0
        for (const bytes of answer) {
          this.#parser.parse(bytes, (message) => {
            if (listened) this.emit('message', message)
            this.emit(message.name === 'error' ? 'errorMessage' : message.name, message)
          })
        }
      })
      .catch((error) => {
        this.#answer = []
        this.emit('error', error)
      })
  }
}
