import fs from 'node:fs'
import os from 'node:os'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cookieFrom, json } from '../../testing/auth-helpers.ts'
import {
  createSiblingApp,
  createTestApp,
  readJson,
  serveOnSocket,
  type TestApp,
  testBaseUrl,
  useTestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { describeProcesses, freshDataDir } from '../../testing/process-tests.ts'
import { freePort, spawnServer } from '../../testing/spawn-server.ts'
import { users } from './auth.table.ts'
import { demoAccounts, syncDemoAccounts } from './demo-accounts.ts'

// The demo accounts' passwords are published, so they are shown only to the machine Reserva
// runs on, while the demo is untouched, and never in production: not to anyone who asks.

const local = { 'x-forwarded-for': '127.0.0.1' }
const demoRoles = ['admin', 'operator', 'customer']

/** The demo accounts, as a fresh demo install makes them. */
const addDemoAccounts = (t: TestApp) =>
  syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: true })

async function demoApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options)
  await addDemoAccounts(t)
  return t
}

const listed = async (t: TestApp, headers: Record<string, string> = local) =>
  (await readJson(await t.request('/api/v1/auth/options', { headers }))).demoAccounts.map(
    (a: { role: string }) => a.role,
  )

async function signInAs(t: TestApp, role: keyof typeof byRole) {
  const { email, password } = byRole[role]
  const res = await t.request('/api/auth/sign-in/email', json({ email, password }))
  expect(res.status).toBe(200)
  return cookieFrom(res)
}
const byRole = Object.fromEntries(demoAccounts.map((a) => [a.role, a])) as Record<
  'admin' | 'operator' | 'customer',
  (typeof demoAccounts)[number]
>

async function idOf(t: TestApp, email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row?.id
}

describe('who is shown the demo passwords (behind a trusted proxy, as the test app is)', () => {
  const t = useTestApp()
  beforeAll(async () => {
    await addDemoAccounts(t)
  })

  it('lists them, uncached, to a browser on this machine (IPv4 or IPv6 loopback)', async () => {
    expect(await listed(t, { 'x-forwarded-for': '127.0.0.1' })).toEqual(demoRoles)
    expect(await listed(t, { 'x-forwarded-for': '::1' })).toEqual(demoRoles)
    const res = await t.request('/api/v1/auth/options', { headers: local })
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await readJson(res)
    expect(body.demoAccounts).toEqual(demoAccounts)
  })

  it('lists none to anyone else, nor to a client that writes 127.0.0.1 into the chain itself', async () => {
    expect(await listed(t, { 'x-forwarded-for': '203.0.113.9' })).toEqual([])
    expect(await listed(t, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toEqual([])
    expect(await listed(t, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '203.0.113.9' })).toEqual(
      [],
    )
    expect(await listed(t, { forwarded: 'for=203.0.113.9' })).toEqual([])
    // No proxy header and no socket to read: unknown is not local.
    expect(await listed(t, {})).toEqual([])
  })
})

describe('an untouched demo, and a touched one', () => {
  /** Listed before, and no longer once the demo admin's call to `path` (200) changed a password. */
  const afterPasswordChange = async (t: TestApp, path: string, body: Record<string, unknown>) => {
    expect(await listed(t)).toEqual(demoRoles)
    const res = await t.request(path, json(body, { cookie: await signInAs(t, 'admin') }))
    expect(res.status).toBe(200)
    expect(await listed(t)).toEqual([])
  }

  it('stops listing them once an admin changes a demo password (from the server: not over HTTP)', async () => {
    await withApp(demoApp(), async (t) => {
      expect(await listed(t)).toEqual(demoRoles)
      await t.auth.api.setUserPassword({
        body: { userId: await idOf(t, byRole.operator.email), newPassword: 'Brand-New-Secret-77' },
        headers: new Headers({ cookie: await signInAs(t, 'admin') }),
      })
      expect(await listed(t)).toEqual([])
    })
  })

  it('stops listing them once the demo admin changes their own password', async () => {
    await withApp(demoApp(), async (t) => {
      await afterPasswordChange(t, '/api/auth/change-password', {
        currentPassword: byRole.admin.password,
        newPassword: 'Brand-New-Secret-77',
      })
      // It stays that way after a restart, which keeps demo mode on.
      await syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: false })
      expect(await listed(t)).toEqual([])
    })
  })

  it('stops listing them once a demo account is banned or given another role', async () => {
    await withApp(demoApp(), async (t) => {
      const cookie = await signInAs(t, 'admin')
      const admin = (action: string, userId = '', body: Record<string, unknown> = {}) =>
        t.request(`/api/v1/admin/people/${userId}/${action}`, json(body, { cookie }))
      const customer = await idOf(t, byRole.customer.email)
      expect((await admin('ban', customer, { reason: 'abuse' })).status).toBe(200)
      expect(await listed(t)).toEqual([])
      expect((await admin('unban', customer)).status).toBe(200)
      expect(await listed(t)).toEqual(demoRoles)
      const operator = await idOf(t, byRole.operator.email)
      expect((await admin('role', operator, { role: 'customer' })).status).toBe(200)
      expect(await listed(t)).toEqual([])
    })
  })

  it('a production install lists none, even to this machine, though the demo is untouched', async () => {
    await withApp(demoApp({ demoPasswords: 'never' }), async (t) => {
      expect(await listed(t)).toEqual([])
    })
  })
})

