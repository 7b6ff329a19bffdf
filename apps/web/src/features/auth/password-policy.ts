import type { CharacterClass, PasswordPolicy } from './api/get-auth-options.ts'

// The same tests the server's policy runs (apps/server/src/lib/password-policy.ts), so the hints
// while typing agree with its verdict. The server still judges; these only help.
const classTests: Record<CharacterClass, RegExp> = {
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  symbol: /[^\p{L}\p{Nd}]/u,
}

const classNames: Record<CharacterClass, string> = {
  lower: 'a lowercase letter',
  upper: 'an uppercase letter',
  digit: 'a digit',
  symbol: 'a symbol, such as ! or #',
}

/** "a, b and c" */
export const joinWithAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

const lengthOf = (password: string) => [...password].length

export const missingClasses = (password: string, policy: PasswordPolicy) =>
  policy.requiredClasses.filter((c) => !classTests[c].test(password))

export type PasswordCheck = { id: string; label: string; met: boolean }

/** One line per rule of the policy, met or not yet, for the hints under a new password. */
export function passwordChecks(password: string, policy: PasswordPolicy): PasswordCheck[] {
  const length = lengthOf(password)
  return [
    {
      id: 'length',
      label: `At least ${policy.minLength} characters${
        length > 0 && length < policy.minLength ? ` (${policy.minLength - length} more)` : ''
      }`,
      met: length >= policy.minLength,
    },
    ...policy.requiredClasses.map((c) => ({
      id: c,
      label: classNames[c].replace(
        /^an? /,
        (article) => article[0]!.toUpperCase() + article.slice(1),
      ),
      met: classTests[c].test(password),
    })),
  ]
}

export type WeakPasswordReason = 'length' | 'characters' | 'pwned'

/** The server's reasons, each in words, for the password that was refused. */
export function weakPasswordReasonsInWords({
  reasons,
  password,
  policy,
}: {
  reasons: WeakPasswordReason[]
  password: string
  policy: PasswordPolicy | undefined
}): string[] {
  return reasons.map((reason) => {
    switch (reason) {
      case 'length':
        return policy ? `Use at least ${policy.minLength} characters.` : 'Use a longer password.'
      case 'characters': {
        const missing = policy ? missingClasses(password, policy).map((c) => classNames[c]) : []
        return missing.length > 0
          ? `Add ${joinWithAnd(missing)}.`
          : 'Mix lowercase and uppercase letters and digits.'
      }
      default: // 'pwned'
        return 'Choose another one: this password is on a list of commonly used passwords.'
    }
  })
}
