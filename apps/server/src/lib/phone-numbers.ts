import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { commonError } from './errors.ts'

/**
 * The UK's numbers for films, plays and examples (Ofcom: mobile 07700 900000–900999, London
 * 020 7946 0000–0999): well formed but never given out, so libphonenumber does not count them as
 * valid. Demos and tests use them, as the demo business's customers do.
 */
const fictional = /^\+44(7700900|2079460)\d{3}$/

/**
 * A number as a person typed it, in E.164 (+447400123456): read as dialled in `country` unless
 * it starts with + (or the country's international prefix, 00 in most places). Undefined when it
 * is not a valid number: libphonenumber's `isValid()` with its full metadata, which knows the
 * ranges each country has given out, so a digit too few or a wrong prefix is caught before a
 * code is texted in vain; the UK's numbers for fiction are taken too
 * (docs/decisions/031-phone-verification.md).
 */
export function toE164(input: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input, {
    defaultCountry: isSupportedCountry(country) ? country : undefined,
  })
  if (!parsed || parsed.ext) return undefined
  return parsed.isValid() || fictional.test(parsed.number) ? parsed.number : undefined
}

/** The E.164 number in international form, spaced for reading: "+44 7400 123456". */
export function internationalForm(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/** Whether numbers can be read as dialled in `country`: the settings take no other country. */
export const hasPhoneNumbers = (country: string) => isSupportedCountry(country)

/** A mobile number of `country` written both ways, for messages that show how to write one. */
export function phoneExamples(country: string) {
  const example = isSupportedCountry(country) ? getExampleNumber(country, examples) : undefined
  return {
    national: example?.formatNational() ?? '',
    international: example?.formatInternational() ?? '',
  }
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** What the 400 `invalid_phone_number` says, and its details, for the field at `path`. */
export function invalidPhoneNumberAnswer({ path, country }: { path: string; country: string }) {
  const examples = phoneExamples(country)
  const place = regionNames.of(country) ?? country
  const message = examples.national
    ? `This is not a phone number. Write it as dialled in the business's country, ${place} (e.g. ${examples.national}), or with + and its country code (e.g. ${examples.international}).`
    : 'This is not a phone number. Write it with + and its country code.'
  return { message, details: { path, country, examples } }
}

/** 400 `invalid_phone_number` for the field at `path`. */
export function invalidPhoneNumber({ path, country }: { path: string; country: string }) {
  const { message, details } = invalidPhoneNumberAnswer({ path, country })
  return commonError('invalid_phone_number', message, details)
}

/** `input` in E.164, or a 400 `invalid_phone_number` about the field at `path`. */
export function requireE164({
  input,
  country,
  path,
}: {
  input: string
  country: string
  path: string
}): string {
  const e164 = toE164(input, country)
  if (!e164) throw invalidPhoneNumber({ path, country })
  return e164
}
