import type { PeopleErrorCode } from '@reserva/shared'
import { type ErrorMessageOverrides, errorMessage } from '@/lib/error-messages.ts'
import { activeLanguage, translate } from '@/lib/i18n/active.ts'
import { listText } from '@/lib/i18n/format.ts'

// Functions, not texts: each is said in the language on screen when the error is shown.
const peopleCodeMessages: Record<PeopleErrorCode, () => string> = {
  'people.not_found': () => translate('peopleErrors.notFound'),
  'people.last_admin': () => translate('peopleErrors.lastAdmin'),
  'people.cannot_ban_self': () => translate('peopleErrors.cannotBanSelf'),
  'people.no_pending_request': () => translate('peopleErrors.noPendingRequest'),
  'people.not_banned': () => translate('peopleErrors.notBanned'),
  'people.email_taken': () => translate('peopleErrors.emailTaken'),
  'people.cannot_erase_self': () => translate('error.people.cannot_erase_self'),
  'people.staff_erase_themselves': () => translate('error.people.staff_erase_themselves'),
  'people.erasure_blocked': () => translate('error.people.erasure_blocked'),
}

/** Why the server refused a password, by the reasons its answer lists. */
const weakPasswordWords = {
  length: 'peopleErrors.tooShort',
  characters: 'peopleErrors.moreKinds',
  pwned: 'peopleErrors.breached',
} as const
const isReason = (reason: unknown): reason is keyof typeof weakPasswordWords =>
  typeof reason === 'string' && Object.hasOwn(weakPasswordWords, reason)

/** The admin's words where they differ from the one map (lib/error-messages.ts). */
export const peopleMessages: ErrorMessageOverrides = {
  ...peopleCodeMessages,
  weak_password: (error) => {
    const reasons = (error.details as { reasons?: unknown } | undefined)?.reasons
    const words = Array.isArray(reasons)
      ? reasons.filter(isReason).map((reason) => translate(weakPasswordWords[reason]))
      : []
    return words.length > 0
      ? translate('peopleErrors.weakPasswordBecause', {
          reasons: listText(activeLanguage(), words),
        })
      : translate('peopleErrors.weakPassword')
  },
  validation_failed: () => translate('peopleErrors.validation'),
  network_error: () => translate('peopleErrors.network'),
  forbidden: () => translate('peopleErrors.forbidden'),
  unauthorized: () => translate('peopleErrors.signedOut'),
  rate_limited: () => translate('peopleErrors.rateLimited'),
}

/** What to tell an admin about a refused people request, chosen by its code (never its message). */
export const peopleErrorText = (error: unknown): string => errorMessage(error, peopleMessages)
