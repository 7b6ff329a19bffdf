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
  // user-policy.ts: a field refused, an admin endpoint asked for over HTTP, a change only an admin makes.
  VALIDATION_FAILED: { code: 'validation_failed' },
  // Better Auth's own schema refusing a body (a name that is null…): the same code as ours.
  VALIDATION_ERROR: { code: 'validation_failed' },
  NOT_FOUND: { code: 'not_found' },
  FORBIDDEN: { code: 'forbidden' },
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: invalidRole,
  INVALID_ROLE_TYPE: invalidRole,
}

/**
 * Better Auth answers errors as `{ code, message }`; every API error of ours is
 * `{ error: { code, message, details? } }`. This puts its answers into our shape, with stable
 * lower-case codes under `auth.`, and keeps everything else (cookies, redirects) as it is.
 */
export async function toOurErrorShape(res: Response, route = 'this route'): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null
  // Some refusals come with an empty body (a call without a session to a provider's token).
  if (!body || typeof body !== 'object') return withoutBody(res, route)
  if ('error' in body) return res
  const { code: rawCode, message: rawMessage, ...rest } = body
  const raw = typeof rawCode === 'string' ? rawCode : ''
  const mapped = known[raw]
  let code = mapped?.code ?? (raw ? `auth.${raw.toLowerCase()}` : `auth.http_${res.status}`)
  let message = mapped?.message ?? (typeof rawMessage === 'string' ? rawMessage : 'Request refused')
  // A refusal about fields carries them as our schemas' refusals do: a list under `details`.
  const fieldIssues = Array.isArray(rest.details) && Object.keys(rest).length === 1
  const details: Record<string, unknown> = fieldIssues ? {} : { ...rest }
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
      error: {
        code,
        message,
        ...(fieldIssues
          ? { details: rest.details }
          : Object.keys(details).length
            ? { details }
            : {}),
      },
    }),
    { status: res.status, headers },
  )
}

/** Codes for a refusal that came without a body, by its status. */
const codeOfStatus: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'Bad request' },
  401: { code: 'auth.session_missing', message: 'Auth session missing!' },
  403: { code: 'forbidden', message: 'Not allowed' },
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  415: { code: 'unsupported_media_type', message: 'Send the body as application/json' },
}

/** Better Auth's answer without a body, in our error shape, keeping its headers (cookies). */
function withoutBody(res: Response, route: string) {
  const known =
    res.status === 404
      ? { code: 'not_found', message: `No API route ${route}` }
      : (codeOfStatus[res.status] ?? {
          code: `auth.http_${res.status}`,
          message: 'Request refused',
        })
  const headers = new Headers(res.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify({ error: known }), { status: res.status, headers })
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
    // Better Auth answers some refusals (a path it does not know, a call without a session) with
    // an empty body; ours are JSON.
    if (res.status >= 400 && !res.headers.get('content-type')?.includes('application/json')) {
      return withoutBody(res, `${c.req.method} ${c.req.path}`)
    }
    return toOurErrorShape(res, `${c.req.method} ${c.req.path}`)
  }
}
