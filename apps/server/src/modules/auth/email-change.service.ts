import { createHash, randomBytes, randomInt } from 'node:crypto'
import {
  type AccountEmail,
  type EmailChanged,
  type EmailChangeSent,
  emailChangeErrorCodes,
  type RequestEmailChange,
} from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { errorFactory, rateLimited } from '../../lib/errors.ts'
import { consumeRateLimit } from '../../lib/rate-limit.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { languageOfPerson } from '../mail/mail-language.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { type MailContent, oneTimeCodeMail } from '../mail/templates.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { isPlaceholderEmail } from './auth.ts'
import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeTakenMail,
} from './email-change.mails.ts'
import {
  endOtherSessions,
  findAccountEmail,
  findUserIdByEmail,
  hasPassword,
  moveAddress,
  spendCode,
  storeCode,
  storePendingChange,
  takePendingChange,
} from './email-change.repository.ts'

// A signed-in person moves their account to a new address (issue #48, decision 049).

const emailChangeError = errorFactory(emailChangeErrorCodes)
const noAddress = () =>
  emailChangeError(
    'email_change.no_address',
    'This account signs in with a phone number or a wallet: it has no e-mail address to change',
  )
const wrongProof = () =>
  emailChangeError('email_change.wrong_proof', 'The password or the code is not right')
const passwordRequired = () =>
  emailChangeError(
    'email_change.password_required',
    'This account has a password: give it instead of a code',
  )
const sameAddress = () =>
  emailChangeError('email_change.same_address', 'This is the address the account has already')
const linkInvalid = () =>
  emailChangeError(
    'email_change.link_invalid',
    'This link has expired or has been used. Ask for a new one from your account.',
  )
const addressTaken = () =>
  emailChangeError('email_change.address_taken', 'Another account uses this address now')

/** How long the link to the new address works. */
export const emailChangeLinkTtlMs = 60 * 60_000
/** How long a code to the current address works (the mail says five minutes). */
const codeTtlMs = 5 * 60_000
const codeTries = 5

/** Per person: requests (each checks a password or a code and mails a stranger's address). */
export const emailChangeLimits = {
  requests: { windowSeconds: 3600, max: 5 },
  codes: { windowSeconds: 900, max: 3 },
} as const

export interface EmailChangeDeps {
  db: Db
  clock: Clock
  publicUrl: string
  business: () => Promise<string>
  /** Queues an account mail under the per-address cap (account-mails.ts). */
  queue: (to: string, mail: MailContent) => Promise<void>
  onMailQueued: () => void
  /** Checks the signed-in person's password through Better Auth (its /verify-password). */
  passwordMatches: (headers: Headers, password: string) => Promise<boolean>
  /** The person's sessions ended: forget cached ones and close their sockets. */
  onSessionsEnded: (userId: string) => void
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1)

async function limit(
  deps: EmailChangeDeps,
  key: string,
  rule: { windowSeconds: number; max: number },
) {
  const { allowed, retryAfter } = await consumeRateLimit(deps.db, {
    key,
    ...rule,
    now: deps.clock.now().getTime(),
  })
  if (!allowed) throw rateLimited(retryAfter)
}

async function requireAccount(db: Db, userId: string) {
  const account = await findAccountEmail(db, userId)
  if (!account || isPlaceholderEmail(account.email)) throw noAddress()
  return account
}

export async function accountEmail(db: Db, userId: string): Promise<AccountEmail> {
  const account = await findAccountEmail(db, userId)
  if (!account || isPlaceholderEmail(account.email)) return { email: null, proof: null }
  return { email: account.email, proof: (await hasPassword(db, userId)) ? 'password' : 'code' }
}

/** A code to the current address, for a person without a password to prove it is them. */
export async function sendProofCode(
  deps: EmailChangeDeps,
  { userId, language }: { userId: string; language: Language | undefined },
) {
  const account = await requireAccount(deps.db, userId)
  if (await hasPassword(deps.db, userId)) throw passwordRequired()
  await limit(deps, `email-change-code:${userId}`, emailChangeLimits.codes)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = deps.clock.now()
  await storeCode(deps.db, {
    userId,
    codeHash: sha256(`${userId}:${code}`),
    expiresAt: new Date(now.getTime() + codeTtlMs),
    now,
  })
  const mailLanguage = await languageOfPerson(deps.db, {
    person: { id: userId },
    requested: language,
  })
  await deps.queue(
    account.email,
    oneTimeCodeMail({
      business: await deps.business(),
      otp: code,
      purpose: 'change-email',
      language: mailLanguage,
    }),
  )
}

