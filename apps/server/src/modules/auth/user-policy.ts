import {
  accountLimits,
  isRoleValue,
  type PasswordPolicy,
  personNameSchema,
  roles,
  textProblem,
} from '@reserva/shared'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { judgePassword } from '../../lib/password-policy.ts'
import { users } from './auth.table.ts'
import { walletPlaceholderDomain } from './wallet-sign-in.ts'

// One policy for what Better Auth stores about a user and who may change it (issue #42): its
// hooks call these for every path, over HTTP and from our own services alike.

/** A 400 `validation_failed` about one field, in the shape our own schemas' refusals have. */
export const invalidAuthField = (path: string, message: string) =>
  new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: 'Some of the request is not valid',
    details: [{ path, message }],
  })

const notAllowed = (field: string) =>
  new APIError('FORBIDDEN', {
    code: 'FORBIDDEN',
    message: `Only an admin changes ${field}, on the person's page (/api/v1/admin/people)`,
  })

const invalidRole = () =>
  new APIError('BAD_REQUEST', {
    code: 'invalid_role',
    message: `A role is one of: ${roles.join(', ')}`,
  })

/**
 * What a hook knows of the call. `request` is there when the call came over HTTP; our own
 * services call `auth.api.*` without one.
 */
export interface HookCall {
  path?: string
  request?: Request
}

/**
 * Better Auth's admin endpoints act on other people without our audit rows and without the
 * guard that keeps an admin. Over HTTP they are as absent as a path that does not exist; our
 * people service (which audits and guards) calls them from the server. The endpoint's own
 * path is what is compared, so no spelling of the URL reaches one.
 */
export function refuseAdminEndpointOverHttp(call: HookCall) {
  if (call.request && call.path?.startsWith('/admin/')) {
    throw new APIError('NOT_FOUND', {
      code: 'NOT_FOUND',
      message: `No API route ${call.request.method} /api/auth${call.path}: people are managed at /api/v1/admin/people`,
    })
  }
}

/**
 * The open-api plugin's own document: ours (/api/openapi.json) has it merged in, with each
 * operation's security, and is the one published.
 */
export function refuseOpenApiEndpointOverHttp(call: HookCall) {
  if (call.request && call.path?.startsWith('/open-api/')) {
    throw new APIError('NOT_FOUND', {
      code: 'NOT_FOUND',
      message: `No API route ${call.request.method} /api/auth${call.path}: the API is described at /api/openapi.json`,
    })
  }
}

/** The longest string any of Better Auth's bodies, queries or paths needs (an Apple ID token). */
const longestAuthString = 8192

/**
 * Every string a Better Auth endpoint is given, wherever it sits: no NUL, no lone surrogate (the
 * database cannot store or even compare them) and no longer than `longestAuthString`.
 */
export function checkAuthStrings(input: { body?: unknown; query?: unknown; params?: unknown }) {
  // Every body Better Auth takes is an object; its plugins' hooks read fields of it.
  const { body } = input
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw invalidAuthField('', 'Send the body as a JSON object')
  const visit = (value: unknown, path: string, depth: number) => {
    if (typeof value === 'string') {
      const problem =
        textProblem(value) ??
        (value.length > longestAuthString
          ? `Use at most ${longestAuthString} characters`
          : undefined)
      if (problem) throw invalidAuthField(path, problem)
    } else if (value && typeof value === 'object' && depth < 8) {
      for (const [key, inner] of Object.entries(value))
        visit(inner, path ? `${path}.${key}` : key, depth + 1)
    }
  }
  visit(input.body, '', 0)
  visit(input.query, '', 0)
  visit(input.params, '', 0)
}

/** Paths on which Better Auth has just seen proof of an address (a link, a code, a provider). */
const provingPaths = new Set([
  '/verify-email',
  '/email-otp/verify-email',
  '/sign-in/email-otp',
  '/email-otp/reset-password',
  '/callback/:id',
  '/sign-in/social',
  '/link-social',
  '/sso/callback/:providerId',
])

/**
 * Paths on which the person's details come from Google, Apple or the siwe plugin (a wallet's
 * address as its name, an empty picture), not from a form.
 */
const providerPaths = new Set([
  '/callback/:id',
  '/sign-in/social',
  '/link-social',
  '/siwe/verify',
  '/sso/callback/:providerId',
])

/** Where an account with a wallet's stand-in address is made: its first sign-in, nowhere else. */
const walletSignInPath = '/siwe/verify'

const e164 = /^\+[1-9]\d{1,14}$/

export interface UserFieldRules {
  /** PUBLIC_URL: pictures may be our own stored files under it. */
  publicUrl: string
}

