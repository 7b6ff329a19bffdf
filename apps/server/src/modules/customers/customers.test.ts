import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { json, send, signUp, uniqueEmail, usePeople } from '../../testing/auth-helpers.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { accounts, users } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'
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

describe('walk-in and phone-in customers (staff)', () => {
  const t = useTestApp()
  const { operator, customer } = usePeople(t, {
    operator: ['operator', 'Olga Walkin'],
    customer: ['customer', 'Cat Existing'],
  })
  const walkIn = (body: unknown, cookie = operator.cookie) =>
    t.request('/api/v1/customers', send('POST', body, cookie))

  it('makes a customer by name and e-mail, without a password, whom a sign-in code then finds', async () => {
    const email = uniqueEmail('walter')
    const res = await walkIn({ name: 'Walter Walk-in', email: email.toUpperCase() })
    expect(res.status).toBe(201)
    const { customer: made, created } = await readJson(res)
    expect(created).toBe(true)
    expect(made).toMatchObject({ name: 'Walter Walk-in', email })
    // No password: no credential account, and no session was opened for anyone.
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, made.id))).toEqual([])
    const [row] = await t.db.select().from(users).where(eq(users.id, made.id))
    expect(row).toMatchObject({ role: 'customer' })
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.id))
    expect(audited).toMatchObject({ action: 'customer.created', actorId: operator.userId })

    // The same address again is the same record: a second walk-in joins it.
    const again = await walkIn({ name: 'Walter W', email })
    expect(again.status).toBe(200)
    expect(await readJson(again)).toEqual({ customer: made, created: false })

    // Walter later signs in with a code by e-mail: the walk-in record is his account.
    expect(
      (
        await t.request(
          '/api/auth/email-otp/send-verification-otp',
          json({ email, type: 'sign-in' }),
        )
      ).status,
    ).toBe(200)
    // The code's mail, as queued in the outbox for the mail worker.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email))
    const code = /^(\d{6})/.exec(mail?.subject ?? '')?.[1]
    const signIn = await t.request('/api/auth/sign-in/email-otp', json({ email, otp: code }))
    expect(signIn.status, await signIn.clone().text()).toBe(200)
    expect((await readJson(signIn)).user.id).toBe(made.id)
  })

  it('makes a phone-in customer by number alone, read in the business country', async () => {
    const res = await walkIn({ name: 'Pia Phone', phone: '07400 555123' })
    expect(res.status).toBe(201)
    const { customer: made } = await readJson(res)
    expect(made).toMatchObject({ name: 'Pia Phone', phone: '+447400555123' })
    expect(made.email).toBe('447400555123@phone.invalid')
    const again = await readJson(await walkIn({ name: 'Pia', phone: '+44 7400 555123' }))
    expect(again).toEqual({ customer: made, created: false })
  })

  it('refuses a staff address, bad input, and anyone but staff', async () => {
    await expectError(
      await walkIn({ name: 'Olga', email: operator.email }),
      409,
      'customers.not_a_customer',
    )
    await expectError(await walkIn({ name: 'Nobody' }), 400, 'validation_failed')
    await expectError(await walkIn({ name: 'Bad', phone: '12' }), 400, 'invalid_phone_number')
    await expectError(
      await walkIn({ name: 'x'.repeat(500), email: uniqueEmail('long') }),
      400,
      'validation_failed',
    )
    await expectError(
      await walkIn({ name: 'Extra', email: uniqueEmail('extra'), role: 'admin' }),
      400,
      'validation_failed',
    )
    expect(
      (await walkIn({ name: 'Self', email: uniqueEmail('self') }, customer.cookie)).status,
    ).toBe(403)
    expect((await walkIn({ name: 'Anon', email: uniqueEmail('anon') }, '')).status).toBe(401)
  })
})
