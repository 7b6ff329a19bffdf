import { eq } from 'drizzle-orm'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '../../lib/clock.ts'
import { cookieFrom, json } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  readJson,
  type TestApp,
  testBaseUrl,
  withApp,
} from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { accounts, users, walletAddresses } from './auth.table.ts'

type Message = Parameters<typeof createSiweMessage>[0]

const minute = 60 * 1000

/** A nonce from the server, as a browser asks for one before the wallet signs. */
async function nonceFrom(t: Pick<TestApp, 'request'>, headers: Record<string, string> = {}) {
  const res = await t.request('/api/auth/siwe/nonce', json({}, headers))
  expect(res.status).toBe(200)
  const { nonce } = await readJson(res)
  expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  return nonce as string
}

/** The message a browser on our origin would have its wallet sign, with `changes` over it. */
function messageFor(
  account: PrivateKeyAccount,
  nonce: string,
  now: Date,
  changes: Partial<Message> = {},
): string {
  return createSiweMessage({
    domain: new URL(testBaseUrl).host,
    address: account.address,
    statement: 'Sign in to Spoke & Chain.',
    uri: testBaseUrl,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 10 * minute),
    ...changes,
  })
}

const verify = (t: Pick<TestApp, 'request'>, body: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/auth/siwe/verify', json(body, headers))

/** A signed message for a fresh nonce, with `changes` over the message. */
async function signed(t: TestApp, account: PrivateKeyAccount, changes: Partial<Message> = {}) {
  const message = messageFor(account, await nonceFrom(t), t.clock.now(), changes)
  return { message, signature: await account.signMessage({ message }) }
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(401)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(res.headers.getSetCookie().some((c) => c.startsWith('reserva.session_token='))).toBe(false)
}

describe('Sign-In with Ethereum at /api/auth/siwe', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false })
  })
  afterAll(async () => {
    await t.close()
  })

  it('signs a new wallet in as a customer with a session and a stand-in address that is never mailed', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const res = await verify(t, await signed(t, account))
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body.user.walletAddress).toBe(account.address)
    expect(body.user.chainId).toBe(1)

    const session = await t.request('/api/auth/get-session', {
      headers: { cookie: cookieFrom(res) },
    })
    const { user } = await readJson(session)
    expect(user.id).toBe(body.user.id)
    expect(user.role).toBe('customer')
    expect(user.email).toBe(`${account.address.toLowerCase()}@wallet.invalid`)
    expect(user.name).toBe(account.address)
    expect(user.image).toBeNull()

    const [wallet] = await t.db
      .select()
      .from(walletAddresses)
      .where(eq(walletAddresses.userId, user.id))
    expect(wallet).toMatchObject({ address: account.address, chainId: 1, isPrimary: true })
    const [link] = await t.db.select().from(accounts).where(eq(accounts.userId, user.id))
    expect(link).toMatchObject({ providerId: 'siwe', accountId: `${account.address}:1` })
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mails).toEqual([])
  })

  it('signs the same wallet into the same account the next time', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = await readJson(await verify(t, await signed(t, account)))
    const again = await verify(t, await signed(t, account))
    expect(again.status).toBe(200)
    expect((await readJson(again)).user.id).toBe(first.user.id)
  })

  it('refuses the same signed message a second time: a nonce is used once', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const once = await signed(t, account)
    expect((await verify(t, once)).status).toBe(200)
    await expectRefused(await verify(t, once))
  })

  it('refuses a nonce once a message with it was refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const message = messageFor(account, await nonceFrom(t), t.clock.now())
    await expectRefused(
      await verify(t, { message, signature: await other.signMessage({ message }) }),
    )
    await expectRefused(
      await verify(t, { message, signature: await account.signMessage({ message }) }),
    )
  })

  it('refuses a nonce the server never issued', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = messageFor(account, 'a1b2c3d4e5f60718293a4b5c6d7e8f90', t.clock.now())
    await expectRefused(
      await verify(t, { message, signature: await account.signMessage({ message }) }),
    )
  })

  it('refuses a message for another domain, another origin, another scheme or another chain', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    for (const changes of [
      { domain: 'evil.example' },
      { domain: 'localhost:3001' },
      { uri: 'https://evil.example/' },
      { uri: 'http://localhost:3001/' },
      { scheme: 'https' },
      { chainId: 10 },
    ] satisfies Partial<Message>[]) {
      const res = await verify(t, await signed(t, account, changes))
      await expectRefused(res)
    }
    const wallets = await t.db
      .select()
      .from(walletAddresses)
      .where(eq(walletAddresses.address, account.address))
    expect(wallets).toEqual([])
  })

  it('refuses a message signed by another key than the address it names', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const message = messageFor(account, await nonceFrom(t), t.clock.now())
    await expectRefused(
      await verify(t, { message, signature: await other.signMessage({ message }) }),
    )
  })

  it('refuses a message with a line added after it was made (read alike by every parser or not at all)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = `${messageFor(account, await nonceFrom(t), t.clock.now())}\nNonce: ${await nonceFrom(t)}`
    await expectRefused(
      await verify(t, { message, signature: await account.signMessage({ message }) }),
    )
  })

  it('answers malformed, foreign and oversized bodies with 4xx JSON, never 500', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const good = await signed(t, account)
    const bodies: unknown[] = [
      {},
      { message: good.message },
      { message: good.message, signature: 'not hex' },
      { message: good.message, signature: '0x1234' },
      { message: 'hello', signature: good.signature },
      { ...good, extra: 1 },
      {
        message: good.message.replace('Chain ID: 1', 'Chain ID: 99999999999999999999'),
        signature: good.signature,
      },
      { message: 'x'.repeat(9000), signature: good.signature },
      [good],
      'text',
    ]
    for (const body of bodies) {
      const res = await verify(t, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
    const nonce = await t.request('/api/auth/siwe/nonce', json({ anything: 1 }))
    expect(nonce.status).toBe(400)
    const huge = await t.request('/api/auth/siwe/verify', {
      ...json({ message: 'x'.repeat(2 * 1024 * 1024), signature: '0x' }),
    })
    expect(huge.status).toBe(413)
  })

  it('refuses a call from a foreign page, though it sends no cookie (login CSRF)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const foreignPages: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreignPages) {
      const body = await signed(t, account)
      const res = await t.app.request(`${testBaseUrl}/api/auth/siwe/verify`, json(body, headers))
      expect(res.status).toBe(403)
      expect((await readJson(res)).error.code).toBe('auth.invalid_origin')
      const nonce = await t.app.request(`${testBaseUrl}/api/auth/siwe/nonce`, json({}, headers))
      expect(nonce.status).toBe(403)
    }
    // Our own page's call goes through.
    expect((await verify(t, await signed(t, account))).status).toBe(200)
  })

  it('keeps a wallet stand-in address out of sign-up and password sign-in', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const squat = await t.request(
      '/api/auth/sign-up/email',
      json({
        name: 'Squatter',
        email: `${account.address}@wallet.invalid`,
        password: 'Correct-Horse-42',
      }),
    )
    expect(squat.status).toBe(400)
    expect(await t.db.select().from(users).where(eq(users.name, 'Squatter'))).toEqual([])
    // The wallet's owner still signs in.
    expect((await verify(t, await signed(t, account))).status).toBe(200)
    const password = await t.request(
      '/api/auth/sign-in/email',
      json({ email: `${account.address.toLowerCase()}@wallet.invalid`, password: 'x' }),
    )
    expect(password.status).toBe(401)
  })
})

