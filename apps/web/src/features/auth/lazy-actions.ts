import { lazily } from '@/lib/lazily.ts'
import type { AuthActionHooks, AuthActions } from './auth-actions.ts'

/**
 * The steps that sign in, up and out (auth-actions.ts), loaded with the first one taken: a visit
 * that only looks around never needs them. Each step starts by loading Better
 * Auth's client anyway, so none did anything before its first wait, except signing out, which
 * quiets the session's token requests at once: `beforeSignOut` runs at the call, as it did when
 * the steps came with the app (the step runs it again, which changes nothing), and
 * `signOutFailed` if the steps cannot be loaded.
 */
export function lazyAuthActions(hooks: AuthActionHooks): AuthActions {
  // A failed load (the network) is tried again by the next step.
  const load = lazily(() =>
    import('./auth-actions.ts').then(({ createAuthActions }) => createAuthActions(hooks)),
  )
  const step = <Name extends keyof AuthActions>(name: Name) =>
    (async (...args: unknown[]) => {
      const actions = await load()
      return (actions[name] as (...given: unknown[]) => Promise<unknown>)(...args)
    }) as AuthActions[Name]
  return {
    signInWithPassword: step('signInWithPassword'),
    verifyTwoFactor: step('verifyTwoFactor'),
    signInWithCode: step('signInWithCode'),
    signInWithWallet: step('signInWithWallet'),
    signUp: step('signUp'),
    sendVerificationLink: step('sendVerificationLink'),
    verifyPhoneNumber: step('verifyPhoneNumber'),
    sendPhoneCode: step('sendPhoneCode'),
    activateTwoFactor: step('activateTwoFactor'),
    async signOut() {
      const quieting = hooks.beforeSignOut()
      let actions: AuthActions
      try {
        actions = await load()
      } catch (error) {
        await quieting
        hooks.signOutFailed()
        throw error
      }
      return actions.signOut()
    },
  }
}
