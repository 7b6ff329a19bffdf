import { roles } from '@reserva/shared'
import type { Context } from 'hono'
import { clientAddress, withClientAddress } from '../../lib/client-address.ts'
import type { AppError } from '../../lib/errors.ts'
import type { Logger } from '../../lib/logger.ts'
import { originOf } from '../../lib/trusted-origins.ts'
import type { Auth } from './auth.ts'

const invalidRole = { code: 'auth.invalid_role', message: `A role is one of: ${roles.join(', ')}` }

/** Better Auth's codes that the specification names, with its texts (DESIGN §7). */
const known: Record<string, { code: string; message?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: 'auth.invalid_credentials',
    message: 'Invalid login credentials',
  },
  INVALID_PHONE_NUMBER_OR_PASSWORD: {
    code: 'auth.invalid_credentials',
    message: 'Invalid login credentials',
  },
  INVALID_PASSWORD: { code: 'auth.invalid_credentials', message: 'Invalid login credentials' },
  UNAUTHORIZED: { code: 'auth.session_missing', message: 'Auth session missing!' },
  SESSION_NOT_FOUND: { code: 'auth.session_missing', message: 'Auth session missing!' },
  FAILED_TO_GET_SESSION: {
    code: 'auth.session_or_user_missing',
    message: 'Auth session or user missing',
  },
  weak_password: { code: 'weak_password' },
  // hooks.before in auth.ts: a number that cannot be one, with how to write one (details).
  INVALID_PHONE_NUMBER: { code: 'invalid_phone_number' },
  PHONE_NUMBER_CANNOT_BE_UPDATED: {
    code: 'bad_request',
    message: 'A phone number is given at the phone sign-up',
  },
  invalid_role: invalidRole,
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: invalidRole,
  INVALID_ROLE_TYPE: invalidRole,
}

/**
 * Better Auth answers errors as `{ code, message }`; every API error of ours is
 * `{ error: { code, message, details? } }`. This puts its answers into our shape, with stable
 * lower-case codes under `auth.`, and keeps everything else (cookies, redirects) as it is.
 */
export async function toOurErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || 'error' in body) return res
  const { code: rawCode, message: rawMessage, ...rest } = body
  const raw = typeof rawCode === 'string' ? rawCode : ''
  const mapped = known[raw]
  let code = mapped?.code ?? (raw ? `auth.${raw.toLowerCase()}` : `auth.http_${res.status}`)
  let message = mapped?.message ?? (typeof rawMessage === 'string' ? rawMessage : 'Request refused')
  const details: Record<string, unknown> = { ...rest }
  if (res.status === 429) {
    code = 'rate_limited'
    message = 'Too many attempts. Please wait a moment and try again.'
    details.retryAfter = Number(res.headers.get('x-retry-after') ?? 60)
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  if (res.status === 429 && !headers.has('retry-after')) {
    headers.set('retry-after', String(details.retryAfter))
  }
  return new Response(
    JSON.stringify({
      error: { code, message, ...(Object.keys(details).length ? { details } : {}) },
    }),
    { status: res.status, headers },
  )
}

/** Better Auth's refusal of an origin it does not trust (its own check, on its own routes). */
async function isOriginRefusal(res: Response) {
  if (res.status !== 403) return false
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null
  return body?.code === 'INVALID_ORIGIN'
}

export function authHandler(
  auth: Auth,
  {
    trustProxy,
    refuseOrigin,
  }: {
    trustProxy: boolean
    /** The app's own refusal: names PUBLIC_URL and TRUSTED_ORIGINS, logs once per origin. */
    refuseOrigin: (origin: string, log?: Logger) => AppError
  },
) {
  return async (c: Context) => {
    const request = withClientAddress(c.req.raw, clientAddress(c, { trustProxy }))
    const res = await auth.handler(request)
    if (await isOriginRefusal(res)) {
      // Better Auth judged the Origin, or the Referer when there is none.
      const origin =
        c.req.header('origin') || originOf(c.req.header('referer') ?? '') || 'an unnamed page'
      throw refuseOrigin(origin, c.var.log)
    }
    // Better Auth answers a path it does not know with an empty 404; ours are JSON.
    if (res.status === 404 && !res.headers.get('content-type')?.includes('application/json')) {
      return c.json(
        { error: { code: 'not_found', message: `No API route ${c.req.method} ${c.req.path}` } },
        404,
      )
    }
    return toOurErrorShape(res)
  }
}