describe('Sign-In with Ethereum and the clock', () => {
  it("refuses an expired message, one not yet valid, and one issued in the future, by the app's clock", async () => {
    const now = new Date('2030-01-15T12:00:00Z')
    await withApp(createTestApp({ demo: false, clock: fixedClock(now) }), async (t) => {
      const account = privateKeyToAccount(generatePrivateKey())
      const at = (offset: number) => new Date(now.getTime() + offset)
      for (const changes of [
        { issuedAt: at(-20 * minute), expirationTime: at(-1) },
        { issuedAt: at(-minute), expirationTime: undefined, notBefore: at(minute) },
        { issuedAt: at(10 * minute), expirationTime: undefined },
      ]) {
        const message = messageFor(account, await nonceFrom(t), now, changes)
        await expectRefused(
          await verify(t, { message, signature: await account.signMessage({ message }) }),
        )
      }
      // Within its times by that clock, the same wallet signs in.
      const message = messageFor(account, await nonceFrom(t), now, { expirationTime: undefined })
      const res = await verify(t, { message, signature: await account.signMessage({ message }) })
      expect(res.status).toBe(200)
    })
  })
})

describe('Sign-In with Ethereum rate limits', () => {
  it('answers 429 once a client asks /siwe/* too often', async () => {
    await withApp(createTestApp({ demo: false, auth: { rateLimit: true } }), async (t) => {
      const from = { 'x-forwarded-for': '203.0.113.43' }
      const statuses: number[] = []
      for (let i = 0; i < 11; i++)
        statuses.push((await t.request('/api/auth/siwe/nonce', json({}, from))).status)
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
      expect(statuses[10]).toBe(429)
      const account = privateKeyToAccount(generatePrivateKey())
      const message = messageFor(account, 'a1b2c3d4e5f60718', t.clock.now())
      const verifies: number[] = []
      for (let i = 0; i < 11; i++)
        verifies.push((await verify(t, { message, signature: '0x00' }, from)).status)
      expect(verifies.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(verifies[10]).toBe(429)
      // Another client is not held back.
      await nonceFrom(t, { 'x-forwarded-for': '203.0.113.44' })
    })
  })
})
