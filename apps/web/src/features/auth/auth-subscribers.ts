import type { AuthChangeCallback, AuthChangeEvent, Session } from './auth-types.ts'

/**
 * One tab's `onAuthStateChange` subscribers: each is called on every auth event, the first call
 * being INITIAL_SESSION with the session `current()` gives, once `ready()` says it is known.
 */
export function createAuthSubscribers(current: () => Session | null) {
  const subscribers = new Map<symbol, AuthChangeCallback>()
  /** Subscribers still waiting for their INITIAL_SESSION. */
  const awaitingInitial = new Set<symbol>()
  let known = false

  return {
    /** Tells every subscriber; one that throws does not keep the others from hearing it. */
    notify(event: AuthChangeEvent, session: Session | null) {
      for (const callback of subscribers.values()) {
        try {
          callback(event, session)
        } catch (error) {
          console.error(`An onAuthStateChange callback failed on ${event}`, error)
        }
      }
    },

    /** The session is known: those waiting get their INITIAL_SESSION, later ones at once. */
    ready() {
      known = true
      for (const id of awaitingInitial) subscribers.get(id)?.('INITIAL_SESSION', current())
      awaitingInitial.clear()
    },

    /**
     * Calls `callback` on every auth event. The first call is INITIAL_SESSION, once the session
     * remembered or held by the server is known.
     */
    onAuthStateChange(callback: AuthChangeCallback) {
      const id = Symbol('subscriber')
      subscribers.set(id, callback)
      if (known) queueMicrotask(() => subscribers.get(id)?.('INITIAL_SESSION', current()))
      else awaitingInitial.add(id)
      return {
        unsubscribe() {
          subscribers.delete(id)
          awaitingInitial.delete(id)
        },
      }
    },
  }
}
