import { composeMail, nameInMail } from '../mail/templates.ts'
import type { Words } from '../mail/words.ts'

// The mails of a data export (decision 051), to whoever asked for it. They carry no data of the
// export itself: the archive is downloaded with the requester's session, from `url`.

/** The archive is ready: for the person themselves, or for the admin who asked. */
export function exportReadyMail({
  words,
  business,
  subjectName,
  until,
  url,
}: {
  words: Words
  business: string
  /** The person whose data it is, when an admin asked; null when they asked themselves. */
  subjectName: string | null
  /** When the archive goes, already written for the reader. */
  until: string
  url: string
}) {
  const { t, language } = words
  const b = nameInMail(business)
  const lines =
    subjectName === null
      ? [t('mail.hello'), t('dataExport.ready.body', { business: b, until })]
      : [
          t('mail.hello'),
          t('dataExport.readyFor.body', { business: b, name: nameInMail(subjectName), until }),
        ]
  return composeMail({
    kind: 'data_export_ready',
    language,
    subject:
      subjectName === null
        ? t('dataExport.ready.subject', { business: b })
        : t('dataExport.readyFor.subject', { name: nameInMail(subjectName) }),
    lines,
    action: { label: t('dataExport.button'), url },
  })
}

/** The archive could not be made after every try. */
export function exportFailedMail({ words, business }: { words: Words; business: string }) {
  const { t, language } = words
  const b = nameInMail(business)
  return composeMail({
    kind: 'data_export_failed',
    language,
    subject: t('dataExport.failed.subject', { business: b }),
    lines: [t('mail.hello'), t('dataExport.failed.body', { business: b })],
  })
}
