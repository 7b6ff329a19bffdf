import { countryCodes } from '@reserva/shared/countries'
import { getCountries } from 'libphonenumber-js/max'
import { describe, expect, it } from 'vitest'
import { hasPhoneNumbers, internationalForm, phoneExamples, toE164 } from './phone-numbers.ts'

describe('phone numbers', () => {
  it('offers the businesses exactly the countries the phone number library knows', () => {
    expect([...countryCodes]).toEqual([...getCountries()].sort())
    expect(hasPhoneNumbers('GB')).toBe(true)
    // A region without numbering of its own (Antarctica), and a code that names nothing.
    expect(hasPhoneNumbers('AQ')).toBe(false)
    expect(hasPhoneNumbers('QQ')).toBe(false)
    for (const country of countryCodes) {
      const { national, international } = phoneExamples(country)
      expect(toE164(international, country), country).toBeDefined()
      expect(toE164(national, country), country).toBe(toE164(international, country))
    }
  })

  it('reads a number as dialled in the country, or by its own country code, into E.164', () => {
    expect(toE164('07400 123456', 'GB')).toBe('+447400123456')
    expect(toE164('(07400) 123-456', 'GB')).toBe('+447400123456')
    expect(toE164('0044 7400 123456', 'GB')).toBe('+447400123456')
    expect(toE164('+44 (0)7400 123456', 'GB')).toBe('+447400123456')
    expect(toE164('+1 201 555 0123', 'GB')).toBe('+12015550123')
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123')
    expect(toE164('030 901820', 'DE')).toBe('+4930901820')
    expect(internationalForm('+447400123456')).toBe('+44 7400 123456')
    // The UK's numbers for fiction, which the demo's customers have: well formed, never given out.
    expect(toE164('07700 900123', 'GB')).toBe('+447700900123')
    expect(toE164('020 7946 0123', 'GB')).toBe('+442079460123')
  })

  it('refuses what is not a valid number: too short or long, unknown codes, unused ranges, extensions', () => {
    for (const input of [
      '07400 12',
      '07400 1234567',
      '+999 1234 5678',
      '06400 123456',
      '07700 901123',
      '+44 7400 123456 ext. 12',
      '',
    ]) {
      expect(toE164(input, 'GB'), input).toBeUndefined()
    }
    // The country decides: a UK mobile number as dialled in the UK is no number in the US.
    expect(toE164('07400 123456', 'US')).toBeUndefined()
  })
})
