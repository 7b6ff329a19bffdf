import type { Language } from '@reserva/shared/languages'
import { composeMail, nameInMail } from '../mail/templates.ts'
import { wordsFor } from '../mail/words.ts'

// The mails of an address change (decision 049). None carries anything the asker typed but the
// new address, which goes only to itself and, as its domain, to the old one.

/** To the new address: the link that makes the change. */
export const emailChangeLinkMail = ({
  business,
  url,
  language,
}: {
  business: string
  url: string
  language: Language
}) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'email_change_link',
    language,
    subject: t('emailChange.subject', { business: nameInMail(business) }),
    lines: [
      t('mail.hello'),
      t('emailChange.body', { business: nameInMail(business) }),
      t('emailChange.notYou'),
    ],
    action: { label: t('emailChange.button'), url },
  })
}

/** To a new address that has an account already: nothing changes, and it says so. */
export const emailChangeTakenMail = ({
  business,
  language,
}: {
  business: string
  language: Language
}) => {
  const { t } = wordsFor(language)
  return composeMail({
    kind: 'email_change_taken',
    language,
    subject: t('emailChangeTaken.subject', { business: nameInMail(business) }),
    lines: [
      t('mail.hello'),
      t('emailChangeTaken.body', { business: nameInMail(business) }),
      t('emailChangeTaken.ifNotYou'),
    ],
  })
}

/** To the old address once the change is made: what happened and what to do if it was not them. */
export const emailChangedMail = ({
  business,
  newDomain,
  contact,
  language,
}: {
  business: string
  /** Only the new address's domain: the old inbox need not learn the whole new address. */
  newDomain: string
  /** The business's contact address or phone, if it gives one. */
  contact: string | null
  language: Language
}) => {
  const { t } = wordsFor(language)
  const name = nameInMail(business)
  return composeMail({
    kind: 'email_changed',
    language,
    subject: t('emailChanged.subject', { business: name }),
    lines: [
      t('mail.hello'),
      t('emailChanged.body', { business: name, domain: newDomain }),
      t('emailChanged.signedOut'),
      contact
        ? t('emailChanged.ifNotYouContact', { business: name, contact: nameInMail(contact) })
        : t('emailChanged.ifNotYou', { business: name }),
    ],
  })
}
