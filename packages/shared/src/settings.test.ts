import { describe, expect, it } from 'vitest'
import { errorBodySchema, errorCodes } from './errors.ts'
import { currencySchema, timeZoneSchema } from './settings.ts'

describe('the shared contract', () => {
  it('accepts IANA time zones, including half-hour ones, and refuses made-up ones', () => {
    for (const tz of ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      expect(timeZoneSchema.safeParse(tz).success, tz).toBe(true)
    }
    expect(timeZoneSchema.safeParse('Mars/Olympus_Mons').success).toBe(false)
  })

  it('accepts three-letter upper-case currency codes only', () => {
    expect(currencySchema.safeParse('GBP').success).toBe(true)
    expect(currencySchema.safeParse('gbp').success).toBe(false)
    expect(currencySchema.safeParse('POUND').success).toBe(false)
  })

  it('describes every error as { error: { code, message, details? } } with a fixed status per code', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'not_found', message: 'x' } }).success).toBe(
      true,
    )
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false)
    expect(errorCodes.validation_failed).toBe(400)
    expect(errorCodes.rate_limited).toBe(429)
  })
})
