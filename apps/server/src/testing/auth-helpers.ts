import { eq } from 'drizzle-orm'
import { users } from '../modules/auth/auth.table.ts'
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

/** Signs a new customer up (e-mail + password) and returns their session cookie. */
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
  return { cookie: cookieFrom(res), userId: body.user.id, email, password }
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

/**
 * Marks the user's address confirmed, as following the link in the verification mail does: mails
 * to an address not confirmed carry nothing its account's owner typed (templates.ts).
 */
export async function confirmAddress(t: TestApp, userId: string) {
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId))
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
