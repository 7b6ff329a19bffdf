import type { Language } from '@reserva/shared/languages'
import { composeMail } from '../mail/templates.ts'
import { wordsFor } from '../mail/words.ts'

interface RequestFacts {
  business: string
  name: string
  /** Where staff sign in (the operator dashboard). */
  url: string
  /** What the admin wrote, if anything. */
  message?: string | undefined
  /** The person's. */
  language: Language
}

const hello = (f: RequestFacts) => {
  const { t } = wordsFor(f.language)
  return f.name ? t('mail.helloName', { name: f.name }) : t('mail.hello')
}

/** The answer to a sign-up's "I run bookings for this business" (DESIGN §2). */
export const operatorRequestMail = {
  approved: (f: RequestFacts) => {
    const { t } = wordsFor(f.language)
    return composeMail({
      kind: 'operator_request_approved',
      language: f.language,
      subject: t('operator.approved.subject', { business: f.business }),
      lines: [
        hello(f),
        t('operator.approved.body', { business: f.business }),
        ...(f.message ? ['', f.message] : []),
        '',
        t('operator.approved.workspace', { url: f.url }),
      ],
    })
  },
  declined: (f: RequestFacts) => {
    const { t } = wordsFor(f.language)
    return composeMail({
      kind: 'operator_request_declined',
      language: f.language,
      subject: t('operator.declined.subject', { business: f.business }),
      lines: [
        hello(f),
        t('operator.declined.body', { business: f.business }),
        ...(f.message ? ['', t('mail.theirReason', { reason: f.message })] : []),
      ],
    })
  },
}
