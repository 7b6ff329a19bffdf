import type { phoneSignUpSchema } from '@reserva/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { deleteUser, findUserByPhone, setPhoneNumber } from './accounts.repository.ts'
import { phoneTaken } from './auth.errors.ts'
import { type Auth, phonePlaceholderDomain } from './auth.ts'

/**
 * Sign-up with a phone number and a password. Better Auth keys accounts by e-mail, so the
 * account gets an address that can never receive mail, and then the number. Answers with Better
 * Auth's own response (it carries the session cookie, or its refusal); a number taken meanwhile
 * leaves no half-made account behind (409 auth.phone_taken).
 */
export async function signUpWithPhone(
  { db, auth }: { db: Db; auth: Auth },
  { input, headers }: { input: z.output<typeof phoneSignUpSchema>; headers: Headers },
): Promise<Response> {
  const { name, phoneNumber, password, requestedRole } = input
  if (await findUserByPhone(db, phoneNumber)) throw phoneTaken()
  const email = `${phoneNumber.slice(1)}@${phonePlaceholderDomain}`
  const res = await auth.api.signUpEmail({
    body: { name, email, password, ...(requestedRole ? { requestedRole } : {}) },
    headers,
    asResponse: true,
  })
  if (!res.ok) return res
  const { user } = (await res.clone().json()) as { user: { id: string } }
  try {
    await setPhoneNumber(db, { userId: user.id, phoneNumber })
  } catch (error) {
    // Someone took the number in the meantime.
    await deleteUser(db, user.id)
    if (isUniqueViolation(error)) throw phoneTaken()
    throw error
  }
  return res
}
