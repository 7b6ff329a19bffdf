import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { firstSignIn, json, signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { people, usePeopleApp } from '../../testing/people-test-app.ts'
import { sessions, users } from '../auth/auth.table.ts'
import { profiles } from '../profiles/profiles.table.ts'

describe('people (admins): bans, sessions and new accounts, every action audited', () => {
  const ctx = usePeopleApp()
  const { post, auditOf, isSignedIn } = ctx

  describe('bans and sessions', () => {
    it('bans with a reason and an end: the person is signed out and cannot sign in; unban lets them back', async () => {
      const person = await signUp(ctx.t, { name: 'Ben Banned' })
      const until = new Date(Date.now() + 7 * 86_400_000).toISOString()
      const res = await post(`${people}/${person.userId}/ban`, {
        reason: 'Abusive messages',
        expiresAt: until,
      })
      expect(res.status).toBe(200)
      const { person: banned } = await readJson(res)
      expect(banned).toMatchObject({ status: 'banned', banReason: 'Abusive messages' })
      expect(Math.abs(Date.parse(banned.banExpires) - Date.parse(until))).toBeLessThan(5000)
      expect(await isSignedIn(person.cookie)).toBe(false)
      const signIn = await ctx.t.request(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: person.password }),
      )
      expect(signIn.status).toBe(403)

      const unban = await post(`${people}/${person.userId}/unban`)
      expect(unban.status).toBe(200)
      expect((await readJson(unban)).person).toMatchObject({ status: 'active', banReason: null })
      const back = await ctx.t.request(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: person.password }),
      )
      expect(back.status).toBe(200)
      expect((await auditOf(person.userId)).map((e) => e.action)).toEqual([
        'user.banned',
        'user.unbanned',
      ])
      expect((await auditOf(person.userId))[0]?.data).toMatchObject({ reason: 'Abusive messages' })

      const again = await post(`${people}/${person.userId}/unban`)
      await expectError(again, 409, 'people.not_banned')
    })

    it('refuses a ban without a reason or ending in the past', async () => {
      const person = await signUp(ctx.t)
      for (const body of [{}, { reason: '' }, { reason: 'x', expiresAt: '2001-01-01T00:00:00Z' }]) {
        const res = await post(`${people}/${person.userId}/ban`, body)
        await expectError(res, 400, 'validation_failed', JSON.stringify(body))
      }
      expect(await auditOf(person.userId)).toEqual([])
    })

    it('revokes every session of a person, audited with how many', async () => {
      const person = await signUp(ctx.t)
      const second = await ctx.t.request(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: person.password }),
      )
      expect(second.status).toBe(200)
      const res = await post(`${people}/${person.userId}/revoke-sessions`)
      expect(res.status).toBe(200)
      expect((await readJson(res)).revoked).toBe(2)
      expect(await isSignedIn(person.cookie)).toBe(false)
      expect(
        await ctx.t.db.select().from(sessions).where(eq(sessions.userId, person.userId)),
      ).toEqual([])
      expect(await auditOf(person.userId)).toMatchObject([
        { action: 'user.sessions_revoked', data: { sessions: 2 } },
      ])
    })

    it('writes the change and its audit row in one transaction: no audit row, no ban', async () => {
      const person = await signUp(ctx.t)
      await ctx.t.db.execute(
        sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as $$
          begin raise exception 'audit refused by a test'; end $$`),
      )
      await ctx.t.db.execute(
        sql.raw(`create trigger test_refuse_audit before insert on audit_log
          for each row execute function test_refuse_audit()`),
      )
      try {
        const res = await post(`${people}/${person.userId}/ban`, { reason: 'Spam' })
        expect(res.status).toBe(500)
      } finally {
        await ctx.t.db.execute(sql.raw('drop trigger test_refuse_audit on audit_log'))
        await ctx.t.db.execute(sql.raw('drop function test_refuse_audit()'))
      }
      const [row] = await ctx.t.db.select().from(users).where(eq(users.id, person.userId))
      expect(row?.banned).toBe(false)
      expect(await isSignedIn(person.cookie)).toBe(true)
    })
  })

  describe('creating an account', () => {
    it('creates a user with a role who can sign in, audited', async () => {
      const email = uniqueEmail('made')
      const res = await post(people, {
        name: 'Mo Made',
        email,
        password: 'Correct-Horse-42',
        role: 'operator',
      })
      expect(res.status).toBe(201)
      const { person } = await readJson(res)
      expect(person).toMatchObject({ name: 'Mo Made', email, role: 'operator', status: 'active' })
      const [profile] = await ctx.t.db.select().from(profiles).where(eq(profiles.id, person.id))
      expect(profile?.fullName).toBe('Mo Made')
      expect(await auditOf(person.id)).toMatchObject([
        { action: 'user.created', actorId: ctx.admin.userId, data: { role: 'operator', email } },
      ])
      // Its first sign-in confirms the address by the link mailed to it, as a sign-up's would.
      const { user } = await firstSignIn(ctx.t, { email, password: 'Correct-Horse-42' })
      expect(user).toMatchObject({ role: 'operator', emailVerified: true })
      const signIn = await ctx.t.request(
        '/api/auth/sign-in/email',
        json({ email, password: 'Correct-Horse-42' }),
      )
      expect(signIn.status).toBe(200)
    })

    it('refuses a taken address (409) and a weak password (422), writing nothing', async () => {
      const count = async () => (await ctx.t.db.select().from(users)).length
      const before = await count()
      const taken = await post(people, {
        name: 'Again',
        email: ctx.r.users.customer.email.toUpperCase(),
        password: 'Correct-Horse-42',
        role: 'customer',
      })
      await expectError(taken, 409, 'people.email_taken')
      const weak = await post(people, {
        name: 'Weak',
        email: uniqueEmail('weak'),
        password: 'password',
        role: 'customer',
      })
      expect(weak.status).toBe(422)
      const body = await readJson(weak)
      expect(body.error.code).toBe('weak_password')
      expect(body.error.details.reasons).toContain('pwned')
      expect(await count()).toBe(before)
      const bad = await post(people, {
        name: 'X',
        email: 'not-an-address',
        password: 'x',
        role: 'customer',
      })
      expect(bad.status).toBe(400)
    })
  })
})
