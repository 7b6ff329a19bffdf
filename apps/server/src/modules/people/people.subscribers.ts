import type { MailSubscriberDeps } from '../../lib/domain-events.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { nameInMail } from '../mail/templates.ts'
import { findSavedLanguage } from '../profiles/profiles.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
// The events' declarations (a type-only file) for every program that reaches this one.
import type {} from './people.events.ts'
import { operatorRequestMail } from './people.mails.ts'
import { findPerson } from './people.repository.ts'

/**
 * The people module's mails, queued in the outbox by subscribers on the transaction that made
 * the decision (decision 006): the answer to an operator request goes to the person who asked.
 */
export function registerPeopleSubscribers({
  events,
  publicUrl,
  onMailQueued,
  clock,
}: MailSubscriberDeps) {
  const unsubscribe = [
    events.inTransaction('person.operator_request_decided', async (event, tx) => {
      const person = await findPerson(tx, event.personId)
      // A phone-only account has an address that can never receive mail.
      if (!person || isPlaceholderEmail(person.email)) return
      const settings = await requireSettings(tx)
      const facts = {
        business: nameInMail(settings.name),
        // Whoever made the account chose its name: an address not shown to be theirs is not
        // greeted with it.
        name: person.emailVerified ? nameInMail(person.name) : '',
        url: new URL('/operator-dashboard', publicUrl).toString(),
        message: event.message,
        language: readerLanguage({
          chosen: await findSavedLanguage(tx, { id: person.id }),
          businessDefault: settings.defaultLanguage,
        }),
      }
      await enqueueMail(tx, {
        to: person.email,
        sendAfter: clock.now(),
        ...operatorRequestMail[event.decision === 'approve' ? 'approved' : 'declined'](facts),
      })
    }),
    events.afterCommit('person.operator_request_decided', () => onMailQueued()),
  ]
  return () => {
    for (const off of unsubscribe) off()
  }
}
