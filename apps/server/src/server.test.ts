import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Hono } from 'hono'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { defaultKeepAliveMs, startServer } from './server.ts'
import { freshDataDir } from './testing/process-tests.ts'
import { processTestTimeout, spawnServer } from './testing/spawn-server.ts'
import { testDbKind } from './testing/test-db.ts'

const logger = pino({ level: 'silent' })

describe('kept-alive connections', () => {
  it('keeps an idle connection open for keepAliveMs, not Node’s 5 s, and longer than a proxy by default', async () => {
    // Shorter than Node's 5 s, so the close the test waits for comes from the server's setting.
    const keepAliveMs = 1_000
    expect(defaultKeepAliveMs).toBeGreaterThan(60_000)
    const app = new Hono().get('/ping', (c) => c.text('pong'))
    const server = await startServer({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger,
      keepAliveMs,
    })
    const socket = net.connect(server.port, '127.0.0.1')
    try {
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString()
      })
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(performance.now())),
      )
      const ask = () => socket.write('GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
      const answers = () => received.split('\r\n\r\npong').length - 1
      ask()
      await expect.poll(answers, { interval: 5 }).toBe(1)
      ask()
      await expect.poll(answers, { interval: 5 }).toBe(2)
      const idleFrom = performance.now()
      expect(received).toContain('HTTP/1.1 200 OK')
      // The server ends the idle connection itself once keepAliveMs has passed, not before.
      expect((await closed) - idleFrom).toBeGreaterThanOrEqual(keepAliveMs - 50)
      expect(answers()).toBe(2)
    } finally {
      socket.destroy()
      await server.close()
    }
  })
})

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
    const logged: string[] = []
    const server = await startServer({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      logger: pino({ level: 'warn' }, { write: (line: string) => logged.push(line) }),
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
    // The in-flight request's kept-alive socket was closed when its answer was sent, not cut
    // by the shutdown timeout.
    expect(logged).toEqual([])
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
          const controlSocket = path.join(dataDir, 'control', 'server.sock')
          expect(fs.statSync(controlSocket).isSocket()).toBe(true)
          server.child.kill(signal)
          expect((await server.exited).code).toBe(0)
          expect(server.output()).toContain('"msg":"shutdown complete"')
          expect(fs.existsSync(path.join(dataDir, 'reserva.lock'))).toBe(false)
          expect(fs.existsSync(controlSocket)).toBe(false)
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true })
        }
      }
    },
    processTestTimeout,
  )
})
