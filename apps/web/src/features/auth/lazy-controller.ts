import type { Clock } from '@/lib/clock.ts'
import { lazily } from '@/lib/lazily.ts'
import type { AuthController } from './auth-controller.ts'
import type { AuthChangeCallback } from './auth-types.ts'
import { defaultStorage, readStoredSession, startingState } from './stored-session.ts'

type Later = Exclude<
  keyof AuthController,
  'getState' | 'subscribe' | 'onAuthStateChange' | 'start' | 'stop' | 'notifyPasswordRecovery'
>

/**
 * The tab's session controller, its code (auth-controller.ts, with the token's refresher and the
 * channel between tabs) fetched when the app starts it, after the first render: that render needs
 * only what the last visit remembered, read here at once, so a signed-in person is recognised in
 * the first paint as before. Anything asked of it before its code is in waits for it.
 */
export function lazyAuthController({ clock }: { clock: Clock }): AuthController {
  const initial = startingState(readStoredSession(defaultStorage(), clock.now()))
  let loaded: AuthController | null = null
  let active = false
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  /** `onAuthStateChange` subscriptions, passed on to the controller once it is in. */
  const subscriptions = new Map<symbol, { callback: AuthChangeCallback; stop?: () => void }>()

  // A failed load (the network) is tried again by the next start or step.
  const load = lazily(() =>
    import('./auth-controller.ts').then(({ createAuthController }) => {
      if (loaded) return loaded
      const controller = createAuthController({ clock })
      loaded = controller
      controller.subscribe(notify)
      for (const subscription of subscriptions.values()) {
        subscription.stop = controller.onAuthStateChange(subscription.callback).unsubscribe
      }
      // Another tab may have signed in or out since the first render read the storage.
      if (JSON.stringify(controller.getState()) !== JSON.stringify(initial)) notify()
      return controller
    }),
  )
  const later = <Name extends Later>(name: Name) =>
    (async (...args: unknown[]) => {
      const controller = await load()
      return (controller[name] as (...given: unknown[]) => unknown)(...args)
    }) as AuthController[Name]

  return {
    getState: () => (loaded ? loaded.getState() : initial),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    onAuthStateChange(callback: AuthChangeCallback) {
      const id = Symbol('subscriber')
      const subscription: { callback: AuthChangeCallback; stop?: () => void } = { callback }
      subscriptions.set(id, subscription)
      if (loaded) subscription.stop = loaded.onAuthStateChange(callback).unsubscribe
      return {
        unsubscribe() {
          subscriptions.delete(id)
          subscription.stop?.()
        },
      }
    },
    start() {
      active = true
      load().then(
        (controller) => {
          if (active) controller.start()
        },
        (error: unknown) => console.warn('The session could not be loaded', error),
      )
    },
    stop() {
      active = false
      loaded?.stop()
    },
    notifyPasswordRecovery() {
      void load().then((controller) => controller.notifyPasswordRecovery())
    },
    signInWithPassword: later('signInWithPassword'),
    verifyTwoFactor: later('verifyTwoFactor'),
    signInWithCode: later('signInWithCode'),
    signInWithWallet: later('signInWithWallet'),
    signUp: later('signUp'),
    sendVerificationLink: later('sendVerificationLink'),
    verifyPhoneNumber: later('verifyPhoneNumber'),
    sendPhoneCode: later('sendPhoneCode'),
    activateTwoFactor: later('activateTwoFactor'),
    signOut: later('signOut'),
    refreshUser: later('refreshUser'),
    refreshSession: later('refreshSession'),
    getAccessToken: later('getAccessToken'),
  }
}
