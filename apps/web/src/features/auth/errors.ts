import { isApiError } from '@/lib/api-client.ts'
import type { PasswordPolicy } from './api/get-auth-options.ts'
import { type WeakPasswordReason, weakPasswordReasonsInWords } from './password-policy.ts'

/** What to tell the person about a failed auth request: a sentence, sometimes with a list. */
export type ErrorText = { message: string; items?: string[] }

const isReason = (value: unknown): value is WeakPasswordReason =>
  value === 'length' || value === 'characters' || value === 'pwned'

export const weakPasswordReasons = (error: unknown): WeakPasswordReason[] => {
  if (!isApiError(error) || error.code !== 'weak_password') return []
  const reasons = (error.details as { reasons?: unknown } | undefined)?.reasons
  return Array.isArray(reasons) ? reasons.filter(isReason) : []
}

/** "42 seconds", "2 minutes" */
export function waitText(seconds: number): string {
  if (seconds < 90) {
    const s = Math.max(1, Math.ceil(seconds))
    return `${s} ${s === 1 ? 'second' : 'seconds'}`
  }
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minutes`
}

/**
 * The text for an auth error, chosen by its code (never by the server's message). The seed's
 * texts are kept where it has one (DESIGN §7).
 */
export function authErrorText(
  error: unknown,
  { password = '', policy }: { password?: string; policy?: PasswordPolicy } = {},
): ErrorText {
  if (!isApiError(error)) {
    return { message: 'Something went wrong on this page. Please try again.' }
  }
  const { code } = error
  if (code === 'auth.invalid_credentials') return { message: 'Invalid login credentials' }
  if (code === 'auth.session_missing') return { message: 'Auth session missing!' }
  if (code === 'auth.session_or_user_missing') return { message: 'Auth session or user missing' }
  if (code === 'rate_limited') {
    const retryAfter = Number((error.details as { retryAfter?: unknown } | undefined)?.retryAfter)
    return {
      message: `Too many attempts. Please try again in ${waitText(
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
      )}.`,
    }
  }
  if (code === 'weak_password') {
    return {
      message: 'This password is too weak:',
      items: weakPasswordReasonsInWords({ reasons: weakPasswordReasons(error), password, policy }),
    }
  }
  if (code.startsWith('auth.user_already_exists')) {
    return {
      message:
        'There is already an account with this e-mail address or phone number. Sign in, or reset the password if you forgot it.',
    }
  }
  if (code.startsWith('auth.banned')) {
    return { message: 'This account has been suspended. Please contact the business.' }
  }
  if (code === 'auth.email_not_verified') {
    return { message: 'Please confirm your e-mail address first, with the link we sent you.' }
  }
  if (
    code === 'auth.invalid_code' ||
    code === 'auth.invalid_otp' ||
    code === 'auth.invalid_backup_code'
  ) {
    return { message: 'That code is not right. Check it and try again.' }
  }
  if (code === 'auth.otp_expired' || code === 'auth.otp_has_expired') {
    return { message: 'That code has expired. Ask for a new one and try again.' }
  }
  if (code === 'auth.invalid_two_factor_cookie') {
    return { message: 'This sign-in took too long. Please start again.' }
  }
  if (code === 'auth.account_temporarily_locked') {
    return { message: 'Too many wrong codes: this account is locked for a while. Try again later.' }
  }
  if (code === 'auth.too_many_attempts' || code === 'auth.too_many_attempts_request_new_code') {
    return { message: 'Too many wrong codes. Ask for a new one.' }
  }
  if (code === 'auth.invalid_token') {
    return { message: 'This link has expired or was already used. Ask for a new one.' }
  }
  if (code === 'network_error') {
    return { message: 'We could not reach the server. Check your connection and try again.' }
  }
  if (code === 'auth.invalid_origin') {
    // The server does not trust the address this page was opened at (e.g. http://127.0.0.1:3000
    // when PUBLIC_URL says localhost, or a LAN address): no detail the person typed is wrong.
    const origin = (error.details as { origin?: unknown } | undefined)?.origin
    const here = typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : 'this address'
    return {
      message: `This server does not accept sign-ins from ${here}. Open Reserva at the address you were given, or ask whoever runs it to set PUBLIC_URL to this address or add it to TRUSTED_ORIGINS.`,
    }
  }
  if (code === 'validation_failed' || code === 'bad_request' || code.startsWith('auth.invalid')) {
    return { message: 'Some of the details are not valid. Check them and try again.' }
  }
  return { message: 'Something went wrong on our side. Please try again in a moment.' }
}
