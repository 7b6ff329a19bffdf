import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { AuthConfig } from './auth.ts'
import { idTokenOptions } from './id-token-sign-in.ts'

/**
 * Better Auth's Google and Apple providers, each only when configured. Both sign in through the
 * browser's redirect or, from a native app, with the provider's ID token (id-token-sign-in.ts).
 */
export function socialProviderOptions(
  config: Pick<AuthConfig, 'socialProviders' | 'idTokenKeySets'>,
  { clock, db }: { clock: Clock; db: Db },
) {
  const { google, apple } = config.socialProviders ?? {}
  const keySetUrl = config.idTokenKeySets ?? {}
  return {
    ...(google
      ? {
          google: {
            ...google,
            prompt: 'select_account' as const,
            ...idTokenOptions('google', {
              audiences: [google.clientId],
              keySetUrl: keySetUrl.google,
              clock,
              db,
            }),
          },
        }
      : {}),
    ...(apple
      ? {
          apple: {
            ...apple,
            // A native app's token is for its bundle id; the web's for the service id.
            ...idTokenOptions('apple', {
              audiences: [apple.clientId, apple.appBundleIdentifier],
              keySetUrl: keySetUrl.apple,
              clock,
              db,
            }),
          },
        }
      : {}),
  }
}

/** What the sign-in screens may know of the configuration. */
export function publicAuthSettings(config: AuthConfig) {
  const providers = (['google', 'apple'] as const).filter((p) => config.socialProviders?.[p])
  return {
    socialProviders: providers,
    passwordPolicy: config.passwordPolicy,
    rateLimit: config.rateLimit,
  }
}
