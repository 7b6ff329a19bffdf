import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cookieFrom, followVerificationLink, json } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, withApp } from '../../testing/create-test-app.ts'
import { describeProcesses, freshDataDir } from '../../testing/process-tests.ts'
import { freePort, spawnServer } from '../../testing/spawn-server.ts'
import { users } from './auth.table.ts'

const root = path.resolve(import.meta.dirname, '../../../../..')

function adminCreate(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'admin:create', '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describeProcesses('npm run admin:create', () => {
  it('creates the first admin, who can then sign in as admin; a weak password is refused', async () => {
    const dataDir = freshDataDir('admin')
    try {
      const env = { DATA_DIR: dataDir, DEMO: '0' }
      const weak = await adminCreate(
        ['--email', 'owner@example.test', '--password', 'password'],
        env,
      )
      expect(weak.code).toBe(1)
      expect(weak.out).toContain('too weak')

      const made = await adminCreate(
        ['--email', 'Owner@Example.test', '--password', 'Shop-Keys-2026'],
        env,
      )
      expect(made.out).toContain('Created the admin account')
      expect(made.code).toBe(0)
      const again = await adminCreate(
        ['--email', 'owner@example.test', '--password', 'Shop-Keys-2026'],
        env,
      )
      expect(again.out).toContain('it is now an admin')

      // A known port: the browser-facing origins the server trusts by default are on it.
      const port = await freePort()
      const server = spawnServer({ ...env, PORT: String(port) })
      try {
        await server.ready
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
          body: JSON.stringify({ email: 'owner@example.test', password: 'Shop-Keys-2026' }),
        })
        expect(res.status).toBe(200)
        expect((await readJson(res)).user.role).toBe('admin')
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin once it is verified, and nobody else', async () => {
    await withApp(createTestApp({ auth: { adminEmails: ['boss@example.test'] } }), async (t) => {
      const up = async (email: string) => {
        const res = await t.request(
          '/api/auth/sign-up/email',
          json({ email, password: 'Correct-Horse-42', name: 'Bo Boss' }),
        )
        return {
          userId: (await readJson(res)).user.id as string,
          email,
          password: 'Correct-Horse-42',
        }
      }
      const boss = await up('boss@example.test')
      const other = await up('not-boss@example.test')
      const roleOf = async (id: string) =>
        (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role
      // Unverified: anyone could have typed that address.
      expect(await roleOf(boss.userId)).toBe('customer')

      for (const email of ['boss@example.test', 'not-boss@example.test'])
        await followVerificationLink(t, email)
      expect(await roleOf(boss.userId)).toBe('admin')
      expect(await roleOf(other.userId)).toBe('customer')
      const signedIn = await t.request(
        '/api/auth/sign-in/email',
        json({ email: boss.email, password: boss.password }),
      )
      const list = await t.request('/api/v1/admin/people', {
        headers: { cookie: cookieFrom(signedIn) },
      })
      expect(list.status).toBe(200)
    })
  })
})
