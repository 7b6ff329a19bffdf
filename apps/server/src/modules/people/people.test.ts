import { and, eq, sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, send, signUp, signUpAs, uniqueEmail } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { createRecords, type Records } from '../../testing/records.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { auditLog } from '../audit/audit.table.ts'
import { sessions, users } from '../auth/auth.table.ts'
import { createMailer } from '../mail/mailer.ts'
import { sendDueMails } from '../mail/outbox.worker.ts'
import { profiles } from '../profiles/profiles.table.ts'

const people = '/api/v1/admin/people'

describe('people (admins): list, a person’s page, and every action audited', () => {
  let t: TestApp
  let r: Records
  let admin: Records['users']['admin']
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailer: ReturnType<typeof createMailer>
  const logger = pino({ level: 'silent' })

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp()
    r = await createRecords(t)
    admin = r.users.admin
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Spoke & Chain <hello@spoke.example>',
      logger,
    })
  })
  afterAll(async () => {
    mailer.close()
    await t.close()
    await smtp.close()
  })

  const get = (path: string, cookie = admin.cookie) => t.request(path, { headers: { cookie } })
  const post = (path: string, body: unknown = {}, cookie = admin.cookie) =>
    t.request(path, send('POST', body, cookie))
  const auditOf = (entityId: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at)
  const deliver = () => sendDueMails({ database: t.database, mailer, logger })
  const isSignedIn = async (cookie: string) =>
    (await t.request('/api/v1/me/profile', { headers: { cookie } })).status === 200

  describe('the list', () => {
    it('finds people by part of their name, e-mail or phone, any case, literally', async () => {
      const mia = await signUp(t, { name: 'Mia Marigold', email: uniqueEmail('marigold') })
      await t.db.update(profiles).set({ phone: '+442079460777' }).where(eq(profiles.id, mia.userId))
      await signUp(t, { name: '50% Off_Shop', email: uniqueEmail('percent') })

      const byName = await readJson(await get(`${people}?search=MARIGOLD`))
      expect(byName.people.map((p: { id: string }) => p.id)).toEqual([mia.userId])
      expect(byName.total).toBe(1)
      expect(byName.people[0]).toMatchObject({
        name: 'Mia Marigold',
        email: mia.email,
        phone: '+442079460777',
        role: 'customer',
        status: 'active',
        requestedRole: null,
        banReason: null,
      })
      // As people type a number: spaces and brackets do not matter.
      const byPhone = await readJson(
        await get(`${people}?search=${encodeURIComponent('(20) 7946 0777')}`),
      )
      expect(byPhone.people.map((p: { id: string }) => p.id)).toEqual([mia.userId])
      // % and _ are not wildcards.
      const literal = await readJson(await get(`${people}?search=${encodeURIComponent('0% o')}`))
      expect(literal.people.map((p: { name: string }) => p.name)).toEqual(['50% Off_Shop'])
      expect((await readJson(await get(`${people}?search=%25_`))).total).toBe(0)
    })

    it('filters by role, status and a waiting request, and pages and sorts on the server with a total', async () => {
      const asking = await signUp(t, { name: 'Ravi Request', extra: { requestedRole: 'operator' } })
      const operators = await readJson(await get(`${people}?role=operator&limit=100`))
      expect(operators.people.every((p: { role: string }) => p.role === 'operator')).toBe(true)
      expect(operators.people.map((p: { id: string }) => p.id)).toContain(r.users.operator.userId)

      const waiting = await readJson(await get(`${people}?requestedRole=operator`))
      expect(waiting.people.map((p: { id: string }) => p.id)).toEqual([asking.userId])

      const all = await readJson(await get(`${people}?limit=100&sort=name&order=asc`))
      const names = all.people.map((p: { name: string }) => p.name.toLowerCase())
      expect(names).toEqual([...names].sort())
      expect(all.total).toBe(all.people.length)

      const page1 = await readJson(await get(`${people}?limit=2&offset=0&sort=email&order=desc`))
      const page2 = await readJson(await get(`${people}?limit=2&offset=2&sort=email&order=desc`))
      expect(page1.people).toHaveLength(2)
      expect(page1.total).toBe(all.total)
      expect(page1).toMatchObject({ limit: 2, offset: 0 })
      const emails = [...page1.people, ...page2.people].map((p: { email: string }) => p.email)
      expect(emails).toEqual([...emails].sort().reverse())

      const target = await signUp(t, { name: 'Benny Banned' })
      await post(`${people}/${target.userId}/ban`, { reason: 'Spam' })
      const banned = await readJson(await get(`${people}?status=banned`))
      expect(banned.people.map((p: { id: string }) => p.id)).toEqual([target.userId])
      const active = await readJson(await get(`${people}?status=active&limit=100`))
      expect(active.people.map((p: { id: string }) => p.id)).not.toContain(target.userId)
      // A ban whose end has passed no longer counts.
      await t.db
        .update(users)
        .set({ banExpires: new Date(Date.now() - 1000) })
        .where(eq(users.id, target.userId))
      expect((await readJson(await get(`${people}?status=banned`))).total).toBe(0)
    })

    it('refuses bad queries with 400 validation_failed', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'offset=-1',
        'role=owner',
        'sort=password',
        'status=x',
      ]) {
        const res = await get(`${people}?${query}`)
        expect(res.status, query).toBe(400)
        expect((await readJson(res)).error.code).toBe('validation_failed')
      }
    })
  })

  it("shows a person's page: account, counts and recent bookings and quotes", async () => {
    const res = await get(`${people}/${r.users.customer.userId}`)
    expect(res.status).toBe(200)
    const page = await readJson(res)
    expect(page.person).toMatchObject({
      id: r.users.customer.userId,
      email: r.users.customer.email,
      role: 'customer',
      twoFactorEnabled: false,
    })
    expect(page.person.activeSessions).toBeGreaterThanOrEqual(1)
    expect(page.bookings.total).toBeGreaterThanOrEqual(1)
    expect(page.bookings.byStatus.confirmed).toBe(page.bookings.total)
    expect(page.bookings.byStatus.cancelled).toBe(0)
    expect(page.bookings.recent[0]).toMatchObject({
      id: r.booking.id,
      reference: r.booking.reference,
      serviceName: 'Safety check',
      status: 'confirmed',
    })
    expect(page.quotes.total).toBeGreaterThanOrEqual(1)
    expect(page.quotes.recent.map((q: { id: string }) => q.id)).toContain(r.quote.id)
    expect(page.quotes.byStatus.requested).toBeGreaterThanOrEqual(1)

    const missing = await get(`${people}/no-such-person`)
    expect(missing.status).toBe(404)
    expect((await readJson(missing)).error.code).toBe('people.not_found')
  })

  describe('an operator request', () => {
    it('is approved: the person becomes an operator, is told by e-mail, and it is audited', async () => {
      const asking = await signUp(t, { name: 'Olive Asking', extra: { requestedRole: 'operator' } })
      const res = await post(`${people}/${asking.userId}/operator-request`, {
        decision: 'approve',
        message: 'Welcome aboard.',
      })
      expect(res.status).toBe(200)
      expect((await readJson(res)).person).toMatchObject({ role: 'operator', requestedRole: null })
      const [entry] = await auditOf(asking.userId)
      expect(entry).toMatchObject({
        actorId: admin.userId,
        action: 'user.operator_request_approved',
        entity: 'user',
        data: { from: 'customer', to: 'operator', message: 'Welcome aboard.' },
      })
      await deliver()
      const mail = await smtp.waitFor(asking.email, (m) => m.subject.includes('operator'))
      expect(mail.subject).toBe('You are now an operator at Spoke & Chain')
      expect(mail.text).toContain('Welcome aboard.')
      expect(mail.text).toContain('http://localhost:3000/operator-dashboard')
      // Their own session now has the role.
      const profile = await readJson(await get('/api/v1/me/profile', asking.cookie))
      expect(profile).toMatchObject({ role: 'operator', requestedRole: null })
    })

    it('is declined with a reason the person reads in their e-mail; the role stays', async () => {
      const asking = await signUp(t, { name: 'Dan Declined', extra: { requestedRole: 'operator' } })
      const res = await post(`${people}/${asking.userId}/operator-request`, {
        decision: 'decline',
        message: 'We only take staff who work here.',
      })
      expect(res.status).toBe(200)
      expect((await readJson(res)).person).toMatchObject({ role: 'customer', requestedRole: null })
      expect((await auditOf(asking.userId))[0]).toMatchObject({
        action: 'user.operator_request_declined',
        data: { message: 'We only take staff who work here.' },
      })
      await deliver()
      const mail = await smtp.waitFor(asking.email, (m) => m.subject.includes('operator request'))
      expect(mail.text).toContain('Their reason: We only take staff who work here.')

      // Nothing waits any more: a second decision is a 409 and writes nothing.
      const again = await post(`${people}/${asking.userId}/operator-request`, {
        decision: 'approve',
      })
      expect(again.status).toBe(409)
      expect((await readJson(again)).error.code).toBe('people.no_pending_request')
      expect(await auditOf(asking.userId)).toHaveLength(1)
    })
  })

  describe('roles', () => {
    it('changes a role, audited with from and to; the same role again changes nothing', async () => {
      const person = await signUp(t)
      const res = await post(`${people}/${person.userId}/role`, { role: 'operator' })
      expect(res.status).toBe(200)
      expect((await readJson(res)).person.role).toBe('operator')
      expect(await auditOf(person.userId)).toMatchObject([
        {
          action: 'user.role_changed',
          actorId: admin.userId,
          data: { from: 'customer', to: 'operator' },
        },
      ])
      expect((await post(`${people}/${person.userId}/role`, { role: 'operator' })).status).toBe(200)
      expect(await auditOf(person.userId)).toHaveLength(1)

      const bad = await post(`${people}/${person.userId}/role`, { role: 'owner' })
      expect(bad.status).toBe(400)
      expect((await readJson(bad)).error.code).toBe('validation_failed')
    })

    it('the last admin cannot demote or ban themselves (409 people.last_admin); with a second admin they may step down', async () => {
      const solo = await createTestApp()
      try {
        const only = await signUpAs(solo, 'admin', 'Only Admin')
        const demote = await solo.request(
          `${people}/${only.userId}/role`,
          send('POST', { role: 'customer' }, only.cookie),
        )
        expect(demote.status).toBe(409)
        expect((await readJson(demote)).error.code).toBe('people.last_admin')
        const ban = await solo.request(
          `${people}/${only.userId}/ban`,
          send('POST', { reason: 'Leaving' }, only.cookie),
        )
        expect(ban.status).toBe(409)
        expect((await readJson(ban)).error.code).toBe('people.last_admin')
        expect(await solo.db.select().from(auditLog)).toEqual([])
        const [still] = await solo.db.select().from(users).where(eq(users.id, only.userId))
        expect(still).toMatchObject({ role: 'admin', banned: false })

        const second = await signUpAs(solo, 'admin', 'Second Admin')
        // Banning yourself stays refused; stepping down is fine now.
        const selfBan = await solo.request(
          `${people}/${only.userId}/ban`,
          send('POST', { reason: 'Leaving' }, only.cookie),
        )
        expect(selfBan.status).toBe(409)
        expect((await readJson(selfBan)).error.code).toBe('people.cannot_ban_self')
        const stepDown = await solo.request(
          `${people}/${only.userId}/role`,
          send('POST', { role: 'operator' }, only.cookie),
        )
        expect(stepDown.status).toBe(200)
        // Now the second is the last one.
        const last = await solo.request(
          `${people}/${second.userId}/role`,
          send('POST', { role: 'customer' }, second.cookie),
        )
        expect((await readJson(last)).error.code).toBe('people.last_admin')
      } finally {
        await solo.close()
      }
    })

    it('two last-but-one admins stepping down at once leave one admin', async () => {
      const race = await createTestApp()
      try {
        const a = await signUpAs(race, 'admin', 'Admin A')
        const b = await signUpAs(race, 'admin', 'Admin B')
        const answers = await Promise.all(
          [a, b].map((x) =>
            race.request(
              `${people}/${x.userId}/role`,
              send('POST', { role: 'customer' }, x.cookie),
            ),
          ),
        )
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
        const admins = await race.db.select().from(users).where(eq(users.role, 'admin'))
        expect(admins).toHaveLength(1)
      } finally {
        await race.close()
      }
    })
  })

  describe('bans and sessions', () => {
    it('bans with a reason and an end: the person is signed out and cannot sign in; unban lets them back', async () => {
      const person = await signUp(t, { name: 'Ben Banned' })
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
      const signIn = await t.request(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: person.password }),
      )
      expect(signIn.status).toBe(403)

      const unban = await post(`${people}/${person.userId}/unban`)
      expect(unban.status).toBe(200)
      expect((await readJson(unban)).person).toMatchObject({ status: 'active', banReason: null })
      const back = await t.request(
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
      expect(again.status).toBe(409)
      expect((await readJson(again)).error.code).toBe('people.not_banned')
    })

    it('refuses a ban without a reason or ending in the past', async () => {
      const person = await signUp(t)
      for (const body of [{}, { reason: '' }, { reason: 'x', expiresAt: '2001-01-01T00:00:00Z' }]) {
        const res = await post(`${people}/${person.userId}/ban`, body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect((await readJson(res)).error.code).toBe('validation_failed')
      }
      expect(await auditOf(person.userId)).toEqual([])
    })

    it('revokes every session of a person, audited with how many', async () => {
      const person = await signUp(t)
      const second = await t.request(
        '/api/auth/sign-in/email',
        json({ email: person.email, password: person.password }),
      )
      expect(second.status).toBe(200)
      const res = await post(`${people}/${person.userId}/revoke-sessions`)
      expect(res.status).toBe(200)
      expect((await readJson(res)).revoked).toBe(2)
      expect(await isSignedIn(person.cookie)).toBe(false)
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual(
        [],
      )
      expect(await auditOf(person.userId)).toMatchObject([
        { action: 'user.sessions_revoked', data: { sessions: 2 } },
      ])
    })

    it('writes the change and its audit row in one transaction: no audit row, no ban', async () => {
      const person = await signUp(t)
      await t.db.execute(
        sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as $$
          begin raise exception 'audit refused by a test'; end $$`),
      )
      await t.db.execute(
        sql.raw(`create trigger test_refuse_audit before insert on audit_log
          for each row execute function test_refuse_audit()`),
      )
      try {
        const res = await post(`${people}/${person.userId}/ban`, { reason: 'Spam' })
        expect(res.status).toBe(500)
      } finally {
        await t.db.execute(sql.raw('drop trigger test_refuse_audit on audit_log'))
        await t.db.execute(sql.raw('drop function test_refuse_audit()'))
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, person.userId))
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
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, person.id))
      expect(profile?.fullName).toBe('Mo Made')
      expect(await auditOf(person.id)).toMatchObject([
        { action: 'user.created', actorId: admin.userId, data: { role: 'operator', email } },
      ])
      const signIn = await t.request(
        '/api/auth/sign-in/email',
        json({ email, password: 'Correct-Horse-42' }),
      )
      expect(signIn.status).toBe(200)
      expect((await readJson(signIn)).user.role).toBe('operator')
    })

    it('refuses a taken address (409) and a weak password (422), writing nothing', async () => {
      const count = async () => (await t.db.select().from(users)).length
      const before = await count()
      const taken = await post(people, {
        name: 'Again',
        email: r.users.customer.email.toUpperCase(),
        password: 'Correct-Horse-42',
        role: 'customer',
      })
      expect(taken.status).toBe(409)
      expect((await readJson(taken)).error.code).toBe('people.email_taken')
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

  it('is for admins only: operators and customers get 403, visitors 401, and nothing changes', async () => {
    const target = await signUp(t)
    for (const [cookie, status] of [
      [r.users.operator.cookie, 403],
      [r.users.customer.cookie, 403],
      ['', 401],
    ] as const) {
      expect((await get(people, cookie)).status).toBe(status)
      expect((await get(`${people}/${target.userId}`, cookie)).status).toBe(status)
      expect(
        (await post(`${people}/${target.userId}/role`, { role: 'admin' }, cookie)).status,
      ).toBe(status)
      expect((await post(`${people}/${target.userId}/ban`, { reason: 'x' }, cookie)).status).toBe(
        status,
      )
      expect((await post(`${people}/${target.userId}/revoke-sessions`, {}, cookie)).status).toBe(
        status,
      )
    }
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, target.userId), eq(users.role, 'customer')))
    expect(row?.banned).toBe(false)
    expect(await auditOf(target.userId)).toEqual([])
  })
})
