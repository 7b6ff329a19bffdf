import { apiRequest } from '@/lib/api-client.ts'
import { lazily } from '@/lib/lazily.ts'
import { type RetryOutcome, withRetries } from './session-refresher.ts'

// The session is first read in an effect after the first paint, and its answer's schema is loaded
// with a session's answer only (a visitor's is null). Better Auth's client is loaded only with
// a session (the token) or an action that needs it: a visitor never loads it.
const sessionCalls = lazily(() => import('./api/session.ts'))
/**
 * The signed-in user and session, or null for a visitor: Better Auth's `GET /get-session`, read as
 * any other API answer (its client's `getSession` is the same request).
 */
export const getServerSession = () =>
  apiRequest('/api/auth/get-session', {
    // A visitor's answer, null, is taken as it is: zod and the schema load only with a session.
    acceptNull: true,
    schema: () =>
      import('@/lib/auth-schemas.ts').then(({ serverSessionSchema }) =>
        serverSessionSchema.nullable(),
      ),
  })
export const getAccessToken = async () => (await sessionCalls()).getAccessToken()
export const getProfile = async () => (await import('./api/profile.ts')).getProfile()

/**
 * The session as a tab first reads it. A remembered one is shown at once: one read, and if it
 * fails the refresher confirms the session later. Without one nothing is known yet: the read is
 * tried again with the refresh backoff, the tab still loading, before its user is taken for a
 * visitor. Null once `stopped` (a newer session came first).
 */
export const readFirstSession = ({
  remembered,
  stopped,
}: {
  remembered: boolean
  stopped: () => boolean
}): Promise<RetryOutcome<Awaited<ReturnType<typeof getServerSession>>>> =>
  remembered
    ? getServerSession().then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      )
    : withRetries(getServerSession, { stopped })
