import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'
import { acceptedLanguage, languageOfPerson, requestedLanguage } from '../mail/mail-language.ts'
import { countMailsSince, enqueueMail, lockMailsTo } from '../mail/outbox.repository.ts'
import { type MailContent, oneTimeCodeMail, verifyAddressMail } from '../mail/templates.ts'

/**
 * The account mails (links, codes, warnings) one address is sent at most, whoever asks and from
 * however many addresses: Better Auth's limits count per client address only (issue #42).
 */
export const accountMailCap = { perQuarterHour: 5, perDay: 20 } as const

/** The kinds of mail `queue` below sends (templates.ts), the ones the cap counts. */
export const accountMailKinds = [
  'verify_address',
  'password_reset',
  'finish_account',
  'code_sign_in',
  'code_email_verification',
  'code_forget_password',
  'code_change_email',
  'failed_sign_ins',
  'sign_up_attempt',
  'email_change_link',
  'email_change_taken',
] as const

/**
 * Queues an account mail unless its address had its share (`accountMailCap`): then it is left out
 * with a warning, and whoever asked is answered as ever, so they learn nothing. The count and the
 * insert hold one lock per address, so mails asked for at once are counted one after another.
 */
export function createAccountMailQueue({
  db,
  clock,
  logger,
  onMailQueued,
}: {
  db: Db
  clock: Clock
  logger: Logger
  onMailQueued: () => void
}) {
  return async (to: string, mail: MailContent) => {
    const address = to.toLowerCase()
    const now = clock.now().getTime()
    const queued = await db.transaction(async (tx) => {
      await lockMailsTo(tx, address)
      const sent = await countMailsSince(tx, {
        to: address,
        kinds: accountMailKinds,
        recentStart: new Date(now - 15 * 60_000),
        dayStart: new Date(now - 86_400_000),
      })
      if (sent.recent >= accountMailCap.perQuarterHour || sent.day >= accountMailCap.perDay)
        return false
      await enqueueMail(tx, { to: address, ...mail, sendAfter: new Date(now) })
      return true
    })
    if (queued) onMailQueued()
    else
      logger.warn(
        { to: address, kind: mail.kind },
        'account mail not sent: the address had its share',
      )
  }
}

/**
 * Better Auth's callbacks for the address's verification link and for one-time codes: our words,
 * in the person's language (their saved one), else the one their request asked in (Better Auth
 * passes the request, or its headers, along), else the business's.
 */
export function accountMailCallbacks({
  db,
  business,
  queue,
}: {
  db: Db
  business: string
  queue: (to: string, mail: MailContent) => Promise<void>
}) {
  return {
    sendVerificationEmail: async (
      { user, url }: { user: { id: string; email: string }; url: string },
      request?: Request,
    ) => {
      const person = { id: user.id }
      const language = await languageOfPerson(db, { person, requested: requestedLanguage(request) })
      await queue(user.email, verifyAddressMail({ business, url, language }))
    },
    sendVerificationOTP: async (
      { email, otp, type }: { email: string; otp: string; type: OneTimeCodePurpose },
      ctx?: { headers?: Headers | undefined },
    ) => {
      const requested = acceptedLanguage(ctx?.headers?.get('accept-language'))
      const language = await languageOfPerson(db, { person: { email }, requested })
      await queue(email, oneTimeCodeMail({ business, otp, purpose: type, language }))
    },
  }
}

type OneTimeCodePurpose = Parameters<typeof oneTimeCodeMail>[0]['purpose']
