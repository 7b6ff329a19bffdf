import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sqlState } from '../../db/errors.ts'
import { json, signUp, uniqueEmail, usePeople } from '../../testing/auth-helpers.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { users } from './auth.table.ts'

/** Better Auth's routes under the same rules as ours (issue #42 items 1 and 2), over HTTP. */
describe("Better Auth's routes under our policy", () => {
  const t = useTestApp()
  const { admin, target } = usePeople(t, { admin: ['admin'], target: ['customer'] })
  const roleOf = async (id: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role
  const noDatabaseRefusal = (logged: number) =>
    expect(t.logs.slice(logged).filter((line) => line.sqlState || line.err)).toEqual([])

  describe('the admin endpoints', () => {
    it('are not there over HTTP, for an admin either: every one answers 404 and changes nothing', async () => {
      const endpoints = (
        Object.values(t.auth.api) as { path?: string; options?: { method?: string | string[] } }[]
      ).filter((e) => e.path?.startsWith('/admin/'))
      expect(endpoints.length).toBeGreaterThanOrEqual(15)
      for (const e of endpoints) {
        const method = [e.options?.method].flat()[0] as string
        const res = await t.request(`/api/auth${e.path}`, {
          method,
          headers: { cookie: admin.cookie, 'content-type': 'application/json' },
          ...(method === 'GET'
            ? {}
            : {
                body: JSON.stringify({
                  userId: target.userId,
                  role: 'admin',
                  data: { role: ['admin', 'operator'] },
                }),
              }),
        })
        await expectError(res, 404, 'not_found', e.path)
      }
      expect(await roleOf(target.userId)).toBe('customer')
    })

    it('are not reached by another spelling of the path', async () => {
      for (const path of [
        '/api/auth/admin/set-role/',
        '/api/auth//admin/set-role',
        '/api/auth/%61dmin/set-role',
        '/api/auth/Admin/set-role',
        '/api/auth/admin/./set-role',
        '/api/auth/x/../admin/set-role',
      ]) {
        const res = await t.request(
          path,
          json({ userId: target.userId, role: 'admin' }, { cookie: admin.cookie }),
        )
        expect(res.status, path).toBe(404)
      }
      expect(await roleOf(target.userId)).toBe('customer')
    })
  })

  describe('a role, an address and its verification', () => {
    it('are not changed by a person through update-user', async () => {
      const me = await signUp(t)
      for (const body of [
        { role: 'admin' },
        { role: ['admin', 'operator'] },
        { emailVerified: false },
        { emailVerified: true },
        { email: uniqueEmail('moved') },
      ]) {
        const res = await t.request('/api/auth/update-user', json(body, { cookie: me.cookie }))
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, me.userId))
      expect(row).toMatchObject({ role: 'customer', emailVerified: true, email: me.email })
    })

    it('are refused by the hook to any server call but the people service’s set-role, and a role is one of three', async () => {
      const headers = new Headers({ cookie: admin.cookie })
      const update = (data: Record<string, unknown>) =>
        t.auth.api.adminUpdateUser({ body: { userId: target.userId, data }, headers })
      await expect(update({ role: ['admin', 'operator'] })).rejects.toMatchObject({
        body: { code: 'FORBIDDEN' },
      })
      await expect(update({ role: 'admin' })).rejects.toMatchObject({ body: { code: 'FORBIDDEN' } })
      await expect(
        t.auth.api.setRole({ body: { userId: target.userId, role: 'owner' as 'admin' }, headers }),
      ).rejects.toBeDefined()
      expect(await roleOf(target.userId)).toBe('customer')
    })

    it('is one of customer, operator, admin in the database too (a CHECK)', async () => {
      const error = await t.db
        .update(users)
        .set({ role: 'admin,operator' })
        .where(eq(users.id, target.userId))
        .catch((e: unknown) => e)
      expect(sqlState(error)).toBe('23514')
    })
  })

  describe('what a person writes', () => {
    const signUpWith = (fields: Record<string, unknown>) =>
      t.request(
        '/api/auth/sign-up/email',
        json({
          email: uniqueEmail('bounded'),
          password: 'Correct-Horse-42',
          name: 'Jo',
          ...fields,
        }),
      )

    it('at sign-up: a name of one line up to 120 characters, text the database can hold', async () => {
      const logged = t.logs.length
      for (const name of [
        'x'.repeat(900_000),
        'x'.repeat(121),
        'a\u0000b',
        'Jo \ud800',
        'Jo\nYour account has been suspended',
        '  ',
        null,
      ]) {
        await expectError(
          await signUpWith({ name }),
          400,
          'validation_failed',
          String(name).slice(0, 40),
        )
      }
      const ok = await signUpWith({ name: `  ${'é'.repeat(120)} ` })
      expect(ok.status).toBe(200)
      expect((await readJson(ok)).user.name).toBe('é'.repeat(120))
      noDatabaseRefusal(logged)
    })

    it('at sign-up: a picture only as a bounded https address or one of our own stored files', async () => {
      for (const image of [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'http://elsewhere.example/a.png',
        `https://img.example/${'a'.repeat(2048)}`,
        'https://user:pass@img.example/a.png',
      ]) {
        await expectError(await signUpWith({ image }), 400, 'validation_failed', image.slice(0, 40))
      }
      for (const image of [
        'https://img.example/a.png',
        'http://localhost:3000/api/v1/storage/object/avatars/me/avatar.png',
      ]) {
        expect((await signUpWith({ image })).status, image).toBe(200)
      }
    })

    it('at update-user: the same bounds, and a name is never null', async () => {
      const logged = t.logs.length
      const me = await signUp(t)
      const update = (body: unknown) =>
        t.request('/api/auth/update-user', json(body, { cookie: me.cookie }))
      for (const body of [
        { name: 'x'.repeat(900_000) },
        { name: 'a\u0000b' },
        { name: null },
        { name: 42 },
        { image: 'javascript:alert(1)' },
      ]) {
        await expectError(
          await update(body),
          400,
          'validation_failed',
          JSON.stringify(body).slice(0, 40),
        )
      }
      expect((await update({ name: 'Jo Renamed', image: null })).status).toBe(200)
      const [row] = await t.db.select().from(users).where(eq(users.id, me.userId))
      expect(row).toMatchObject({ name: 'Jo Renamed', image: null })
      noDatabaseRefusal(logged)
    })

    it('anywhere: a phone number, a token or an e-mail with a NUL byte is a 400, never a 500', async () => {
      const logged = t.logs.length
      const me = await signUp(t)
      const cases: [string, unknown][] = [
        ['/api/auth/sign-in/phone-number', { phoneNumber: '+447700900123\u0000', password: 'x' }],
        ['/api/auth/phone-number/send-otp', { phoneNumber: '\u0000+447700900123' }],
        ['/api/auth/sign-in/email', { email: 'a\u0000@example.test', password: 'x' }],
        ['/api/auth/request-password-reset', { email: `${me.email}\u0000` }],
        ['/api/auth/reset-password', { token: 'a\u0000b', newPassword: 'Correct-Horse-43' }],
        ['/api/auth/email-otp/verify-email', { email: me.email, otp: '12\u00003456' }],
      ]
      for (const [path, body] of cases) {
        const res = await t.request(path, json(body, { cookie: me.cookie }))
        expect(res.status, path).toBe(400)
      }
      const res = await t.request('/api/auth/reset-password/a%00b?callbackURL=/')
      expect(res.status).toBeLessThan(500)
      noDatabaseRefusal(logged)
    })
  })

  it('answers a value the database refuses on one of its routes with 400, as on ours', async () => {
    const me = await signUp(t)
    // A rule no hook knows: only the database refuses the value.
    await t.db.execute(sql`alter table users add constraint test_no_zed check (name <> 'Zed')`)
    try {
      const logged = t.logs.length
      const res = await t.request(
        '/api/auth/update-user',
        json({ name: 'Zed' }, { cookie: me.cookie }),
      )
      await expectError(res, 400, 'validation_failed')
      expect(t.logs.slice(logged)).toContainEqual(expect.objectContaining({ sqlState: '23514' }))
      expect(t.logs.slice(logged).filter((line) => line.msg === 'unhandled error')).toEqual([])
    } finally {
      await t.db.execute(sql`alter table users drop constraint test_no_zed`)
    }
  })
})
