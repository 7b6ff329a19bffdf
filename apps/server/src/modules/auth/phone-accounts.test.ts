import crypto from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { cookieFrom, json, send, signUpAs } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  expectError,
  readJson,
  type TestApp,
  useTestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { startSmsGateway } from '../../testing/sms-gateway.ts'
import { createMailer } from '../mail/mailer.ts'
import { outbox } from '../mail/outbox.table.ts'
import { sendDueMails } from '../mail/outbox.worker.ts'
import { createSmsSender } from '../mail/sms.ts'
import { users } from './auth.table.ts'
import { phoneCodesPerHour } from './phone-accounts.ts'

const STRONG = 'Gravel-Grinder-88'

/** A UK mobile number no other test uses: national form and E.164. */
function newNumber() {
  const digits = String(crypto.randomInt(1_000_000)).padStart(6, '0')
  return { national: `07400 ${digits}`, e164: `+447400${digits}` }
}

const signUpPhone = (t: TestApp, body: Record<string, unknown>) =>
  t.request('/api/v1/auth/sign-up/phone', json({ name: 'Pat Phone', password: STRONG, ...body }))

const post = (t: TestApp, path: string, body: Record<string, unknown>, cookie = '') =>
  t.request(`/api/auth${path}`, json(body, cookie ? { cookie } : {}))

/** The text messages queued for `to`, oldest first. */
const textsTo = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, to)))
    .orderBy(asc(outbox.createdAt))

/** The code in the newest text to `to`. */
async function latestCode(t: TestApp, to: string) {
  const code = (await textsTo(t, to)).at(-1)?.text.match(/^(\d{6}) /)?.[1]
  if (!code) throw new Error(`no code was texted to ${to}`)
  return code
}

const sessionCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith('reserva.session_token=') && !/=;/.test(c))

/** A phone account whose number is confirmed, signed in: its cookie. */
async function confirmedAccount(t: TestApp, number = newNumber()) {
  expect((await signUpPhone(t, { phoneNumber: number.national })).status).toBe(200)
  const res = await post(t, '/phone-number/verify', {
    phoneNumber: number.e164,
    code: await latestCode(t, number.e164),
  })
  expect(res.status).toBe(200)
  return { ...number, cookie: cookieFrom(res) }
}