// Over real sockets: the connection's own address, which no header can change.
describe('the connection’s own address', () => {
  const t = useTestApp()
  beforeAll(async () => {
    await addDemoAccounts(t)
  })

  const serve = (trustProxy: boolean) =>
    serveOnSocket(
      createSiblingApp(t, { trustProxy, trustedOrigins: [testBaseUrl], demoPasswords: 'loopback' }),
      '0.0.0.0',
    )
  const over = async (url: string, headers: Record<string, string> = {}) =>
    (await readJson(await fetch(url, { headers }))).demoAccounts.map(
      (a: { role: string }) => a.role,
    )
  // This machine's address on a network interface: a connection to it does not come from loopback.
  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i?.family === 'IPv4' && !i.internal)?.address

  it('lists them over 127.0.0.1; a proxy header there means a proxy passed it on: none', async () => {
    const server = await serve(false)
    try {
      const url = `http://127.0.0.1:${server.port}/api/v1/auth/options`
      expect(await over(url)).toEqual(demoRoles)
      expect(await over(url, { 'x-forwarded-for': '127.0.0.1' })).toEqual([])
      expect(await over(url, { forwarded: 'for=127.0.0.1' })).toEqual([])
    } finally {
      await server.close()
    }
  })

  it.runIf(lanAddress)('lists none to a connection from the network', async () => {
    const server = await serve(false)
    try {
      expect(await over(`http://${lanAddress}:${server.port}/api/v1/auth/options`)).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('with TRUST_PROXY, a local proxy’s connection counts for nothing: the forwarded client does', async () => {
    const server = await serve(true)
    try {
      const url = `http://127.0.0.1:${server.port}/api/v1/auth/options`
      expect(await over(url, { 'x-forwarded-for': '127.0.0.1' })).toEqual(demoRoles)
      expect(await over(url, { 'x-forwarded-for': '198.51.100.7' })).toEqual([])
      expect(await over(url, { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' })).toEqual([])
    } finally {
      await server.close()
    }
  })
})

describeProcesses('a production start', () => {
  async function start(env: Record<string, string>) {
    const dataDir = freshDataDir('prod')
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ...env })
    const port = await server.ready
    return {
      base: `http://127.0.0.1:${port}`,
      output: server.output,
      async stop() {
        server.child.kill('SIGTERM')
        await server.exited
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const passwords = demoAccounts.map((a) => a.password)
  /** The output once the start notice is written: just after the server answers (src/index.ts). */
  async function noticeOf(server: { output(): string }) {
    await vi.waitFor(() => expect(server.output()).toMatch(/No admin yet|Demo accounts/), {
      timeout: 20_000,
      interval: 100,
    })
    return server.output()
  }

  it('NODE_ENV=production with DEMO=1: no password printed or served, and how to make the first admin', async () => {
    const server = await start({ NODE_ENV: 'production', DEMO: '1' })
    try {
      const options = await readJson(await fetch(`${server.base}/api/v1/auth/options`))
      expect(options.demoAccounts).toEqual([])
      const output = await noticeOf(server)
      expect(output).toContain('npm run admin:create -- --email')
      expect(output).toContain('Demo accounts exist')
      for (const password of passwords) expect(output).not.toContain(password)
    } finally {
      await server.stop()
    }
  })

  it('a public PUBLIC_URL is production too: a fresh embedded database gets no demo accounts', async () => {
    const server = await start({ NODE_ENV: '', PUBLIC_URL: 'https://book.example.com' })
    try {
      const output = await noticeOf(server)
      expect(output).toContain('npm run admin:create -- --email')
      for (const password of passwords) expect(output).not.toContain(password)
      const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
        ...json({ email: byRole.admin.email, password: byRole.admin.password }),
        headers: { 'content-type': 'application/json', origin: 'https://book.example.com' },
      })
      expect(signIn.status).toBe(401)
    } finally {
      await server.stop()
    }
  })
})
