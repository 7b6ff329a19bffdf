import { describe, expect, it } from 'vitest'
import { slotsQuerySchema } from './availability.ts'
import { createBookingSchema } from './bookings.ts'
import { createServiceSchema, overrideSchema } from './catalogue.ts'
import { calendarDateSchema, instantSchema, phoneSchema, text } from './primitives.ts'
import { countrySchema } from './settings.ts'

describe('the input building blocks', () => {
  it('takes text with any character the database can store, and stores its NFC form', () => {
    expect(text().parse('Ünïcödé ✓ 🚲 tab\tnew\nline')).toBe('Ünïcödé ✓ 🚲 tab\tnew\nline')
    expect(text().parse('e\u0301')).toBe('\u00e9')
    // Object paths stay byte-for-byte what the client named.
    expect(text({ normalize: false }).parse('e\u0301')).toBe('e\u0301')
  })

  it('refuses text with a NUL character or an unpaired surrogate, and says which', () => {
    const issue = (value: string) => text().safeParse(value).error?.issues[0]?.message
    expect(issue('a\u0000b')).toBe('Text must not contain NUL characters')
    expect(issue('a\ud800b')).toBe('Text must not contain unpaired surrogates')
    expect(issue('\udc00')).toBe('Text must not contain unpaired surrogates')
    expect(issue('trailing high \ud83d')).toBe('Text must not contain unpaired surrogates')
    expect(text({ normalize: false }).safeParse('\u0000').success).toBe(false)
  })

  it('counts the length limit on the normalised text', () => {
    // Five letters typed as ten code points (each with a combining accent) fit max(5).
    expect(text().max(5).safeParse('e\u0301'.repeat(5)).success).toBe(true)
    expect(text().trim().min(1).safeParse('  ').success).toBe(false)
  })

  it('takes instants in the years 2000 to 2099 and refuses the rest', () => {
    for (const ok of [
      '2026-05-04T09:00:00Z',
      '2000-01-01T00:00:00Z',
      '2099-12-31T23:59:59+00:00',
    ]) {
      expect(instantSchema.safeParse(ok).success, ok).toBe(true)
    }
    for (const bad of [
      '9999-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      '2000-01-01T00:30:00+01:00', // 1999-12-31T23:30Z
      '2026-02-30T10:00:00Z',
      '2026-05-04',
    ]) {
      expect(instantSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('takes a phone number as people write it, national or international, and leaves its reading to the server', () => {
    for (const typed of [
      '07400 123456',
      '+44 7400 123456',
      '(0)7400-123.456',
      ' 0044 7400 123456 ',
    ]) {
      expect(phoneSchema.safeParse(typed).success, typed).toBe(true)
    }
    expect(phoneSchema.parse(' 07400 123456 ')).toBe('07400 123456')
    for (const typed of ['', '   ', 'call me', '+', '() -', '07400 123456 ext 5', '1'.repeat(41)]) {
      expect(phoneSchema.safeParse(typed).success, typed).toBe(false)
    }
    expect(phoneSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'Enter your phone number',
    ])
  })

  it('takes a country as two upper-case letters', () => {
    expect(countrySchema.safeParse('GB').success).toBe(true)
    for (const bad of ['gb', 'GBR', 'G', ''])
      expect(countrySchema.safeParse(bad).success).toBe(false)
  })

  it('says once what is wrong with a value that is no date at all', () => {
    expect(calendarDateSchema.safeParse('soon').error?.issues).toHaveLength(1)
    expect(instantSchema.safeParse('tomorrow at ten').error?.issues).toHaveLength(1)
  })

  it('takes calendar dates that exist, in the years 2000 to 2099', () => {
    expect(calendarDateSchema.safeParse('2028-02-29').success).toBe(true)
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '9999-12-31',
      '0000-01-01',
      '26-1-1',
    ]) {
      expect(calendarDateSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('bounds the contract: slots for 2026-02-30, a booking in 9999 and a sort order past int4 are refused', () => {
    expect(slotsQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-02' }).success).toBe(false)
    const booking = { serviceId: crypto.randomUUID(), start: '9999-12-31T00:00:00Z' }
    expect(createBookingSchema.safeParse(booking).success).toBe(false)
    const service = { name: 'Tune-up', durationMinutes: 60, pricing: 'quote', priceMinor: null }
    const withSort = (sortOrder: number) =>
      createServiceSchema.safeParse({ ...service, resourceIds: [crypto.randomUUID()], sortOrder })
    expect(withSort(10).success).toBe(true)
    expect(withSort(2_147_483_648).success).toBe(false)
  })

  it('refuses a resource chosen twice and overlapping hours on one date', () => {
    const id = crypto.randomUUID()
    const service = { name: 'Tune-up', durationMinutes: 60, pricing: 'quote', priceMinor: null }
    expect(createServiceSchema.safeParse({ ...service, resourceIds: [id, id] }).success).toBe(false)
    const day = (intervals: { start: string; end: string }[]) =>
      overrideSchema.safeParse({ date: '2026-05-04', intervals }).success
    expect(
      day([
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ]),
    ).toBe(true)
    expect(
      day([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '17:00' },
      ]),
    ).toBe(false)
  })
})
