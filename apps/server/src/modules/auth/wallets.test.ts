import { eq } from 'drizzle-orm'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, json, send, signUp } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  expectError,
  readJson,
  type TestApp,
  testBaseUrl,
} from '../../testing/create-test-app.ts'
import { accounts, walletAddresses } from './auth.table.ts'

const minute = 60 * 1000

describe('Linking a wallet to a signed-in account (/api/v1/me/wallets)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ demo: false })
  })
  afterAll(async () => {
    await t.close()
  })

  const message = (account: PrivateKeyAccount, nonce: string, changes = {}) =>
    createSiweMessage({
      domain: new URL(testBaseUrl).host,
      address: account.address,
      statement: 'Link this wallet to my account at Spoke & Chain.',
      uri: testBaseUrl,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: t.clock.now(),
      expirationTime: new Date(t.clock.now().getTime() + 10 * minute),
      ...changes,
    })

  async function linkNonce(cookie: string) {
    const res = await t.request('/api/v1/me/wallets/nonce', send('POST', {}, cookie))
    expect(res.status).toBe(200)
    return (await readJson(res)).nonce as string
  }

  /** Signs a linking message for `account` with a nonce issued to `cookie`'s account. */
  async function signedLink(cookie: string, account: PrivateKeyAccount, changes = {}) {
    const text = message(account, await linkNonce(cookie), changes)
    return { message: text, signature: await account.signMessage({ message: text }) }
  }

  const link = (cookie: string, body: unknown, headers: Record<string, string> = {}) => {
    const init = send('POST', body, cookie)
    return t.request('/api/v1/me/wallets', {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...headers },
    })
  }

  /** Signs in with the wallet through Better Auth's siwe plugin; answers the account's id. */
  async function walletSignIn(account: PrivateKeyAccount) {
    const nonceRes = await t.request('/api/auth/siwe/nonce', json({}))
    const { nonce } = await readJson(nonceRes)
    const text = message(account, nonce)
    const res = await t.request(
      '/api/auth/siwe/verify',
      json({ message: text, signature: await account.signMessage({ message: text }) }),
    )
    expect(res.status).toBe(200)
    const me = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: cookieFrom(res) } }),
    )
    return me.id as string
  }

  it('links a wallet, which then signs in to this account, and lists it', async () => {
    const person = await signUp(t)
    const wallet = privateKeyToAccount(generatePrivateKey())
    const res = await link(person.cookie, await signedLink(person.cookie, wallet))
    expect(res.status).toBe(200)
    const { wallets } = await readJson(res)
    expect(wallets).toEqual([
      { address: wallet.address, chainId: 1, primary: false, linkedAt: expect.any(String) },
    ])
    expect(await walletSignIn(wallet)).toBe(person.userId)
    const listed = await readJson(
      await t.request('/api/v1/me/wallets', { headers: { cookie: person.cookie } }),
    )
    expect(listed.wallets).toHaveLength(1)
    // Linking it again changes nothing.
    const again = await link(person.cookie, await signedLink(person.cookie, wallet))
    expect((await readJson(again)).wallets).toHaveLength(1)
  })

  it('refuses a wallet that signs in to another account, and leaves it there', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey())
    const walletAccount = await walletSignIn(wallet)
    const person = await signUp(t)
    const res = await link(person.cookie, await signedLink(person.cookie, wallet))
    await expectError(res, 409, 'wallets.taken')
    expect(await walletSignIn(wallet)).toBe(walletAccount)
  })

  it('spends each nonce once and only for the account it was issued to', async () => {
    const alice = await signUp(t)
    const bob = await signUp(t)
    const wallet = privateKeyToAccount(generatePrivateKey())
    const forAlice = await signedLink(alice.cookie, wallet)
    // Bob presents a message with Alice's nonce: refused, and the nonce stays Alice's.
    const stolen = await link(bob.cookie, forAlice)
    await expectError(stolen, 400, 'wallets.invalid_signature')
    expect((await link(alice.cookie, forAlice)).status).toBe(200)
    const replay = await link(alice.cookie, forAlice)
    await expectError(replay, 400, 'wallets.invalid_signature')
    // A nonce Better Auth's sign-in issued is not one for linking.
    const { nonce } = await readJson(await t.request('/api/auth/siwe/nonce', json({})))
    const other = privateKeyToAccount(generatePrivateKey())
    const text = message(other, nonce)
    const foreign = await link(bob.cookie, {
      message: text,
      signature: await other.signMessage({ message: text }),
    })
    expect(foreign.status).toBe(400)
  })

  it('refuses messages for another site, chain or time, and signatures by another key', async () => {
    const person = await signUp(t)
    const wallet = privateKeyToAccount(generatePrivateKey())
    const cases = [
      await signedLink(person.cookie, wallet, { domain: 'evil.example' }),
      await signedLink(person.cookie, wallet, { uri: 'https://evil.example/' }),
      await signedLink(person.cookie, wallet, { chainId: 137 }),
      await signedLink(person.cookie, wallet, {
        issuedAt: new Date(t.clock.now().getTime() - 20 * minute),
        expirationTime: new Date(t.clock.now().getTime() - 10 * minute),
      }),
    ]
    const impostor = privateKeyToAccount(generatePrivateKey())
    const text = message(wallet, await linkNonce(person.cookie))
    cases.push({ message: text, signature: await impostor.signMessage({ message: text }) })
    for (const body of cases) {
      const res = await link(person.cookie, body)
      await expectError(res, 400, 'wallets.invalid_signature')
    }
    expect(
      await t.db.select().from(walletAddresses).where(eq(walletAddresses.address, wallet.address)),
    ).toEqual([])
  })

  it('asks for a session and a trusted origin, and bounds what it reads', async () => {
    const person = await signUp(t)
    expect((await t.request('/api/v1/me/wallets')).status).toBe(401)
    expect((await t.request('/api/v1/me/wallets/nonce', json({}))).status).toBe(401)
    const foreign = await link(
      person.cookie,
      await signedLink(person.cookie, privateKeyToAccount(generatePrivateKey())),
      { origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const huge = await link(person.cookie, { message: 'x'.repeat(3000), signature: '0x00' })
    expect(huge.status).toBe(400)
    const extra = await link(person.cookie, { message: 'a', signature: '0x00', userId: 'someone' })
    expect(extra.status).toBe(400)
    const notAddress = await t.request(
      '/api/v1/me/wallets/0x123',
      send('DELETE', undefined, person.cookie),
    )
    expect(notAddress.status).toBe(400)
  })

  it('removes a wallet, unless it is the only way into the account', async () => {
    // An account made by the wallet (no password, no address that gets mail).
    const wallet = privateKeyToAccount(generatePrivateKey())
    const nonceRes = await t.request('/api/auth/siwe/nonce', json({}))
    const text = message(wallet, (await readJson(nonceRes)).nonce)
    const signedIn = await t.request(
      '/api/auth/siwe/verify',
      json({ message: text, signature: await wallet.signMessage({ message: text }) }),
    )
    const cookie = cookieFrom(signedIn)
    const walletAccount = (await readJson(signedIn)).user.id
    const path = `/api/v1/me/wallets/${wallet.address.toLowerCase()}`
    const last = await t.request(path, send('DELETE', undefined, cookie))
    await expectError(last, 409, 'wallets.last_sign_in')

    // A second wallet on it: either may go, then not the other.
    const second = privateKeyToAccount(generatePrivateKey())
    expect((await link(cookie, await signedLink(cookie, second))).status).toBe(200)
    const removed = await t.request(path, send('DELETE', undefined, cookie))
    expect(removed.status).toBe(200)
    expect((await readJson(removed)).wallets.map((w: { address: string }) => w.address)).toEqual([
      second.address,
    ])
    const rows = await t.db.select().from(accounts).where(eq(accounts.providerId, 'siwe'))
    expect(rows.some((a) => a.accountId.startsWith(wallet.address))).toBe(false)
    // The removed wallet now makes an account of its own.
    const nonceAgain = await t.request('/api/auth/siwe/nonce', json({}))
    const again = message(wallet, (await readJson(nonceAgain)).nonce)
    const fresh = await t.request(
      '/api/auth/siwe/verify',
      json({ message: again, signature: await wallet.signMessage({ message: again }) }),
    )
    expect((await readJson(fresh)).user.id).not.toBe(walletAccount)
    expect(await walletSignIn(second)).toBe(walletAccount)

    // An account with a confirmed address may drop its only wallet: a code by mail gets it in.
    const person = await signUp(t)
    const only = privateKeyToAccount(generatePrivateKey())
    await link(person.cookie, await signedLink(person.cookie, only))
    const dropped = await t.request(
      `/api/v1/me/wallets/${only.address}`,
      send('DELETE', undefined, person.cookie),
    )
    expect(dropped.status).toBe(200)
    expect((await readJson(dropped)).wallets).toEqual([])
    const gone = await t.request(
      `/api/v1/me/wallets/${only.address}`,
      send('DELETE', undefined, person.cookie),
    )
    expect(gone.status).toBe(404)
  })

  it('limits nonces to ten in ten minutes per account', async () => {
    const person = await signUp(t)
    const answers = []
    for (let i = 0; i < 11; i++)
      answers.push(
        (await t.request('/api/v1/me/wallets/nonce', send('POST', {}, person.cookie))).status,
      )
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})
