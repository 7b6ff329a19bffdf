import { isApiError } from '@/lib/api-client.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { translate } from '@/lib/i18n/active.ts'
import type { PasswordPolicy } from './api/get-auth-options.ts'
import { type WeakPasswordReason, weakPasswordReasonsInWords } from './password-policy.ts'

/**
 * Sign-in and account forms keep the seed's texts for a missing session (DESIGN §7), and say
 * "not valid" for any refused detail: their fields show no server notes.
 */
export const authMessages: ErrorMessageOverrides = {
  'auth.session_missing': () => translate('error.auth.sessionMissingSeed'),
  'auth.session_or_user_missing': () => translate('error.auth.sessionOrUserMissingSeed'),
  validation_failed: () => translate('error.bad_request'),
  bad_request: () => translate('error.bad_request'),
}

const isReason = (value: unknown): value is WeakPasswordReason =>
  value === 'length' || value === 'characters' || value === 'pwned'

export const weakPasswordReasons = (error: unknown): WeakPasswordReason[] => {
  if (!isApiError(error) || error.code !== 'weak_password') return []
  const reasons = (error.details as { reasons?: unknown } | undefined)?.reasons
  return Array.isArray(reasons) ? reasons.filter(isReason) : []
}

/** What to change about a refused password, in words, from the policy; empty for other errors. */
export const weakPasswordItems = (
  error: unknown,
  { password = '', policy }: { password?: string; policy?: PasswordPolicy } = {},
): string[] =>
  isApiError(error) && error.code === 'weak_password'
    ? weakPasswordReasonsInWords({ reasons: weakPasswordReasons(error), password, policy })
    : []
