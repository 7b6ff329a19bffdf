import { sso } from '@better-auth/sso'
import type { PasswordPolicy } from '@reserva/shared'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import {
  admin,
  bearer,
  emailOTP,
  jwt,
  openAPI,
  phoneNumber,
  siwe,
  twoFactor,
} from 'better-auth/plugins'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { originOf } from '../../lib/trusted-origins.ts'
import type { MailContent } from '../mail/templates.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { accountMailCallbacks, createAccountMailQueue } from './account-mails.ts'
import {
  accounts,
  jwks,
  rateLimits,
  sessions,
  ssoProviders,
  twoFactors,
  users,
  verifications,
  walletAddresses,
} from './auth.table.ts'
import { betterAuthLogger } from './auth-logger.ts'
import type { IdTokenProvider } from './id-token-sign-in.ts'
import { boundedPasswordHashing } from './password-hashing.ts'
import { passwordlessRecordMails } from './passwordless-records.ts'
import { createPhoneAccounts, phoneNumberPaths } from './phone-accounts.ts'
import { authRateLimitRules } from './rate-limit-rules.ts'
import { accessRoles } from './roles.ts'
import type { CurrentUser } from './session.ts'
import { createSessionCache, type SessionCache } from './session-cache.ts'
import { createSignInGuard } from './sign-in-guard.ts'
import {
  refuseAddressOutsideProviderDomain,
  refuseSsoEndpointOverHttp,
  refuseSsoSignInWithoutProvider,
  singleSignOnOptions,
} from './single-sign-on.ts'
import { socialProviderOptions } from './social-sign-in.ts'
import {
  checkAuthStrings,
  promoteToAdmin,
  refuseAdminEndpointOverHttp,
  refuseOpenApiEndpointOverHttp,
  refuseWeakPassword,
  userToCreate,
  userUpdate,
} from './user-policy.ts'
import {
  refuseForeignWalletCall,
  walletPlaceholderDomain,
  walletSignInOptions,
} from './wallet-sign-in.ts'

export interface AuthConfig {
  publicUrl: string
  secret: string
  businessName: string
  passwordPolicy: PasswordPolicy
  /** Emails that become admins once they are verified (ADMIN_EMAILS). */
  adminEmails: string[]
  /** Rate limits on; off only in tests that are not about them. */
  rateLimit: boolean
  /** Where browsers may act from (`Config.trustedOrigins`: PUBLIC_URL, TRUSTED_ORIGINS, loopback). */
  trustedOrigins: string[]
  /** Each provider appears (here and as a button) only when configured. */
  socialProviders?: {
    google?: { clientId: string; clientSecret: string }
    apple?: { clientId: string; clientSecret: string; appBundleIdentifier?: string }
  }
  /** Where ID tokens' keys are fetched: the providers' own unless a test serves its own. */
  idTokenKeySets?: Partial<Record<IdTokenProvider, string>>
}

/**
 * Sign-up with a phone number, or a wallet's first sign-in, gives the account an address that can
 * never receive mail.
 */
export const phonePlaceholderDomain = 'phone.invalid'
/** The address an erased person's account keeps (decision 050): nobody's, never mailed. */
export const erasedPlaceholderDomain = 'erased.invalid'
export const isPlaceholderEmail = (email: string) =>
  email.endsWith(`@${phonePlaceholderDomain}`) ||
  email.endsWith(`@${walletPlaceholderDomain}`) ||
  email.endsWith(`@${erasedPlaceholderDomain}`)

/** Better Auth's models and our tables for them (also for adapters bound to a transaction). */
export const authTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
  jwks,
  rateLimit: rateLimits,
  walletAddress: walletAddresses,
  ssoProvider: ssoProviders,
}

