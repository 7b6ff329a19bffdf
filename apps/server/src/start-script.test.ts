import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { migrationsFolder, openPglite } from './db/client.ts'
import { pgliteTemplateDir } from './db/pglite-template.ts'
import { readJson } from './testing/create-test-app.ts'
import { freePort, processTestTimeout } from './testing/spawn-server.ts'
import { testDbKind } from './testing/test-db.ts'

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs `npm start` as a person would, until it answers on its port. */
async function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (d) => {
    output += d
  })
  child.stderr.on('data', (d) => {
    output += d
  })
  let running = true
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false
      resolve(code)
    }),
  )
  const base = `http://127.0.0.1:${env.PORT}`
  // A cold start (web build, initdb, migrations) takes a minute on a loaded 2-core machine.
  for (const deadline = Date.now() + 100_000; running && Date.now() < deadline; ) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    base,
    output: () => output,
    async stop() {
      // npm and the server are one process group, as under a terminal's Ctrl-C.
      process.kill(-(child.pid as number), 'SIGINT')
      return exited
    },
  }
}

// Two starts in one test: twice a process test's time.
describe.runIf(testDbKind === 'pglite')('npm start', { timeout: 2 * processTestTimeout }, () => {
  it('serves the app with a demo business on a fresh data directory, and again on existing data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-start-'))
    // As on a fresh clone: no NODE_ENV (vitest's 'test' would hide what a person gets).
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      NODE_ENV: '',
    }
    try {
      const first = await npmStart(env)
      try {
        const page = await fetch(`${first.base}/`, { headers: { 'accept-encoding': 'br' } })
        expect(page.status).toBe(200)
        // The build made Brotli copies, and the server sends them (fetch decodes them here).
        expect(page.headers.get('content-encoding')).toBe('br')
        const html = await page.text()
        expect(html).toMatch(/<div id="root">/)
        const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
        const asset = await fetch(`${first.base}${script}`, {
          headers: { 'accept-encoding': 'br' },
        })
        expect(asset.headers.get('content-encoding')).toBe('br')
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect((await readJson(await fetch(`${first.base}/api/v1/settings/public`))).name).toBe(
          'Spoke & Chain',
        )
        // Written just after the server answers (it checks the demo passwords, src/index.ts).
        await vi.waitFor(() => expect(first.output()).toContain('Demo accounts'), {
          timeout: 20_000,
          interval: 100,
        })
        // A living demo: weeks of bookings and quotes for the staff screens.
        expect(first.output()).toContain('demo bookings and quotes created')
        // The first impression: the sign-in screen on this machine offers the demo accounts.
        const options = await readJson(await fetch(`${first.base}/api/v1/auth/options`))
        expect(options.demoAccounts.map((a: { role: string }) => a.role)).toEqual([
          'admin',
          'operator',
          'customer',
        ])
      } finally {
        await first.stop()
      }
      expect(fs.existsSync(path.join(dataDir, 'reserva.lock'))).toBe(false)
      // The database is the build's (initdb gives each database its own system identifier, the
      // first 8 bytes of pg_control), at the newest migration.
      const systemId = (dir: string) =>
        fs.readFileSync(path.join(dir, 'global/pg_control')).subarray(0, 8).toString('hex')
      expect(systemId(path.join(dataDir, 'pglite'))).toBe(
        systemId(path.join(pgliteTemplateDir, 'pglite')),
      )
      const journal = JSON.parse(
        fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] }
      const opened = await openPglite({ dataDir })
      try {
        const { rows } = (await opened.db.execute(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )) as unknown as { rows: { n: number }[] }
        expect(rows[0]?.n).toBe(journal.entries.length)
      } finally {
        await opened.close()
      }

      const second = await npmStart(env)
      try {
        const res = await fetch(`${second.base}/api/v1/auth/options`)
        expect((await readJson(res)).demoAccounts).toHaveLength(3)
        expect(second.output()).not.toContain('demo business created')
      } finally {
        await second.stop()
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
