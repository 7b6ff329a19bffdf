import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import { expectError, expectRefusedQueries, readJson } from '../../testing/create-test-app.ts'
import { people, usePeopleApp } from '../../testing/people-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { profiles } from '../profiles/profiles.table.ts'

describe('people (admins): the list, a person’s page, and who may see them', () => {
  const ctx = usePeopleApp()
  const { get, post, auditOf } = ctx

  describe('the list', () => {
    it('finds people by part of their name, e-mail or phone, any case, literally', async () => {
      const mia = await signUp(ctx.t, { name: 'Mia Marigold', email: uniqueEmail('marigold') })
      await ctx.t.db
        .update(profiles)
        .set({ phone: '+442079460777' })
        .where(eq(profiles.id, mia.userId))
      await signUp(ctx.t, { name: '50% Off_Shop', email: uniqueEmail('percent') })

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
      const asking = await signUp(ctx.t, {
        name: 'Ravi Request',
        extra: { requestedRole: 'operator' },
      })
      const operators = await readJson(await get(`${people}?role=operator&limit=100`))
      expect(operators.people.every((p: { role: string }) => p.role === 'operator')).toBe(true)
      expect(operators.people.map((p: { id: string }) => p.id)).toContain(
        ctx.r.users.operator.userId,
      )

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

      const target = await signUp(ctx.t, { name: 'Benny Banned' })
      await post(`${people}/${target.userId}/ban`, { reason: 'Spam' })
      const banned = await readJson(await get(`${people}?status=banned`))
      expect(banned.people.map((p: { id: string }) => p.id)).toEqual([target.userId])
      const active = await readJson(await get(`${people}?status=active&limit=100`))
      expect(active.people.map((p: { id: string }) => p.id)).not.toContain(target.userId)
      // A ban whose end has passed no longer counts.
      await ctx.t.db
        .update(users)
        .set({ banExpires: new Date(Date.now() - 1000) })
        .where(eq(users.id, target.userId))
      expect((await readJson(await get(`${people}?status=banned`))).total).toBe(0)
    })

    it('refuses bad queries with 400 validation_failed', async () => {
      await expectRefusedQueries(
        (query) => get(`${people}?${query}`),
        ['limit=0', 'limit=101', 'offset=-1', 'role=owner', 'sort=password', 'status=x'],
      )
    })
  })

  it("shows a person's page: account, counts and recent bookings and quotes", async () => {
    const res = await get(`${people}/${ctx.r.users.customer.userId}`)
    expect(res.status).toBe(200)
    const page = await readJson(res)
    expect(page.person).toMatchObject({
      id: ctx.r.users.customer.userId,
      email: ctx.r.users.customer.email,
      role: 'customer',
      twoFactorEnabled: false,
    })
    expect(page.person.activeSessions).toBeGreaterThanOrEqual(1)
    expect(page.bookings.total).toBeGreaterThanOrEqual(1)
    expect(page.bookings.byStatus.confirmed).toBe(page.bookings.total)
    expect(page.bookings.byStatus.cancelled).toBe(0)
    expect(page.bookings.recent[0]).toMatchObject({
      id: ctx.r.booking.id,
      reference: ctx.r.booking.reference,
      serviceName: 'Safety check',
      status: 'confirmed',
    })
    expect(page.quotes.total).toBeGreaterThanOrEqual(1)
    expect(page.quotes.recent.map((q: { id: string }) => q.id)).toContain(ctx.r.quote.id)
    expect(page.quotes.byStatus.requested).toBeGreaterThanOrEqual(1)

    const missing = await get(`${people}/no-such-person`)
    await expectError(missing, 404, 'people.not_found')
  })

  it('is for admins only: operators and customers get 403, visitors 401, and nothing changes', async () => {
    const target = await signUp(ctx.t)
    for (const [cookie, status] of [
      [ctx.r.users.operator.cookie, 403],
      [ctx.r.users.customer.cookie, 403],
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
    const [row] = await ctx.t.db
      .select()
      .from(users)
      .where(and(eq(users.id, target.userId), eq(users.role, 'customer')))
    expect(row?.banned).toBe(false)
    expect(await auditOf(target.userId)).toEqual([])
  })
})
