import { APIError } from 'better-auth/api'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { invalidPhoneNumberAnswer, toE164 } from '../../lib/phone-numbers.ts'
import { acceptedLanguage, languageOfPerson } from '../mail/mail-language.ts'
import { countTextsSince, enqueueText } from '../mail/outbox.repository.ts'
import { phoneCodeText } from '../mail/templates.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { findUserByPhone } from './accounts.repository.ts'

// Phone accounts under Better Auth's phone-number plugin (docs/decisions/031-phone-verification.md):
// the numbers its paths take, read in the business's country, and the codes it texts.

/** The phone-number plugin's paths: each takes a `phoneNumber`, read in the business's country. */
export const phoneNumberPaths = new Set([
  '/sign-in/phone-number',
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
])

/** What the plugin's callbacks are given of the request that asked for a code (its headers). */
type PluginContext = { headers?: Headers | undefined }

/** How many codes one number is sent in an hour at most, however many addresses ask. */
export const phoneCodesPerHour = 5

/** Better Auth's refusal of a wrong password at the phone sign-in, in its own words. */
const invalidPhoneCredentials = () =>
  new APIError('UNAUTHORIZED', {
    code: 'INVALID_PHONE_NUMBER_OR_PASSWORD',
    message: 'Invalid phone number or password',
  })

/**
 * The phone-number plugin's callbacks and the hook's check of its paths' bodies, for one server:
 * codes go through the outbox as texts, at most `phoneCodesPerHour` a number.
 */
export function createPhoneAccounts({
  db,
  logger,
  onMailQueued,
  clock,
}: {
  db: Db
  logger: Logger
  onMailQueued: () => void
  clock: Clock
}) {
  /**
   * Queues a text with a phone code, unless the number was sent `phoneCodesPerHour` already: a
   * cap per number that the per-address rate limits cannot give. The caller is answered alike.
   */
  const queuePhoneCode = async ({
    to,
    code,
    purpose,
    userId,
    ctx,
  }: {
    to: string
    code: string
    purpose: 'confirm' | 'reset'
    /** The number's account: the text is in its language, else in the request's. */
    userId: string
    ctx: { headers?: Headers | undefined } | undefined
  }) => {
    const since = new Date(clock.now().getTime() - 3_600_000)
    if ((await countTextsSince(db, { to, since })) >= phoneCodesPerHour) {
      logger.warn({ to, purpose }, 'phone code not sent: the number had its codes for this hour')
      return
    }
    const [{ name }, language] = await Promise.all([
      requireSettings(db),
      languageOfPerson(db, {
        person: { id: userId },
        requested: acceptedLanguage(ctx?.headers?.get('accept-language')),
      }),
    ])
    await enqueueText(db, {
      to,
      ...phoneCodeText({ business: name, code, purpose, language }),
      sendAfter: clock.now(),
    })
    onMailQueued()
  }
  /**
   * A phone-number path's body with its number read in the business's country (E.164), or its
   * refusal: 400 invalid_phone_number. At the sign-in of an account whose number is not confirmed
   * a wrong password is refused here, before the plugin would text that number a code; a code
   * confirms only a number that waits for it, and never moves a number to another account.
   */
  const phoneBody = async ({
    path,
    body,
    passwordMatches,
  }: {
    path: string
    body: Record<string, unknown>
    passwordMatches: (userId: string, password: unknown) => Promise<boolean>
  }) => {
    // Not a string: the plugin's own schema refuses it.
    if (typeof body.phoneNumber !== 'string') return body
    const { country } = await requireSettings(db)
    const phoneNumber = toE164(body.phoneNumber, country)
    if (!phoneNumber) {
      const { message, details } = invalidPhoneNumberAnswer({ path: 'phoneNumber', country })
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PHONE_NUMBER', message, ...details })
    }
    if (path === '/sign-in/phone-number') {
      const account = await findUserByPhone(db, phoneNumber)
      if (account && !account.phoneNumberVerified) {
        if (!(await passwordMatches(account.id, body.password))) throw invalidPhoneCredentials()
      }
    }
    if (path === '/phone-number/verify') {
      const account = await findUserByPhone(db, phoneNumber)
      if (!account || account.phoneNumberVerified)
        throw new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' })
      return {
        ...body,
        phoneNumber,
        updatePhoneNumber: false,
        // With two-factor sign-in on, the code confirms the number only: signing in asks for both.
        ...(account.twoFactorEnabled ? { disableSession: true } : {}),
      }
    }
    return { ...body, phoneNumber }
  }

  return {
    phoneBody,
    /** Codes that confirm a number (and sign its account in) go to numbers waiting for it. */
    sendOTP: async (
      { phoneNumber: to, code }: { phoneNumber: string; code: string },
      ctx?: PluginContext,
    ) => {
      const account = await findUserByPhone(db, to)
      if (account && !account.phoneNumberVerified)
        await queuePhoneCode({ to, code, purpose: 'confirm', userId: account.id, ctx })
    },
    /** Codes that reset a password go to confirmed numbers only. */
    sendPasswordResetOTP: async (
      { phoneNumber: to, code }: { phoneNumber: string; code: string },
      ctx?: PluginContext,
    ) => {
      const account = await findUserByPhone(db, to)
      if (account?.phoneNumberVerified)
        await queuePhoneCode({ to, code, purpose: 'reset', userId: account.id, ctx })
    },
  }
}
