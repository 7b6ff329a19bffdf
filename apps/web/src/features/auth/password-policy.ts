import { activeLanguage, translate } from '@/lib/i18n/active.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { listText } from '@/lib/i18n/format.ts'
import type { CharacterClass, PasswordPolicy } from './api/get-auth-options.ts'

// The same tests the server's policy runs (apps/server/src/lib/password-policy.ts), so the hints
// while typing agree with its verdict. The server still judges; these only help.
const classTests: Record<CharacterClass, RegExp> = {
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  symbol: /[^\p{L}\p{Nd}]/u,
}

// Each class in words, three ways, since a language may word it differently in each place: a
// rule in the list of hints, what to add to a refused password, what the policy's sentence asks for.
const classWords = {
  rule: {
    lower: 'newPassword.ruleLower',
    upper: 'newPassword.ruleUpper',
    digit: 'newPassword.ruleDigit',
    symbol: 'newPassword.ruleSymbol',
  },
  add: {
    lower: 'newPassword.addLower',
    upper: 'newPassword.addUpper',
    digit: 'newPassword.addDigit',
    symbol: 'newPassword.addSymbol',
  },
  with: {
    lower: 'newPassword.withLower',
    upper: 'newPassword.withUpper',
    digit: 'newPassword.withDigit',
    symbol: 'newPassword.withSymbol',
  },
} as const satisfies Record<string, Record<CharacterClass, MessageKey>>

const wordsOf = (use: keyof typeof classWords, classes: readonly CharacterClass[]) =>
  classes.map((c) => translate(classWords[use][c]))

/**
 * "a, b and c" in the language on screen; English without the serial comma, as British English
 * writes it (Intl's `en` puts one in).
 */
function andList(items: string[]): string {
  const language = activeLanguage()
  if (language !== 'en') return listText(language, items)
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const lengthOf = (password: string) => [...password].length

export const missingClasses = (password: string, policy: PasswordPolicy) =>
  policy.requiredClasses.filter((c) => !classTests[c].test(password))

export type PasswordCheck = { id: string; label: string; met: boolean }

/** One line per rule of the policy, met or not yet, for the hints under a new password. */
export function passwordChecks(password: string, policy: PasswordPolicy): PasswordCheck[] {
  const length = lengthOf(password)
  const count = policy.minLength
  return [
    {
      id: 'length',
      label:
        length > 0 && length < count
          ? translate('newPassword.ruleLengthMore', { count, more: count - length })
          : translate('newPassword.ruleLength', { count }),
      met: length >= count,
    },
    ...policy.requiredClasses.map((c) => ({
      id: c,
      label: translate(classWords.rule[c]),
      met: classTests[c].test(password),
    })),
  ]
}

/** The policy in one sentence, read out with the field: "At least 10 characters, with a digit." */
export const policySentence = (policy: PasswordPolicy) =>
  policy.requiredClasses.length > 0
    ? translate('newPassword.policyWith', {
        count: policy.minLength,
        classes: andList(wordsOf('with', policy.requiredClasses)),
      })
    : translate('newPassword.policy', { count: policy.minLength })

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
        return policy
          ? translate('newPassword.useAtLeast', { count: policy.minLength })
          : translate('newPassword.useLonger')
      case 'characters': {
        const missing = policy ? missingClasses(password, policy) : []
        return missing.length > 0
          ? translate('newPassword.add', { classes: andList(wordsOf('add', missing)) })
          : translate('newPassword.mix')
      }
      default: // 'pwned'
        return translate('newPassword.common')
    }
  })
}
