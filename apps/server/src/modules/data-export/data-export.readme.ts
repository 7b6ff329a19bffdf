import { nameInMail } from '../mail/templates.ts'
import type { Words } from '../mail/words.ts'

/** The files of an archive, each with the words that say what it holds, in the archive's order. */
const files = [
  ['profile.json', 'dataExport.readme.profile'],
  ['sign-in.json', 'dataExport.readme.signIn'],
  ['bookings.json', 'dataExport.readme.bookings'],
  ['quotes.json', 'dataExport.readme.quotes'],
  ['consents.json', 'dataExport.readme.consents'],
  ['mails.json', 'dataExport.readme.mails'],
  ['files.json', 'dataExport.readme.filesList'],
  ['files/', 'dataExport.readme.files'],
] as const

/** README.txt of a person's archive, in their language: what it is and what each file holds. */
export function readmeText({
  words,
  business,
  at,
  timezone,
}: {
  words: Words
  business: string
  at: Date
  timezone: string
}) {
  const { t } = words
  return [
    t('dataExport.readme.title', { business: nameInMail(business) }),
    t('dataExport.readme.made', { when: words.moment(at, timezone) }),
    '',
    ...files.map(([file, key]) => `${file}: ${t(key)}`),
    '',
    t('dataExport.readme.times'),
    '',
  ].join('\n')
}