/** Why `value` cannot be a user's picture, or undefined when it can. */
export function imageProblem(value: unknown, { publicUrl }: UserFieldRules): string | undefined {
  if (typeof value !== 'string') return 'A picture is given by its address'
  if (value.length > accountLimits.image)
    return `Use an address of at most ${accountLimits.image} characters`
  const problem = textProblem(value)
  if (problem) return problem
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Use an https address'
  }
  if (url.username || url.password) return 'Use an address without a user name or password'
  const own = new URL(publicUrl)
  if (url.origin === own.origin && url.pathname.startsWith('/api/v1/storage/object/'))
    return undefined
  return url.protocol === 'https:' ? undefined : 'Use an https address'
}

type UserData = Record<string, unknown>

/** The user fields a form gives, checked; a provider's are made to fit instead of refused. */
function checkedFields(data: UserData, rules: UserFieldRules, fromProvider: boolean): UserData {
  const out: UserData = {}
  if ('name' in data && data.name !== undefined) {
    const source = fromProvider && typeof data.name === 'string' ? fitName(data.name) : data.name
    const parsed = personNameSchema.safeParse(source)
    if (!parsed.success) throw invalidAuthField('name', parsed.error.issues[0]?.message ?? '')
    out.name = parsed.data
  }
  if ('image' in data && data.image !== undefined && data.image !== null) {
    const problem = imageProblem(data.image, rules)
    if (problem && fromProvider) out.image = null
    else if (problem) throw invalidAuthField('image', problem)
  }
  if ('email' in data && typeof data.email === 'string' && data.email.length > accountLimits.email)
    throw invalidAuthField('email', `Use at most ${accountLimits.email} characters`)
  if ('phoneNumber' in data && data.phoneNumber != null) {
    if (typeof data.phoneNumber !== 'string' || !e164.test(data.phoneNumber))
      throw invalidAuthField('phoneNumber', 'A phone number is kept in E.164 (+447400123456)')
  }
  if ('banReason' in data && data.banReason != null) {
    const reason = data.banReason
    if (
      typeof reason !== 'string' ||
      reason.length > accountLimits.banReason ||
      textProblem(reason)
    )
      throw invalidAuthField('banReason', `Use at most ${accountLimits.banReason} characters`)
  }
  return out
}

/** A provider's display name as one line within the bound (a name is never refused for it). */
function fitName(name: string) {
  const line = name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/[\uD800-\uDFFF]/g, '')
    .trim()
  return [...line].slice(0, accountLimits.name).join('').trim() || 'Unnamed'
}

/**
 * A new user as Better Auth is about to store it. A role is never taken from a sign-up: everyone
 * starts as a customer; only our people service's create-user keeps the one it asked for.
 */
export function userToCreate<U extends UserData>(
  user: U,
  call: HookCall | null,
  rules: UserFieldRules,
) {
  const path = call?.path ?? ''
  // An account made with a wallet's stand-in address would keep that wallet out of its own.
  const email = typeof user.email === 'string' ? user.email.toLowerCase() : ''
  if (email.endsWith(`@${walletPlaceholderDomain}`) && path !== walletSignInPath)
    throw invalidAuthField('email', 'Use an address that can receive mail')
  const fields = checkedFields(user, rules, providerPaths.has(path))
  if (path !== '/admin/create-user') return { ...user, ...fields, role: 'customer' }
  if (!isRoleValue(user.role)) throw invalidRole()
  return { ...user, ...fields }
}

/**
 * A change Better Auth is about to store. A role, an address and whether it is verified change
 * only through our people service (Better Auth's admin endpoints, which only the server reaches);
 * an address becomes verified where Better Auth has just seen proof of it.
 */
export function userUpdate<U extends UserData>(
  data: U,
  call: HookCall | null,
  rules: UserFieldRules,
) {
  const path = call?.path ?? ''
  const byPeopleService = path.startsWith('/admin/') && !call?.request
  if ('role' in data) {
    if (path !== '/admin/set-role' || !byPeopleService) throw notAllowed('a role')
    if (!isRoleValue(data.role)) throw invalidRole()
  }
  if ('email' in data && !byPeopleService) throw notAllowed('an e-mail address')
  if ('emailVerified' in data && !byPeopleService) {
    if (data.emailVerified !== true || !provingPaths.has(path))
      throw notAllowed('whether an address is verified')
  }
  return { ...data, ...checkedFields(data, rules, providerPaths.has(path)) }
}

/** Paths whose body carries a new password, and the field it is in. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
  '/phone-number/reset-password': 'newPassword',
}

/** 422 `weak_password`, with the policy's reasons, for a new password the policy refuses. */
export function refuseWeakPassword(ctx: HookCall & { body?: unknown }, policy: PasswordPolicy) {
  const field = ctx.path ? passwordFields[ctx.path] : undefined
  const body = (ctx.body ?? {}) as Record<string, unknown>
  if (!field || typeof body[field] !== 'string') return
  const reasons = judgePassword(body[field] as string, policy)
  if (reasons.length > 0)
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'weak_password',
      message: 'The password is too weak',
      reasons,
    })
}

/** Makes `userId` an admin: an ADMIN_EMAILS address once a provider or a link has vouched for it. */
export async function promoteToAdmin(db: Db, userId: string) {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId))
}
