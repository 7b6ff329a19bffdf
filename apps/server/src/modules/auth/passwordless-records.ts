import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { languageOfPerson, requestedLanguage } from '../mail/mail-language.ts'
import {
  finishAccountMail,
  type LinkMail,
  type MailContent,
  resetPasswordMail,
  signUpAttemptMail,
} from '../mail/templates.ts'
import { accounts } from './auth.table.ts'

/** Whether the person has a way to sign in: a password, a provider, a wallet. */
export async function hasSignInMethod(db: Db, userId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .limit(1)
  return row !== undefined
}

/**
 * A customer record made without a password (a guest's booking, a walk-in) becomes an account
 * through the password reset: Better Auth's reset gives a person without a password one. So a
 * sign-up with such an address sends that link, in words that say what it is for (finish the
 * account, your bookings are there), instead of "someone tried to sign up with your address";
 * and a reset asked for by such a person is worded the same way. Nothing the caller typed is in
 * either mail, and the sign-up is answered as any other (nobody learns who has a record).
 */
export function passwordlessRecordMails({
  db,
  config: { businessName: business, publicUrl },
  queue,
  requestReset,
}: {
  db: Db
  config: { businessName: string; publicUrl: string }
  queue: (to: string, mail: MailContent) => Promise<void>
  /**
   * Better Auth's `requestPasswordReset`, which mails the link through `sendResetPassword`, with
   * the request that caused it (if any) passed on.
   */
  requestReset: (
    body: { email: string; redirectTo: string },
    request: Request | undefined,
  ) => Promise<unknown>
}) {
  /** The person's language: their saved one, else the one their request asked in. */
  const languageOf = (userId: string, request: Request | undefined) =>
    languageOfPerson(db, { person: { id: userId }, requested: requestedLanguage(request) })
  const mailFor = async (userId: string, mail: LinkMail) =>
    (await hasSignInMethod(db, userId)) ? resetPasswordMail(mail) : finishAccountMail(mail)
  return {
    onExistingUserSignUp: async (
      { user }: { user: { id: string; email: string } },
      request?: Request,
    ) => {
      if (await hasSignInMethod(db, user.id)) {
        const language = await languageOf(user.id, request)
        await queue(user.email, signUpAttemptMail({ business, language }))
      } else {
        await requestReset(
          { email: user.email, redirectTo: `${publicUrl}/signin?mode=reset` },
          request,
        )
      }
    },
    sendResetPassword: async (
      {
        user,
        url,
      }: {
        user: { id: string; email: string }
        url: string
      },
      request?: Request,
    ) =>
      queue(
        user.email,
        await mailFor(user.id, { business, url, language: await languageOf(user.id, request) }),
      ),
  }
}
