import { guestConfirmMinutes } from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import type { Db } from '../../db/client.ts'
import { writeAtCommit } from '../../db/write-at-commit.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { composeMail, type MailContent, nameInMail } from '../mail/templates.ts'
import { wordsFor } from '../mail/words.ts'
import { insertConfirmation } from './guests.repository.ts'

/**
 * The mails that confirm a guest's address. They go to an address nobody has shown to be theirs
 * yet, so they carry nothing the visitor typed (no name, no notes): only the business's words,
 * the service, the time, and the code or link; in the language the visitor booked in.
 */
export interface GuestMailFacts {
  business: string
  serviceName: string
  start: Date
  end: Date
  timezone: string
  url: string
  language: Language
}

/** Confirm first: the code to type in, or the link; the booking is made when one comes back. */
export const guestCodeMail = (f: GuestMailFacts & { code: string; heldMinutes: number }) => {
  const words = wordsFor(f.language)
  const { t } = words
  return composeMail({
    kind: 'guest_code',
    language: f.language,
    subject: t('guest.code.subject', { code: f.code, business: nameInMail(f.business) }),
    lines: [
      t('mail.hello'),
      t('guest.code.enter', {
        service: nameInMail(f.serviceName),
        when: words.span(f),
        code: f.code,
      }),
      t('guest.code.press', {
        works: words.duration(guestConfirmMinutes),
        held: words.duration(f.heldMinutes),
      }),
      t('guest.code.notYou'),
    ],
    action: { label: t('guest.code.button'), url: f.url },
  })
}

/** A quote request (always confirm first, decision 045): the code, or the link; nothing else. */
export const guestQuoteCodeMail = (f: {
  business: string
  code: string
  url: string
  language: Language
}) => {
  const words = wordsFor(f.language)
  const { t } = words
  const business = nameInMail(f.business)
  return composeMail({
    kind: 'guest_quote_code',
    language: f.language,
    subject: t('guest.quoteCode.subject', { code: f.code, business }),
    lines: [
      t('mail.hello'),
      t('guest.quoteCode.enter', { business, code: f.code }),
      t('guest.quoteCode.press', { works: words.duration(guestConfirmMinutes) }),
      t('guest.quoteCode.notYou'),
    ],
    action: { label: t('guest.quoteCode.button'), url: f.url },
  })
}

/** The page a quote request's confirmation link opens; it then shows the quote. */
export const confirmQuoteUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/manage-quote#confirm=${token}`

/** Book then confirm: the booking stands; the link shows that the address is the customer's. */
export const guestAddressMail = (f: GuestMailFacts & { reference: string }) => {
  const words = wordsFor(f.language)
  const { t } = words
  return composeMail({
    kind: 'guest_confirm_address',
    language: f.language,
    subject: t('guest.address.subject', { reference: f.reference }),
    lines: [
      t('mail.hello'),
      t('guest.address.body', {
        business: nameInMail(f.business),
        reference: f.reference,
        service: nameInMail(f.serviceName),
        when: words.span(f),
      }),
      t('guest.address.confirm'),
    ],
    action: { label: t('verify.button'), url: f.url },
  })
}

/** The page a confirmation link opens: the token rides in the fragment, sent to no server. */
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/confirm#${token}`

/** The confirmation and its mail, in one transaction: neither exists without the other. */
export async function recordAndMail(
  deps: { db: Db; events: EventBus; onMailQueued: () => void },
  {
    row,
    to,
    mail,
    now,
  }: {
    row: Parameters<typeof insertConfirmation>[1]
    to: string
    mail: MailContent
    now: Date
  },
) {
  const recorded = await deps.events.transaction(deps.db, async (tx) => {
    const inserted = await insertConfirmation(tx, row)
    await writeAtCommit(tx, enqueueMail(tx, { to, sendAfter: now, ...mail }))
    return inserted
  })
  deps.onMailQueued()
  return recorded
}
