import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { json, signUp } from '../../testing/auth-helpers.ts'
import { expectError, useTestApp } from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { signInFailures } from './sign-in-guard.table.ts'
import {
  createSignInGuard,
  deleteStaleSignInFailures,
  signInGuardLimits as L,
} from './sign-in-guard.ts'

// Issue #42: wrong passwords are counted per account, whatever the client's address.
describe('failed sign-ins per account', () => {
  let time = Date.parse('2026-03-02T10:00:00Z')
  const clock: Clock = { now: () => new Date(time) }
  const t = useTestApp({ clock })
  const signIn = (email: string, password: string, address: string) =>
    t.request('/api/auth/sign-in/email', json({ email, password }, { 'x-forwarded-for': address }))

  it('locks the account after the free failures, the right password too, for a doubling time', async () => {
    const { email, password } = await signUp(t)
    for (let i = 0; i < L.freeFailures; i++)
      expect((await signIn(email, 'Wrong-Horse-1', `10.0.0.${i + 1}`)).status).toBe(401)
    // The fifth failure locked it: even the right password from a new address is refused.
    const locked = await signIn(email, password, '10.0.1.1')
    await expectError(locked, 429, 'rate_limited')
    expect(Number(locked.headers.get('retry-after'))).toBe(L.firstDelayMs / 1000)
    // After the delay, one more wrong password locks it for twice as long.
    time += L.firstDelayMs
    expect((await signIn(email, 'Wrong-Horse-1', '10.0.1.2')).status).toBe(401)
    const again = await signIn(email, password, '10.0.1.3')
    await expectError(again, 429, 'rate_limited')
    expect(Number(again.headers.get('retry-after'))).toBe((2 * L.firstDelayMs) / 1000)
    // Once it has passed, the right password signs in and the count starts again.
    time += 2 * L.firstDelayMs
    expect((await signIn(email, password, '10.0.1.4')).status).toBe(200)
    expect((await signIn(email, 'Wrong-Horse-1', '10.0.1.5')).status).toBe(401)
    expect((await signIn(email, password, '10.0.1.6')).status).toBe(200)
  })

  it('counts every one of the first failures recorded at once', async () => {
    const guard = createSignInGuard({ db: t.db, clock, business: 'Test', queue: async () => {} })
    const identifier = `race-${crypto.randomUUID()}@example.test`
    await Promise.all(Array.from({ length: 4 }, () => guard.failed(identifier)))
    const [row] = await t.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.identifier, identifier))
    expect(row?.failures).toBe(4)
  })

  it('forgets counts whose window is over, and keeps those still counting', async () => {
    const guard = createSignInGuard({ db: t.db, clock, business: 'Test', queue: async () => {} })
    const old = `old-${crypto.randomUUID()}@example.test`
    const fresh = `fresh-${crypto.randomUUID()}@example.test`
    await guard.failed(old)
    time += L.windowMs + 1000
    await guard.failed(fresh)
    const left = async () =>
      (await t.db.select({ id: signInFailures.identifier }).from(signInFailures))
        .map((row) => row.id)
        .filter((id) => id === old || id === fresh)
    expect(await deleteStaleSignInFailures(t.db, { now: clock.now() })).toBeGreaterThanOrEqual(1)
    expect(await left()).toEqual([fresh])
    // What the sweep forgot counts from nothing again.
    await guard.failed(old)
    const [row] = await t.db.select().from(signInFailures).where(eq(signInFailures.identifier, old))
    expect(row?.failures).toBe(1)
  })

  it('caps the delay, and mails the owner once a window, with nothing the caller wrote', async () => {
    const { email } = await signUp(t)
    const mails = () =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'failed_sign_ins')))
    const delay = (failures: number) =>
      failures < L.freeFailures
        ? 0
        : Math.min(L.firstDelayMs * 2 ** (failures - L.freeFailures), L.maxDelayMs)
    for (let failures = 1; failures <= L.notifyAt + 1; failures++) {
      const res = await signIn(email, `Wrong <b>${failures}</b>`, `10.1.0.${failures}`)
      expect(res.status).toBe(401)
      if (failures <= L.notifyAt) time += delay(failures)
    }
    const [mail, ...more] = await mails()
    expect(more).toHaveLength(0)
    expect(mail?.text).toContain(`${L.notifyAt} times`)
    expect(mail?.text).not.toContain('Wrong')
    // The delay doubles up to its cap.
    const capped = await signIn(email, 'Wrong-Horse-1', '10.1.1.2')
    await expectError(capped, 429, 'rate_limited')
    expect(Number(capped.headers.get('retry-after'))).toBe(L.maxDelayMs / 1000)
    // A new window: the count starts again, and the owner may be told again later.
    time += L.windowMs
    expect((await signIn(email, 'Wrong-Horse-1', '10.1.1.3')).status).toBe(401)
    expect(await mails()).toHaveLength(1)
  })

  it('counts wrong passwords at the phone sign-in per account too', async () => {
    const e164 = `+447400${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const password = 'Gravel-Grinder-88'
    const up = await t.request(
      '/api/v1/auth/sign-up/phone',
      json({ name: 'Pat Phone', password, phoneNumber: e164 }),
    )
    expect(up.status).toBe(200)
    const [text] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, e164)))
      .orderBy(desc(outbox.createdAt))
    const code = text?.text.match(/^(\d{6}) /)?.[1]
    const verify = t.request('/api/auth/phone-number/verify', json({ phoneNumber: e164, code }))
    expect((await verify).status).toBe(200)
    const signIn = (pw: string, address: string) =>
      t.request(
        '/api/auth/sign-in/phone-number',
        json({ phoneNumber: e164, password: pw }, { 'x-forwarded-for': address }),
      )
    for (let i = 0; i < L.freeFailures; i++)
      expect((await signIn('Wrong-Horse-1', `10.2.0.${i + 1}`)).status).toBe(401)
    await expectError(await signIn(password, '10.2.1.1'), 429, 'rate_limited')
    time += L.firstDelayMs
    expect((await signIn(password, '10.2.1.2')).status).toBe(200)
  })
})