/**
 * Asks to move the account to `input.newEmail`, proven by the password (or the mailed code when
 * the person has none). The link goes to the new address; an address that has an account already
 * is answered alike, and its owner is told instead (as a sign-up is, decision 049).
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  {
    userId,
    input,
    headers,
    language,
  }: {
    userId: string
    input: RequestEmailChange
    headers: Headers
    language: Language | undefined
  },
): Promise<EmailChangeSent> {
  const { db, clock } = deps
  const account = await requireAccount(db, userId)
  const newEmail = input.newEmail.trim().toLowerCase()
  if (newEmail === account.email) throw sameAddress()
  if (isPlaceholderEmail(newEmail)) throw sameAddress()
  await limit(deps, `email-change:${userId}`, emailChangeLimits.requests)
  const proven = (await hasPassword(db, userId))
    ? input.password !== undefined && (await deps.passwordMatches(headers, input.password))
    : input.code !== undefined &&
      (await spendCode(db, {
        userId,
        codeHash: sha256(`${userId}:${input.code}`),
        now: clock.now(),
        maxTries: codeTries,
      }))
  if (!proven) throw wrongProof()

  const now = clock.now()
  const expiresAt = new Date(now.getTime() + emailChangeLinkTtlMs)
  const token = randomBytes(32).toString('base64url')
  // The row is written whether or not the address is free, so both answers do the same work; the
  // link of a taken address is never sent, so it can never be followed.
  await storePendingChange(db, {
    tokenHash: sha256(token),
    change: { userId, oldEmail: account.email, newEmail },
    expiresAt,
    now,
  })
  const business = await deps.business()
  const owner = await findUserIdByEmail(db, newEmail)
  const mailLanguage = await languageOfPerson(db, {
    person: owner ? { id: owner } : { id: userId },
    requested: language,
  })
  await deps.queue(
    newEmail,
    owner
      ? emailChangeTakenMail({ business, language: mailLanguage })
      : emailChangeLinkMail({
          business,
          url: `${deps.publicUrl}/confirm-email#${token}`,
          language: mailLanguage,
        }),
  )
  return { sentTo: newEmail, expiresAt: expiresAt.toISOString() }
}

/**
 * Follows the link: the account moves to the new address (now verified), every other session of
 * the person ends (the one that followed the link stays, if it is theirs), the old address is told,
 * and an audit row keeps both domains. The token works once, within the hour.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  {
    token,
    session,
  }: {
    token: string
    /** The session that followed the link, if any: kept when it is the person's own. */
    session: { id: string; userId: string } | null
  },
): Promise<EmailChanged> {
  const { db, clock } = deps
  const now = clock.now()
  const done = await db
    .transaction(async (tx) => {
      const change = await takePendingChange(tx, { tokenHash: sha256(token), now })
      if (!change) throw linkInvalid()
      if (await findUserIdByEmail(tx, change.newEmail)) throw addressTaken()
      if (!(await moveAddress(tx, { change, now }))) throw linkInvalid()
      const keep = session?.userId === change.userId ? session.id : undefined
      const ended = await endOtherSessions(tx, { userId: change.userId, keep })
      await writeAudit(tx, {
        actorId: change.userId,
        action: 'user.email_changed',
        entity: 'user',
        entityId: change.userId,
        data: {
          fromDomain: domainOf(change.oldEmail),
          toDomain: domainOf(change.newEmail),
          sessionsEnded: ended,
        },
      })
      const settings = await requireSettings(tx)
      const language = await languageOfPerson(tx, { person: { id: change.userId } })
      // Not under the per-address cap: one per change, and the old inbox must hear of it.
      await enqueueMail(tx, {
        to: change.oldEmail,
        ...emailChangedMail({
          business: settings.name,
          newDomain: domainOf(change.newEmail),
          contact: settings.contactEmail || settings.contactPhone || null,
          language,
        }),
        sendAfter: now,
      })
      return { change, kept: keep !== undefined }
    })
    .catch((error: unknown) => {
      // Someone took the address in the very moment: the unique address says so.
      if (isUniqueViolation(error)) throw addressTaken()
      throw error
    })
  deps.onMailQueued()
  deps.onSessionsEnded(done.change.userId)
  return { email: done.change.newEmail, signedIn: done.kept }
}
