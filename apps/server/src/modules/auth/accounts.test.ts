import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cookieFrom, json } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  expectError,
  readJson,
  useTestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { users } from './auth.table.ts'
import { demoAccounts, syncDemoAccounts } from './demo-accounts.ts'

describe('phone number and password', () => {
  const t = useTestApp()

  it('signs up with a phone number, confirms it with the texted code, then signs in with it', async () => {
    const up = await t.request(
      '/api/v1/auth/sign-up/phone',
      json({ name: 'Pat Phone', phoneNumber: '+44 7400 900123', password: 'Gravel-Grinder-88' }),
    )
    expect(up.status).toBe(200)
    // No session before the number is confirmed (phone-accounts.test.ts has that story).
    expect(cookieFrom(up)).toBe('')
    const [text] = await t.db.select().from(outbox).where(eq(outbox.to, '+447400900123'))
    const code = text?.text.slice(0, 6)
    const verified = await t.request(
      '/api/auth/phone-number/verify',
      json({ phoneNumber: '+447400900123', code }),
    )
    expect(verified.status).toBe(200)
    const cookie = cookieFrom(verified)
    const profile = await readJson(await t.request('/api/v1/me/profile', { headers: { cookie } }))
    expect(profile).toMatchObject({
      fullName: 'Pat Phone',
      phone: '+447400900123',
      role: 'customer',
    })
    // Its placeholder address never gets mail.
    expect(
      await t.db.select().from(outbox).where(eq(outbox.to, '447400900123@phone.invalid')),
    ).toEqual([])

    const ok = await t.request(
      '/api/auth/sign-in/phone-number',
      json({ phoneNumber: '+447400900123', password: 'Gravel-Grinder-88' }),
    )
    expect(ok.status).toBe(200)
    expect(cookieFrom(ok)).toContain('reserva.session_token=')
    const bad = await t.request(
      '/api/auth/sign-in/phone-number',
      json({ phoneNumber: '+447400900123', password: 'Gravel-Grinder-89' }),
    )
    expect(bad.status).toBe(401)
    expect((await readJson(bad)).error).toEqual({
      code: 'auth.invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('refuses a number that is taken (409), a malformed one (400) and a weak password (422)', async () => {
    const body = { name: 'A', phoneNumber: '+12015550100', password: 'Gravel-Grinder-88' }
    expect((await t.request('/api/v1/auth/sign-up/phone', json(body))).status).toBe(200)
    const taken = await t.request('/api/v1/auth/sign-up/phone', json(body))
    await expectError(taken, 409, 'auth.phone_taken')

    const malformed = await t.request(
      '/api/v1/auth/sign-up/phone',
      json({ ...body, phoneNumber: '555' }),
    )
    await expectError(malformed, 400, 'invalid_phone_number')

    const weak = await t.request(
      '/api/v1/auth/sign-up/phone',
      json({ ...body, phoneNumber: '+12015550101', password: 'letmein' }),
    )
    expect(weak.status).toBe(422)
    expect((await readJson(weak)).error.details.reasons).toContain('pwned')
    const [none] = await t.db.select().from(users).where(eq(users.phoneNumber, '+12015550101'))
    expect(none).toBeUndefined()
  })

  it('never takes a role from the phone sign-up either', async () => {
    const res = await t.request(
      '/api/v1/auth/sign-up/phone',
      json({
        name: 'B',
        phoneNumber: '+12015550102',
        password: 'Gravel-Grinder-88',
        role: 'admin',
      }),
    )
    expect(res.status).toBe(400)
    const [none] = await t.db.select().from(users).where(eq(users.phoneNumber, '+12015550102'))
    expect(none).toBeUndefined()
  })
})

describe('sign-in options and demo mode', () => {
  it('lists the password policy, no providers unless configured, and no demo accounts outside demo mode', async () => {
    await withApp(createTestApp(), async (t) => {
      const body = await readJson(await t.request('/api/v1/auth/options'))
      expect(body).toEqual({
        socialProviders: [],
        demoAccounts: [],
        passwordPolicy: { minLength: 10, requiredClasses: ['lower', 'upper', 'digit'] },
        singleSignOn: false,
      })
    })
  })

  it('shows configured providers', async () => {
    const t = await createTestApp({
      auth: {
        socialProviders: {
          google: { clientId: 'g', clientSecret: 's' },
          apple: { clientId: 'a', clientSecret: 's' },
        },
      },
    })
    try {
      expect((await readJson(await t.request('/api/v1/auth/options'))).socialProviders).toEqual([
        'google',
        'apple',
      ])
    } finally {
      await t.close()
    }
  })

  it('creates the three demo accounts in demo mode, keeps them across restarts, and DEMO=0 removes them', async () => {
    await withApp(createTestApp(), async (t) => {
      expect(
        await syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: true }),
      ).toBe(true)
      // Shown to this machine only (demo-accounts.test.ts has the rest of that story).
      const fromHere = { headers: { 'x-forwarded-for': '127.0.0.1' } }
      const options = await readJson(await t.request('/api/v1/auth/options', fromHere))
      expect(options.demoAccounts.map((a: { role: string }) => a.role)).toEqual([
        'admin',
        'operator',
        'customer',
      ])
      for (const account of demoAccounts) {
        const res = await t.request(
          '/api/auth/sign-in/email',
          json({ email: account.email, password: account.password }),
        )
        expect(res.status, account.email).toBe(200)
        expect((await readJson(res)).user.role).toBe(account.role)
      }
      // A restart with DEMO unset: still demo mode, nothing created twice.
      expect(
        await syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: false }),
      ).toBe(true)
      expect(await t.db.select().from(users)).toHaveLength(3)

      expect(
        await syncDemoAccounts({ auth: t.auth, db: t.db, demo: false, seededDemo: false }),
      ).toBe(false)
      expect(await t.db.select().from(users)).toHaveLength(0)
      expect(
        (await readJson(await t.request('/api/v1/auth/options', fromHere))).demoAccounts,
      ).toEqual([])
    })
  })
})