describe('phone accounts', () => {
  const t = useTestApp()

  it("reads a number written as dialled in the business's country and keeps it in E.164", async () => {
    const number = newNumber()
    const res = await signUpPhone(t, { phoneNumber: number.national })
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body).toEqual({
      user: { id: expect.any(String) },
      phoneNumber: number.e164,
      displayNumber: `+44 7400 ${number.e164.slice(-6)}`,
    })
    const [user] = await t.db.select().from(users).where(eq(users.id, body.user.id))
    expect(user).toMatchObject({ phoneNumber: number.e164, phoneNumberVerified: false })

    // With the international prefix, or another country's code, it is read as written.
    const viaPrefix = newNumber()
    expect(
      (
        await readJson(
          await signUpPhone(t, { phoneNumber: `00 44 ${viaPrefix.national.slice(1)}` }),
        )
      ).phoneNumber,
    ).toBe(viaPrefix.e164)
    expect(
      (await readJson(await signUpPhone(t, { phoneNumber: '+33 6 12 34 56 78' }))).phoneNumber,
    ).toBe('+33612345678')
    // The same number in another form is the same account.
    await expectError(
      await signUpPhone(t, { phoneNumber: number.e164.replace('+44', '+44 (0)') }),
      409,
      'auth.phone_taken',
    )

    // A profile's phone number too.
    const { cookie } = await confirmedAccount(t)
    const profile = await t.request(
      '/api/v1/me/profile',
      send('PATCH', { phone: '020 7946 0000' }, cookie),
    )
    expect((await readJson(profile)).phone).toBe('+442079460000')
  })

  it('refuses a number that cannot be one with 400 invalid_phone_number, wherever a number is taken', async () => {
    const refusal = {
      code: 'invalid_phone_number',
      message:
        "This is not a phone number. Write it as dialled in the business's country, United Kingdom (e.g. 07400 123456), or with + and its country code (e.g. +44 7400 123456).",
      details: {
        path: 'phoneNumber',
        country: 'GB',
        examples: { national: '07400 123456', international: '+44 7400 123456' },
      },
    }
    const up = await signUpPhone(t, { phoneNumber: '07400 12' })
    expect(up.status).toBe(400)
    expect((await readJson(up)).error).toEqual(refusal)
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, '+4474001'))).toEqual([])

    for (const [path, body] of [
      ['/sign-in/phone-number', { phoneNumber: '12345', password: STRONG }],
      ['/phone-number/send-otp', { phoneNumber: '+44 12' }],
      ['/phone-number/verify', { phoneNumber: '0740', code: '123456' }],
      ['/phone-number/request-password-reset', { phoneNumber: '+999 1234 5678' }],
      ['/phone-number/reset-password', { phoneNumber: '07', otp: '123456', newPassword: STRONG }],
    ] as const) {
      const res = await post(t, path, body)
      expect(res.status, path).toBe(400)
      expect((await readJson(res)).error, path).toEqual(refusal)
    }

    const { cookie } = await confirmedAccount(t)
    const profile = await t.request(
      '/api/v1/me/profile',
      send('PATCH', { phone: '0207 946' }, cookie),
    )
    expect(profile.status).toBe(400)
    expect((await readJson(profile)).error).toMatchObject({
      code: 'invalid_phone_number',
      details: { path: 'phone', country: 'GB' },
    })
    // Letters are no number in any country: the shared schema refuses them before.
    await expectError(await signUpPhone(t, { phoneNumber: 'call me' }), 400, 'validation_failed')
  })

  it('texts a code through the outbox at sign-up; the code confirms the number and signs in', async () => {
    const number = newNumber()
    const up = await signUpPhone(t, { phoneNumber: number.national })
    expect(up.status).toBe(200)
    // No session before the number is confirmed.
    expect(sessionCookie(up)).toBeUndefined()
    const [text, ...more] = await textsTo(t, number.e164)
    expect(more).toEqual([])
    expect(text).toMatchObject({
      channel: 'sms',
      kind: 'code_phone_verification',
      subject: '',
      html: null,
      status: 'pending',
    })
    expect(text?.text).toMatch(
      /^\d{6} is your Spoke & Chain code to confirm your phone number\. It works for 5 minutes\. Never share it\.$/,
    )

    // The number as the person writes it, not only as the server keeps it.
    const verified = await post(t, '/phone-number/verify', {
      phoneNumber: number.national,
      code: await latestCode(t, number.e164),
    })
    expect(verified.status).toBe(200)
    expect((await readJson(verified)).user).toMatchObject({
      phoneNumber: number.e164,
      phoneNumberVerified: true,
    })
    const cookie = cookieFrom(verified)
    expect(
      await readJson(await t.request('/api/v1/me/profile', { headers: { cookie } })),
    ).toMatchObject({ fullName: 'Pat Phone', phone: number.e164, role: 'customer' })

    // From now on the number and the password sign in.
    const signIn = await post(t, '/sign-in/phone-number', {
      phoneNumber: number.national,
      password: STRONG,
    })
    expect(signIn.status).toBe(200)
    expect(sessionCookie(signIn)).toBeDefined()
    // The code was used up, and a confirmed number gets no more codes that sign in.
    await expectError(
      await post(t, '/phone-number/verify', { phoneNumber: number.e164, code: '123456' }),
      400,
      'auth.invalid_otp',
    )
    const again = await post(t, '/phone-number/send-otp', { phoneNumber: number.e164 })
    expect(await readJson(again)).toEqual({ message: 'code sent' })
    expect(await textsTo(t, number.e164)).toHaveLength(1)
  })

  it('refuses a wrong code, and after three wrong ones the right one too, until a new one', async () => {
    const number = newNumber()
    await signUpPhone(t, { phoneNumber: number.national })
    const code = await latestCode(t, number.e164)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expectError(
        await post(t, '/phone-number/verify', { phoneNumber: number.e164, code: wrong }),
        400,
        'auth.invalid_otp',
      )
    }
    await expectError(
      await post(t, '/phone-number/verify', { phoneNumber: number.e164, code }),
      403,
      'auth.too_many_attempts',
    )
    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, number.e164))
    expect(user?.phoneNumberVerified).toBe(false)

    // "Send a new code", and the new one works.
    expect((await post(t, '/phone-number/send-otp', { phoneNumber: number.national })).status).toBe(
      200,
    )
    expect(await textsTo(t, number.e164)).toHaveLength(2)
    const res = await post(t, '/phone-number/verify', {
      phoneNumber: number.e164,
      code: await latestCode(t, number.e164),
    })
    expect(res.status).toBe(200)
  })

  it('asks an unconfirmed account for the code at sign-in, texting one for the right password only', async () => {
    const number = newNumber()
    await signUpPhone(t, { phoneNumber: number.national })
    const wrong = await post(t, '/sign-in/phone-number', {
      phoneNumber: number.national,
      password: 'Not-The-Password-1',
    })
    expect(wrong.status).toBe(401)
    expect((await readJson(wrong)).error).toEqual({
      code: 'auth.invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect(await textsTo(t, number.e164)).toHaveLength(1)

    const right = await post(t, '/sign-in/phone-number', {
      phoneNumber: number.national,
      password: STRONG,
    })
    expect(right.status).toBe(401)
    expect((await readJson(right)).error.code).toBe('auth.phone_number_not_verified')
    expect(sessionCookie(right)).toBeUndefined()
    expect(await textsTo(t, number.e164)).toHaveLength(2)

    const verified = await post(t, '/phone-number/verify', {
      phoneNumber: number.e164,
      code: await latestCode(t, number.e164),
    })
    expect(verified.status).toBe(200)
    expect(sessionCookie(verified)).toBeDefined()
  })

  it('resets a password with a code texted to the confirmed number: weak ones refused, sessions ended', async () => {
    const { national, e164, cookie } = await confirmedAccount(t)
    const elsewhere = cookieFrom(
      await post(t, '/sign-in/phone-number', { phoneNumber: e164, password: STRONG }),
    )
    const asked = await post(t, '/phone-number/request-password-reset', { phoneNumber: national })
    expect(asked.status).toBe(200)
    expect(await readJson(asked)).toEqual({ status: true })
    const text = (await textsTo(t, e164)).at(-1)
    expect(text?.kind).toBe('code_phone_password_reset')
    expect(text?.text).toMatch(/^\d{6} is your Spoke & Chain code to reset your password\./)
    const otp = await latestCode(t, e164)

    const weak = await post(t, '/phone-number/reset-password', {
      phoneNumber: national,
      otp,
      newPassword: 'password1',
    })
    expect(weak.status).toBe(422)
    expect((await readJson(weak)).error).toMatchObject({
      code: 'weak_password',
      details: { reasons: expect.arrayContaining(['characters', 'pwned']) },
    })

    // The weak password used none of the code's attempts.
    const reset = await post(t, '/phone-number/reset-password', {
      phoneNumber: national,
      otp,
      newPassword: 'Fresh-Chain-Lube-7',
    })
    expect(reset.status).toBe(200)
    await expectError(
      await post(t, '/sign-in/phone-number', { phoneNumber: e164, password: STRONG }),
      401,
      'auth.invalid_credentials',
    )
    expect(
      (
        await post(t, '/sign-in/phone-number', {
          phoneNumber: e164,
          password: 'Fresh-Chain-Lube-7',
        })
      ).status,
    ).toBe(200)
    for (const old of [cookie, elsewhere]) {
      expect((await t.request('/api/v1/me/profile', { headers: { cookie: old } })).status).toBe(401)
    }
    // A code resets once.
    await expectError(
      await post(t, '/phone-number/reset-password', {
        phoneNumber: e164,
        otp,
        newPassword: 'Another-Chain-Lube-8',
      }),
      400,
      'auth.otp_not_found',
    )
  })

  it('answers an unknown or unconfirmed number as it answers a confirmed one, and texts only that', async () => {
    const confirmed = await confirmedAccount(t)
    const unconfirmed = newNumber()
    await signUpPhone(t, { phoneNumber: unconfirmed.national })
    const unknown = newNumber()
    const textsBefore = {
      confirmed: (await textsTo(t, confirmed.e164)).length,
      unconfirmed: (await textsTo(t, unconfirmed.e164)).length,
    }

    const answers = []
    for (const number of [confirmed, unconfirmed, unknown]) {
      const res = await post(t, '/phone-number/request-password-reset', {
        phoneNumber: number.national,
      })
      answers.push({ status: res.status, body: await res.text() })
    }
    expect(answers).toEqual([answers[0], answers[0], answers[0]])
    expect(answers[0]).toEqual({ status: 200, body: '{"status":true}' })
    expect(await textsTo(t, confirmed.e164)).toHaveLength(textsBefore.confirmed + 1)
    expect(await textsTo(t, unconfirmed.e164)).toHaveLength(textsBefore.unconfirmed)
    expect(await textsTo(t, unknown.e164)).toHaveLength(0)

    // A guess at a code is refused alike, whoever the number is.
    for (const number of [confirmed, unconfirmed, unknown]) {
      const res = await post(t, '/phone-number/reset-password', {
        phoneNumber: number.e164,
        otp: '000000',
        newPassword: 'Fresh-Chain-Lube-7',
      })
      // (A six-digit guess that happens to be right is a one-in-a-million chance.)
      expect((await readJson(res)).error.code, number.e164).toBe('auth.invalid_otp')
    }
    // Codes that sign in: an unknown number gets none, and is answered as the others are.
    const sent = await post(t, '/phone-number/send-otp', { phoneNumber: unknown.e164 })
    expect(await readJson(sent)).toEqual({ message: 'code sent' })
    expect(await textsTo(t, unknown.e164)).toHaveLength(0)
    const signIn = await post(t, '/sign-in/phone-number', {
      phoneNumber: unknown.national,
      password: STRONG,
    })
    expect((await readJson(signIn)).error.code).toBe('auth.invalid_credentials')
  })

  it(`texts one number ${phoneCodesPerHour} codes an hour at most, however they are asked for`, async () => {
    const number = newNumber()
    await signUpPhone(t, { phoneNumber: number.national })
    for (let i = 0; i < phoneCodesPerHour + 2; i++) {
      const res = await post(t, '/phone-number/send-otp', { phoneNumber: number.e164 })
      expect(await readJson(res)).toEqual({ message: 'code sent' })
    }
    expect(await textsTo(t, number.e164)).toHaveLength(phoneCodesPerHour)
  })

  it("keeps an account's number to the phone sign-up, and its placeholder address out of sign-in", async () => {
    const number = newNumber()
    await expectError(
      await post(t, '/sign-up/email', {
        name: 'Sly',
        email: `sly-${number.e164.slice(1)}@example.test`,
        password: STRONG,
        phoneNumber: number.e164,
      }),
      400,
      'bad_request',
    )
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, number.e164))).toEqual([])

    const account = await confirmedAccount(t)
    await expectError(
      await post(t, '/update-user', { phoneNumber: null }, account.cookie),
      400,
      'bad_request',
    )
    // Its placeholder address and its password: refused as any wrong pair is.
    await expectError(
      await post(t, '/sign-in/email', {
        email: `${account.e164.slice(1)}@phone.invalid`,
        password: STRONG,
      }),
      401,
      'auth.invalid_credentials',
    )
  })

  it('confirms the number of an account with two-factor sign-in on without opening a session', async () => {
    const number = newNumber()
    await signUpPhone(t, { phoneNumber: number.national })
    await t.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.phoneNumber, number.e164))
    const res = await post(t, '/phone-number/verify', {
      phoneNumber: number.e164,
      code: await latestCode(t, number.e164),
    })
    expect(res.status).toBe(200)
    expect((await readJson(res)).token).toBeNull()
    expect(sessionCookie(res)).toBeUndefined()
    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, number.e164))
    expect(user?.phoneNumberVerified).toBe(true)
  })

  it('reads national numbers in the country the admin sets', async () => {
    const admin = await signUpAs(t, 'admin')
    const patch = (country: string) =>
      t.request('/api/v1/admin/settings', send('PATCH', { country }, admin.cookie))
    expect((await patch('US')).status).toBe(200)
    try {
      const res = await signUpPhone(t, { phoneNumber: '(201) 555-0123' })
      expect(await readJson(res)).toMatchObject({
        phoneNumber: '+12015550123',
        displayNumber: '+1 201 555 0123',
      })
      const refused = await signUpPhone(t, { phoneNumber: '555' })
      expect((await readJson(refused)).error.details).toMatchObject({
        country: 'US',
        examples: { national: '(201) 555-0123', international: '+1 201 555 0123' },
      })
    } finally {
      expect((await patch('GB')).status).toBe(200)
    }
  })
})

