import type { Profile } from '@reserva/shared'
import type { AuthChangeEvent, AuthState, Session } from './auth-types.ts'
import type { AccessToken } from './session-refresher.ts'

/** What one tab tells the app's other tabs of an auth event. */
export type TabMessage = {
  event: AuthChangeEvent
  userId: string | null
  token?: AccessToken | null
  /**
   * With SIGNED_IN, USER_UPDATED and MFA_CHALLENGE_VERIFIED: the session and profile the sending
   * tab has just read, which the other tabs take instead of asking the server again.
   */
  session?: Session | null
  profile?: Profile | null
}

/** A channel between the app's tabs of this browser; null where BroadcastChannel does not exist. */
export const defaultChannel =
  typeof BroadcastChannel === 'function' ? (name: string) => new BroadcastChannel(name) : null

/** The events after which a tab has read the session anew, and shares what it read. */
const sharedReads: AuthChangeEvent[] = ['SIGNED_IN', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED']

/** The message for `event` from a tab in `state`, with the session it read when it shares it. */
export function tabMessage(
  event: AuthChangeEvent,
  state: AuthState,
  token: AccessToken | undefined,
): TabMessage {
  const message: TabMessage = { event, userId: state.user?.id ?? null, token }
  if (sharedReads.includes(event) && state.session?.id) {
    message.session = state.session
    message.profile = state.profile
  }
  return message
}
