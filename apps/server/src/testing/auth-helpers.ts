import { and, desc, eq } from 'drizzle-orm'
import { users } from '../modules/auth/auth.table.ts'
import { outbox } from '../modules/mail/outbox.table.ts'
import type { TestApp } from './create-test-app.ts'
import { useFixture } from './fixture.ts'

/** The Cookie header a browser would send back after `res`. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ')
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.test`

/**
 * The link in the latest verification mail queued for `email`, followed as a browser would: the
 * account's address is confirmed and the answer carries its new session (auth.ts).
 */
export async function followVerificationLink(t: Pick<TestApp, 'db' | 'request'>, email: string) {
  const [mail] = await t.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'verify_address')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  const url = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0]
  if (!url) throw new Error(`no verification link was queued for ${email}`)
  const link = new URL(url)
  const res = await t.request(link.pathname + link.search, { redirect: 'manual' })
  const cookie = cookieFrom(res)
  if (!cookie) throw new Error(`the verification link gave no session: ${res.status}`)
  return cookie
}

/**
 * The first sign-in of an account whose address is not confirmed (one an admin made): 403
 * `auth.email_not_verified` and a link mailed, which confirms the address and signs in. Answers
 * the session's cookie and its user.
 */
export async function firstSignIn(
  t: TestApp,
  { email, password }: { email: string; password: string },
) {
  const refused = await t.request('/api/auth/sign-in/email', json({ email, password }))
  const body = (await refused.json()) as { error?: { code: string } }
  if (refused.status !== 403 || body.error?.code !== 'auth.email_not_verified')
    throw new Error(`a first sign-in answered ${refused.status} ${JSON.stringify(body)}`)
  const cookie = await followVerificationLink(t, email.toLowerCase())
  const session = await t.request('/api/auth/get-session', { headers: { cookie } })
  const { user } = (await session.json()) as {
    user: { id: string; role: string; emailVerified: boolean }
  }
  return { cookie, user }
}

/**
 * Signs a new customer up (e-mail + password), confirms the address with the link mailed to it,
 * and returns the session cookie that link gave.
 */
export async function signUp(
  t: TestApp,
  {
    email = uniqueEmail(),
    password = 'Correct-Horse-42',
    name = 'Jo Rider',
    extra = {},
  }: { email?: string; password?: string; name?: string; extra?: Record<string, unknown> } = {},
) {
  const res = await t.request('/api/auth/sign-up/email', json({ email, password, name, ...extra }))
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { user: { id: string } }
  const cookie = await followVerificationLink(t, email.toLowerCase())
  return { cookie, userId: body.user.id, email, password }
}

export type Role = 'customer' | 'operator' | 'admin'

/** A signed-up user given `role` directly in the database, as an admin would grant it. */
export async function signUpAs(t: TestApp, role: Role, name = `${role} user`) {
  const user = await signUp(t, { email: uniqueEmail(role), name })
  if (role !== 'customer') {
    await t.db.update(users).set({ role }).where(eq(users.id, user.userId))
  }
  return user
}

export const send = (method: string, body: unknown, cookie: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
})

export type SignedUp = Awaited<ReturnType<typeof signUpAs>>

/**
 * Inside a `describe`, after `useTestApp`: people signed up before its tests, in the order given,
 * each with a role and optionally a name: `const { admin } = usePeople(t, { admin: ['admin'] })`.
 */
export const usePeople = <Key extends string>(t: TestApp, people: Record<Key, [Role, string?]>) =>
  useFixture(
    async () => {
      const made = {} as Record<Key, SignedUp>
      for (const [key, [role, name]] of Object.entries<[Role, string?]>(people))
        made[key as Key] = await signUpAs(t, role, name)
      return made
    },
    () => {},
  )

/** Inside a `describe`, after `useTestApp`: an admin, an operator and a customer, names unimportant. */
export const useOneOfEachRole = (t: TestApp) =>
  usePeople(t, { admin: ['admin'], operator: ['operator'], customer: ['customer'] })
