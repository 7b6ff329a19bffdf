import type { PhoneSignUpAnswer } from '@reserva/shared/auth'
import { apiRequest, isApiError, readAnswer } from '@/lib/api-client.ts'
import type { Clock } from '@/lib/clock.ts'
import type { AuthChangeEvent } from './auth-types.ts'

export type SignInResult = 'signed_in' | 'two_factor_required'

/**
 * After a phone number's code: signed in, or (an account with two-factor sign-in on) the number is
 * confirmed and the person signs in with the password and the second factor.
 */
export type PhoneCodeResult = 'signed_in' | 'sign_in_required'

export type AuthActions = ReturnType<typeof createAuthActions>

/** Where the link in a verification mail lands, signed in: the dashboard says it worked. */
const verifiedCallback = '/dashboard?verified=1'

/** Better Auth's client and its answers' schemas, loaded at the first sign-in, sign-up or sign-out. */
const betterAuth = async () => {
  const [client, schemas] = await Promise.all([
    import('@/lib/auth-client.ts'),
    import('@/lib/auth-schemas.ts'),
  ])
  return { ...client, ...schemas }
}

type SignUp = { name: string; password: string; requestedRole?: 'operator' } & (
  | { email: string }
  | { phoneNumber: string }
)

/** What the steps are told to do by the auth controller. */
export type AuthActionHooks = {
  /** The time a wallet's message says it was signed. */
  clock: Clock
  establish: (event: AuthChangeEvent) => Promise<void>
  emit: (event: AuthChangeEvent) => void
  signedOut: () => void
  /** Quiets the session's own requests (the token refresh) before the server ends it. */
  beforeSignOut: () => Promise<void>
  /** The server could not be reached: the session goes on as before. */
  signOutFailed: () => void
}

/**
 * The steps that sign a person in, up or out, through Better Auth's client. Each one that opens a
 * session ends with `establish` (the controller reads the session and tells every tab).
 */
export function createAuthActions({
  clock,
  establish,
  emit,
  signedOut,
  beforeSignOut,
  signOutFailed,
}: AuthActionHooks) {
  return {
    /** E-mail or phone number and password. The second factor, if on, is asked for next. */
    async signInWithPassword(
      credentials: { email: string; password: string } | { phoneNumber: string; password: string },
    ): Promise<SignInResult> {
      const { authClient, signInAnswerSchema } = await betterAuth()
      const answer =
        'email' in credentials
          ? await authClient.signIn.email(credentials)
          : await authClient.signIn.phoneNumber(credentials)
      if (readAnswer(signInAnswerSchema, answer).twoFactorRedirect) return 'two_factor_required'
      await establish('SIGNED_IN')
      return 'signed_in'
    },

    /** Finishes a sign-in that asked for the second factor. */
    async verifyTwoFactor({ code, kind }: { code: string; kind: 'totp' | 'backup' }) {
      const { authClient } = await betterAuth()
      if (kind === 'totp') await authClient.twoFactor.verifyTotp({ code })
      else await authClient.twoFactor.verifyBackupCode({ code })
      // The session opens only now: the sign-in, then the verified challenge.
      await establish('SIGNED_IN')
      emit('MFA_CHALLENGE_VERIFIED')
    },

    async signInWithCode(body: { email: string; otp: string }) {
      const { authClient } = await betterAuth()
      await authClient.signIn.emailOtp(body)
      await establish('SIGNED_IN')
    },

    /**
     * Sign-In with Ethereum: the browser's wallet signs a message with a nonce from the server,
     * which checks it and signs the wallet's account in (a new wallet becomes a customer).
     */
    async signInWithWallet() {
      const [{ signWithWallet }, { walletSignInAnswerSchema }] = await Promise.all([
        import('./wallet.ts'),
        import('@/lib/auth-schemas.ts'),
      ])
      const { nonce } = await apiRequest('/api/auth/siwe/nonce', {
        method: 'POST',
        body: {},
        schema: walletSignInAnswerSchema.nonce,
      })
      const signed = await signWithWallet({
        nonce,
        issuedAt: clock.now(),
        statement: `Sign in to ${window.location.host}.`,
      })
      await apiRequest('/api/auth/siwe/verify', {
        method: 'POST',
        body: signed,
        schema: walletSignInAnswerSchema.verify,
      })
      await establish('SIGNED_IN')
    },

    /**
     * A new account. Neither way opens a session at once: by e-mail the link mailed to the
     * address confirms it and signs the account in (the answer names the address, and says
     * nothing of whether it had an account already); by phone the code texted to the number does
     * (`verifyPhoneNumber`), and the answer says where the code went.
     */
    async signUp(
      body: SignUp,
      /** Where the mailed link lands, signed in (a page of ours); the dashboard if none. */
      next: string | null = null,
    ): Promise<PhoneSignUpAnswer | { email: string }> {
      const { authClient, phoneSignUpAnswerSchema } = await betterAuth()
      if ('email' in body) {
        await authClient.signUp.email({ ...body, callbackURL: next ?? verifiedCallback })
        return { email: body.email }
      }
      // Better Auth has no sign-up by phone number and password: the server's own route.
      return apiRequest('/api/v1/auth/sign-up/phone', {
        method: 'POST',
        body,
        schema: phoneSignUpAnswerSchema,
      })
    },

    /** Mails a new link to an address that waits to be confirmed. */
    async sendVerificationLink(email: string) {
      const { authClient } = await betterAuth()
      await authClient.sendVerificationEmail({ email, callbackURL: verifiedCallback })
    },

    /** Confirms a phone account's number with the code texted to it, which signs the account in. */
    async verifyPhoneNumber(body: { phoneNumber: string; code: string }): Promise<PhoneCodeResult> {
      const { authClient, phoneVerifyAnswerSchema } = await betterAuth()
      const answer = readAnswer(phoneVerifyAnswerSchema, await authClient.phoneNumber.verify(body))
      if (!answer.token) return 'sign_in_required'
      await establish('SIGNED_IN')
      return 'signed_in'
    },

    /** Texts a new code to a phone account's number that waits to be confirmed. */
    async sendPhoneCode(phoneNumber: string) {
      const { authClient } = await betterAuth()
      await authClient.phoneNumber.sendOtp({ phoneNumber })
    },

    /**
     * Signs out here and on the server. A failure to reach the server keeps the session (the
     * cookie would still work); a session the server no longer knows is signed out all the same.
     */
    async signOut() {
      await beforeSignOut()
      try {
        await (await betterAuth()).authClient.signOut()
      } catch (error) {
        if (!isApiError(error) || ![401, 403, 404].includes(error.status)) {
          signOutFailed()
          throw error
        }
      }
      signedOut()
    },

    /** Turns two-factor sign-in on with the first code from the authenticator app. */
    async activateTwoFactor(code: string) {
      const { authClient } = await betterAuth()
      await authClient.twoFactor.verifyTotp({ code })
      await establish('MFA_CHALLENGE_VERIFIED')
    },
  }
}
