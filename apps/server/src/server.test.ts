import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { startServer } from './server.ts'
import { freshDataDir } from './testing/process-tests.ts'
import { processTestTimeout, spawnServer } from './testing/spawn-server.ts'
import { testDbKind } from './testing/test-db.ts'

const logger = pino({ level: 'silent' })

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const order: string[] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const app = new Hono().get('/slow', async (c) => {
      order.push('request started')
      await gate
      order.push('request finished')
      return c.text('done')
    })
    const server = await startServer({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger,
      onClosed: async () => {
        order.push('database closed')
      },
    })
    const inFlight = fetch(`http://127.0.0.1:${server.port}/slow`)
    await expect.poll(() => order).toContain('request started')

    const closing = server.close()
    await expect(fetch(`http://127.0.0.1:${server.port}/slow`)).rejects.toThrow()
    release()
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('done')
    await closing
    expect(order).toEqual(['request started', 'request finished', 'database closed'])
  })

  it.runIf(testDbKind === 'pglite')(
    'the server process exits 0 on SIGTERM and on SIGINT after closing the database',
    async () => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        const dataDir = freshDataDir('stop')
        try {
          const server = spawnServer({ DATA_DIR: dataDir })
          const port = await server.ready
          expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
          server.child.kill(signal)
          expect((await server.exited).code).toBe(0)
          expect(server.output()).toContain('"msg":"shutdown complete"')
          expect(fs.existsSync(path.join(dataDir, 'reserva.lock'))).toBe(false)
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true })
        }
      }
    },
    processTestTimeout,
  )
})
