import type { PeopleErrorCode } from '@reserva/shared'
import { type ErrorMessageOverrides, errorMessage } from '@/lib/error-messages.ts'

const peopleCodeMessages: Record<PeopleErrorCode, string> = {
  'people.not_found': 'This person no longer exists. Close their page and search again.',
  'people.last_admin':
    'You are the last admin. Make someone else an admin first; then you can give up the role or be banned.',
  'people.cannot_ban_self': 'You cannot ban your own account. Another admin can, if it is needed.',
  'people.no_pending_request':
    'This person has no operator request waiting any more: another admin may have just decided it.',
  'people.not_banned': 'This person is not banned any more: another admin may have just lifted it.',
  'people.email_taken':
    'An account with this e-mail address exists already. Search for it instead.',
}

const weakPasswordWords: Record<string, string> = {
  length: 'it is too short',
  characters: 'it needs more kinds of characters',
  pwned: 'it has appeared in a data breach',
}

/** The admin's words where they differ from the one map (lib/error-messages.ts). */
export const peopleMessages: ErrorMessageOverrides = {
  ...peopleCodeMessages,
  weak_password: (error) => {
    const reasons = (error.details as { reasons?: unknown } | undefined)?.reasons
    const words = Array.isArray(reasons)
      ? reasons.map((reason) => weakPasswordWords[String(reason)]).filter(Boolean)
      : []
    return words.length > 0
      ? `Choose a stronger password: ${words.join(', and ')}.`
      : 'Choose a stronger password.'
  },
  validation_failed: 'Some details need a change: see the notes next to the fields.',
  network_error: 'Could not reach the server. Check your connection and try again.',
  forbidden: 'Your account is not allowed to do this.',
  unauthorized: 'Your session has ended. Sign in again to go on.',
  rate_limited: 'Too many requests in a short time. Wait a minute and try again.',
}

/** What to tell an admin about a refused people request, chosen by its code (never its message). */
export const peopleErrorText = (error: unknown): string => errorMessage(error, peopleMessages)
