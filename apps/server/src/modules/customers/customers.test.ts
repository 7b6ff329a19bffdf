import { beforeAll, describe, expect, it } from 'vitest'
import { json, signUp, uniqueEmail, usePeople } from '../../testing/auth-helpers.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { profiles } from '../profiles/profiles.table.ts'

describe('customer search (staff)', () => {
  const t = useTestApp()
  const { operator, admin, customer } = usePeople(t, {
    operator: ['operator', 'Olga Maplewood'],
    admin: ['admin'],
    customer: ['customer', 'Cat Customer'],
  })
  let maple: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    maple = await signUp(t, { name: 'Mia Maple', email: uniqueEmail('mia') })
    await signUp(t, { name: 'Bo Birch', email: uniqueEmail('maple.fan') })
    await signUp(t, { name: '100% Cotton_Co', email: uniqueEmail('cotton') })
    await t.db
      .insert(profiles)
      .values({ id: maple.userId, fullName: 'Mia Maple', phone: '+442079460321' })
      .onConflictDoUpdate({ target: profiles.id, set: { phone: '+442079460321' } })
  })

  const search = (query: string, cookie?: string) =>
    t.request(`/api/v1/customers${query}`, { headers: cookie ? { cookie } : {} })

  it('finds customers by part of their name or e-mail, any case, by name, with their phone', async () => {
    const res = await search('?search=MAPLE', operator.cookie)
    expect(res.status).toBe(200)
    const { customers } = await readJson(res)
    // Staff accounts are not customers, even when their name matches.
    expect(customers.map((c: { name: string }) => c.name)).toEqual(['Bo Birch', 'Mia Maple'])
    expect(customers[1]).toEqual({
      id: maple.userId,
      name: 'Mia Maple',
      email: maple.email,
      phone: '+442079460321',
    })
    expect(customers[0]).not.toHaveProperty('phone')
  })

  it('takes the search text literally and keeps to the limit', async () => {
    const literal = await readJson(await search('?search=0%25%20c', admin.cookie))
    expect(literal.customers.map((c: { name: string }) => c.name)).toEqual(['100% Cotton_Co'])
    // % and _ are not wildcards here.
    for (const text of ['%25', '_']) {
      const found = await readJson(await search(`?search=${text}`, admin.cookie))
      expect(found.customers.map((c: { name: string }) => c.name)).toEqual(['100% Cotton_Co'])
    }
    const none = await readJson(await search('?search=%25_', admin.cookie))
    expect(none.customers).toEqual([])

    const two = await readJson(await search('?limit=2', operator.cookie))
    expect(two.customers).toHaveLength(2)
    const all = await readJson(await search('', operator.cookie))
    expect(all.customers.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([customer.userId, maple.userId]),
    )
    expect((await search('?limit=500', operator.cookie)).status).toBe(400)
  })

  it('is for staff only: customers get 403, signed-out visitors 401', async () => {
    const asCustomer = await search('?search=maple', customer.cookie)
    await expectError(asCustomer, 403, 'forbidden')
    const signedOut = await search('?search=maple')
    await expectError(signedOut, 401, 'auth.session_missing')
    // Promoting the customer opens the door, at their next request.
    const promoted = await t.request(
      `/api/v1/admin/people/${customer.userId}/role`,
      json({ role: 'operator' }, { cookie: admin.cookie }),
    )
    expect(promoted.status).toBe(200)
    expect((await search('?search=maple', customer.cookie)).status).toBe(200)
  })
})