describe('phone codes through SMS_URL', () => {
  it('texts the sign-up code to the gateway, and the code from there signs the account in', async () => {
    const gateway = await startSmsGateway()
    const logger = pino({ level: 'silent' })
    const mailer = createMailer({ smtpUrl: undefined, from: 'x', logger })
    const sms = createSmsSender({ url: gateway.url, token: 'gateway-secret', logger })
    try {
      await withApp(createTestApp(), async (t) => {
        const number = newNumber()
        expect((await signUpPhone(t, { phoneNumber: number.national })).status).toBe(200)
        expect(
          await sendDueMails({ database: t.database, mailer, sms, logger, clock: t.clock }),
        ).toMatchObject({
          sent: 1,
          failed: 0,
        })
        const [text] = gateway.textsTo(number.e164)
        expect(text?.authorization).toBe('Bearer gateway-secret')
        const code = text?.body.match(/^(\d{6}) is your Spoke & Chain code/)?.[1]
        const res = await post(t, '/phone-number/verify', { phoneNumber: number.national, code })
        expect(res.status).toBe(200)
        expect(sessionCookie(res)).toBeDefined()
        expect((await textsTo(t, number.e164))[0]?.status).toBe('sent')
      })
    } finally {
      mailer.close()
      await gateway.close()
    }
  })
})

describe('the phone code routes are rate limited', () => {
  it('answers 429 past each rule: codes and resets 3 in five minutes, checks 5 a minute', async () => {
    await withApp(createTestApp({ auth: { rateLimit: true } }), async (t) => {
      const rules = [
        ['/phone-number/send-otp', 3, { phoneNumber: newNumber().e164 }],
        ['/phone-number/request-password-reset', 3, { phoneNumber: newNumber().e164 }],
        ['/phone-number/verify', 5, { phoneNumber: newNumber().e164, code: '000000' }],
        [
          '/phone-number/reset-password',
          5,
          { phoneNumber: newNumber().e164, otp: '000000', newPassword: STRONG },
        ],
      ] as const
      for (const [index, [path, max, body]] of rules.entries()) {
        const from = { 'x-forwarded-for': `198.51.100.${index + 20}` }
        const statuses: number[] = []
        for (let i = 0; i <= max; i++)
          statuses.push((await t.request(`/api/auth${path}`, json(body, from))).status)
        expect(statuses.slice(0, max).includes(429), path).toBe(false)
        expect(statuses.at(-1), path).toBe(429)
      }
    })
  })
})
