import type { PhoneSignUpAnswer, phoneSignUpSchema } from '@reserva/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { internationalForm, requireE164 } from '../../lib/phone-numbers.ts'
import { requireSettings } from '../settings/settings.service.ts'
import {
  deleteSession,
  deleteUser,
  findUserByPhone,
  setPhoneNumber,
} from './accounts.repository.ts'
import { phoneTaken } from './auth.errors.ts'
import { type Auth, phonePlaceholderDomain } from './auth.ts'

/**
 * Sign-up with a phone number and a password. The number is read in the business's country and
 * kept in E.164 (400 `invalid_phone_number` when it cannot be one). Better Auth keys accounts by
 * e-mail, so the account gets an address that can never receive mail, and then the number. The
 * account has no session until the number is confirmed: a 6-digit code goes to it by text, and
 * `/phone-number/verify` with that code signs the account in (docs/decisions/031). Answers the
 * new account and its number, or Better Auth's own refusal (a weak password, say) as a Response;
 * a number taken meanwhile leaves no half-made account behind (409 auth.phone_taken).
 */
export async function signUpWithPhone(
  { db, auth }: { db: Db; auth: Auth },
  { input, headers }: { input: z.output<typeof phoneSignUpSchema>; headers: Headers },
): Promise<PhoneSignUpAnswer | Response> {
  const { name, password, requestedRole } = input
  const { country } = await requireSettings(db)
  const phoneNumber = requireE164({ input: input.phoneNumber, country, path: 'phoneNumber' })
  if (await findUserByPhone(db, phoneNumber)) throw phoneTaken()
  const email = `${phoneNumber.slice(1)}@${phonePlaceholderDomain}`
  const res = await auth.api.signUpEmail({
    body: { name, email, password, ...(requestedRole ? { requestedRole } : {}) },
    headers,
    asResponse: true,
  })
  if (!res.ok) return res
  const { user, token } = (await res.json()) as { user: { id: string }; token: string | null }
  // Sign-ups open no session (auth.ts: the address comes first); should one ever, it goes.
  if (token) await deleteSession(db, token)
  try {
    // No account of that id: its stand-in address was taken meanwhile, and Better Auth answered
    // a made-up account, as it does for every taken address.
    if (!(await setPhoneNumber(db, { userId: user.id, phoneNumber }))) throw phoneTaken()
  } catch (error) {
    // Someone took the number in the meantime.
    await deleteUser(db, user.id)
    if (isUniqueViolation(error)) throw phoneTaken()
    throw error
  }
  // The plugin makes the code and hands it to auth.ts's sendOTP, which queues the text.
  await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } })
  return { user: { id: user.id }, phoneNumber, displayNumber: internationalForm(phoneNumber) }
}