export function createAuth({
  db,
  config,
  logger,
  onMailQueued,
  onAccessChanged = () => {},
  clock,
}: {
  db: Db
  /** The time our own rules read (phone codes per hour); Better Auth reads the machine's. */
  clock: Clock
  config: AuthConfig
  logger: Logger
  onMailQueued: () => void
  /**
   * A user's sessions, role or ban may have changed (a session ended, the user was updated or
   * removed): the realtime server re-checks that user's open sockets.
   */
  onAccessChanged?: (userId: string) => void
}) {
  // This process's cached sessions (session.ts) are forgotten first, then the sockets re-checked.
  const sessions = createSessionCache<CurrentUser>()
  const accessChanged = (userId: string) => {
    sessions.forget(userId)
    onAccessChanged(userId)
  }
  const capped = createAccountMailQueue({ db, clock, logger, onMailQueued })
  const queue = async (to: string, mail: MailContent) => {
    if (isPlaceholderEmail(to)) return
    await capped(to, mail)
  }
  const phone = createPhoneAccounts({ db, logger, onMailQueued, clock })
  const guard = createSignInGuard({ db, clock, business: config.businessName, queue })
  const passwordless = passwordlessRecordMails({
    db,
    config,
    queue,
    // The sign-up's request goes along: the link's mail is written in the language it asked in.
    requestReset: (body, request) =>
      auth.api.requestPasswordReset({ body, ...(request ? { request } : {}) }),
  })
  const ownOrigins = new Set(config.trustedOrigins.map((o) => originOf(o) ?? o))
  const mails = accountMailCallbacks({ db, business: config.businessName, queue })
  const auth = betterAuth({
    appName: config.businessName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: [
      ...config.trustedOrigins,
      // Apple answers with a form POST from its own origin (response_mode=form_post).
      ...(config.socialProviders?.apple ? ['https://appleid.apple.com'] : []),
    ],
    socialProviders: socialProviderOptions(config, { clock, db }),
    account: {
      // A Google or Apple sign-in with the address of an existing account joins that account.
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] },
    },
    logger: betterAuthLogger(logger),
    onAPIError: {
      // A sign-in that fails at another site (a provider's error, a state it did not issue) comes
      // back to the sign-in page, which says so, rather than to Better Auth's own error page.
      errorURL: '/signin',
      // Refusals (wrong password, weak password…) are answers, not faults: debug level. Anything
      // else (a database error…) goes on to the app's one onError, which answers every route alike.
      onError: (error) => {
        if (!isAPIError(error)) throw error
        const status = error.statusCode
        if (status >= 500) logger.error({ err: error, auth: true }, 'auth error')
        else logger.debug({ auth: true, status, code: error.body?.code }, 'auth refusal')
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: authTables,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 1, // judged by our policy (hooks.before), which explains its reasons
      maxPasswordLength: 256,
      password: boundedPasswordHashing(),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: passwordless.sendResetPassword,
      // An address is confirmed before its account has a session: a sign-up answers the new
      // account without one, and the link in the verification mail signs it in. So a sign-up with
      // an address that has an account already can answer just as a new one does (Better Auth
      // answers a made-up account and hashes the password all the same), and nobody learns which
      // addresses have accounts; the owner is told instead, in words of ours only (issue #42).
      requireEmailVerification: true,
      onExistingUserSignUp: passwordless.onExistingUserSignUp,
    },
    emailVerification: {
      sendOnSignUp: true,
      // The right password for an account whose address is not confirmed: 403
      // `email_not_verified`, and a new link goes to the address.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      sendVerificationEmail: mails.sendVerificationEmail,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: authRateLimitRules,
    },
    advanced: {
      // Better Auth skips its origin check when NODE_ENV=test or TEST=1 are set. Keep it on
      // everywhere: a server started with either must not lose it, and tests see what production does.
      disableOriginCheck: false,
      cookiePrefix: 'reserva',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            await refuseAddressOutsideProviderDomain(db, ctx, user)
            return { data: userToCreate(user, ctx, config) }
          },
          after: async (user, ctx) => {
            // A provider that vouches for the address (Google, Apple) may make an ADMIN_EMAILS admin.
            if (user.emailVerified && config.adminEmails.includes(user.email.toLowerCase())) {
              await promoteToAdmin(db, user.id)
            }
            const body = (ctx?.body ?? {}) as Record<string, unknown>
            await db
              .insert(profiles)
              .values({
                id: user.id,
                fullName: user.name,
                requestedRole: body.requestedRole === 'operator' ? 'operator' : null,
              })
              .onConflictDoNothing()
          },
        },
        update: {
          before: async (data, ctx) => ({ data: userUpdate(data, ctx, config) }),
          after: async (user) => {
            accessChanged(user.id)
            if (
              user.emailVerified &&
              config.adminEmails.includes(user.email.toLowerCase()) &&
              user.role !== 'admin'
            ) {
              await promoteToAdmin(db, user.id)
              accessChanged(user.id)
            }
            // A granted request is settled: the dashboard no longer shows it as waiting.
            if (user.role === 'operator' || user.role === 'admin') {
              await db
                .update(profiles)
                .set({ requestedRole: null })
                .where(and(eq(profiles.id, user.id), isNotNull(profiles.requestedRole)))
            }
          },
        },
        delete: { after: async (user) => accessChanged(user.id) },
      },
      // A single sign-on provider's people: of its own domain only (single-sign-on.ts).
      account: { create: { before: (a, ctx) => refuseAddressOutsideProviderDomain(db, ctx, a) } },
      session: {
        create: { before: (s, ctx) => refuseAddressOutsideProviderDomain(db, ctx, s) },
        // Sign-out, revoked sessions, a ban (which ends them all): sockets opened with them close.
        delete: { after: async (session) => accessChanged(session.userId) },
      },
    },
    hooks: {
      after: createAuthMiddleware((ctx) => guard.afterSignIn(ctx.path, ctx.body, ctx.context)),
      before: createAuthMiddleware(async (ctx) => {
        refuseAdminEndpointOverHttp(ctx)
        refuseOpenApiEndpointOverHttp(ctx)
        refuseSsoEndpointOverHttp(ctx)
        await refuseSsoSignInWithoutProvider(db, ctx)
        refuseForeignWalletCall(ctx, ownOrigins)
        checkAuthStrings(ctx)
        refuseWeakPassword(ctx, config.passwordPolicy)
        // An object or none: checkAuthStrings refused anything else.
        const body = (ctx.body ?? {}) as Record<string, unknown>
        // An account's phone number comes from the phone sign-up only, which reads it properly.
        if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && 'phoneNumber' in body)
          throw new APIError('BAD_REQUEST', {
            code: 'PHONE_NUMBER_CANNOT_BE_UPDATED',
            message: 'A phone number is given at the phone sign-up',
          })
        // A phone account signs in with its number, once it is confirmed, and a wallet's with its
        // signature: never with the placeholder address.
        if (
          ctx.path === '/sign-in/email' &&
          typeof body.email === 'string' &&
          isPlaceholderEmail(body.email.toLowerCase())
        )
          throw new APIError('UNAUTHORIZED', {
            code: 'INVALID_EMAIL_OR_PASSWORD',
            message: 'Invalid email or password',
          })
        // Wrong passwords are counted per account (issue #42); a phone number once in E.164.
        if (ctx.path === '/sign-in/email') await guard.beforeSignIn(ctx.path, body)
        if (phoneNumberPaths.has(ctx.path)) {
          const checkPassword = async (userId: string, password: unknown) => {
            const hash = (await ctx.context.internalAdapter.findCredentialAccount(userId))?.password
            if (!hash || typeof password !== 'string') return false
            return ctx.context.password.verify({ hash, password })
          }
          const passwordMatches =
            ctx.path === '/sign-in/phone-number' ? guard.counted(checkPassword) : checkPassword
          const phoneBody = await phone.phoneBody({ path: ctx.path, body, passwordMatches })
          await guard.beforeSignIn(ctx.path, phoneBody)
          return {
            context: { body: phoneBody },
          }
        }
      }),
    },
    plugins: [
      admin({
        defaultRole: 'customer',
        adminRoles: ['admin'],
        roles: accessRoles,
      }),
      twoFactor({ issuer: config.businessName }),
      jwt({
        jwt: {
          expirationTime: '15m',
          issuer: config.publicUrl,
          audience: config.publicUrl,
          // The session it was issued for (`sid`), so that the realtime server can close a
          // socket when that session ends (sign-out, revoked).
          definePayload: ({ user, session }) => ({ ...user, sid: session.id }),
        },
        // Clients ask /api/auth/token for a JWT when they need one. Without this, every session
        // check (each API request) would read the key set and sign a token nobody asked for.
        disableSettingJwtHeader: true,
      }),
      bearer(),
      // Phone accounts: docs/decisions/031-phone-verification.md. The numbers reach these in E.164
      // (hooks.before); a code is only ever texted to a number that may have it, and every caller
      // is answered alike.
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 3,
        // The sign-in of an account whose number is not confirmed sends a code instead of a
        // session (once hooks.before has found the password right).
        requireVerification: true,
        sendOTP: phone.sendOTP,
        sendPasswordResetOTP: phone.sendPasswordResetOTP,
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 300,
        sendVerificationOTP: mails.sendVerificationOTP,
      }),
      // Sign-In with Ethereum (EIP-4361): wallet-sign-in.ts judges each message.
      siwe(walletSignInOptions({ publicUrl: config.publicUrl, clock })),
      // Its document is merged into ours (/api/openapi.json); its own page (a CDN script) is off.
      openAPI({ disableDefaultReference: true }),
      // OpenID Connect providers per e-mail domain, registered by admins: single-sign-on.ts.
      sso(singleSignOnOptions({ db, onRoleChanged: accessChanged })),
    ],
  })
  sessionCaches.set(auth, sessions)
  return auth
}

export type Auth = ReturnType<typeof createAuth>

const sessionCaches = new WeakMap<object, SessionCache<CurrentUser>>()

/** The sessions `auth` has cached in this process (decision 014). */
export function sessionCacheOf(auth: Auth): SessionCache<CurrentUser> {
  const cache = sessionCaches.get(auth)
  if (!cache) throw new Error('an Auth not made by createAuth')
  return cache
}
