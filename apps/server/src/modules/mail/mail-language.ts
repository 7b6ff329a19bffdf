import { firstShippedLanguage, type Language } from '@reserva/shared/languages'
import type { Db, Tx } from '../../db/client.ts'
import { findSavedLanguage } from '../profiles/profiles.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'

/**
 * The first language of an Accept-Language header that Reserva ships, by the header's order of
 * preference (`q`, then the order written); none for a header without one.
 */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim())
      const q = params.find((param) => /^q=/i.test(param))
      const quality = q === undefined ? 1 : Number(q.slice(2))
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return firstShippedLanguage(tags.map(({ tag }) => tag))
}

/** The Accept-Language of the request a mail answers, if there is one. */
export const requestedLanguage = (request: { headers: Headers } | null | undefined) =>
  acceptedLanguage(request?.headers.get('accept-language'))

/**
 * The language a mail, text or calendar file is written in for its reader: the one they chose
 * (their profile's), else the one of the request it answers when there is one (its
 * Accept-Language, or the language of the page a guest booked from), else the business's default.
 */
export const readerLanguage = ({
  chosen,
  requested,
  businessDefault,
}: {
  chosen?: Language | null | undefined
  requested?: Language | undefined
  businessDefault: Language
}): Language => chosen ?? requested ?? businessDefault

/** `readerLanguage` of a person (by account id or address), read on `db`. */
export async function languageOfPerson(
  db: Db | Tx,
  { person, requested }: { person?: { id: string } | { email: string }; requested?: Language },
): Promise<Language> {
  const [chosen, settings] = await Promise.all([
    person ? findSavedLanguage(db, person) : null,
    requireSettings(db),
  ])
  return readerLanguage({ chosen, requested, businessDefault: settings.defaultLanguage })
}
