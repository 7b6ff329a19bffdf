import type { CharacterClass, PasswordPolicy, WeakPasswordReason } from '@reserva/shared'
import { dictionary } from '@zxcvbn-ts/language-common'

const classTests: Record<CharacterClass, RegExp> = {
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  symbol: /[^\p{L}\p{Nd}]/u,
}

// ~49,000 of the most used passwords, shipped with the app (no network): zxcvbn-ts's list.
const common = new Set(dictionary['passwords-common'] as string[])

/** Why a password is too weak, judged on the server; empty when it is good enough. */
export function judgePassword(password: string, policy: PasswordPolicy): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = []
  if ([...password].length < policy.minLength) reasons.push('length')
  if (policy.requiredClasses.some((c) => !classTests[c].test(password))) reasons.push('characters')
  if (
    common.has(password.toLowerCase()) ||
    common.has(password.toLowerCase().replace(/\d+$/, ''))
  ) {
    reasons.push('pwned')
  }
  return reasons
}
