import { describe, expect, it } from 'vitest'
import { instantToZoned, todayIn, zonedToInstant } from './zoned-time.ts'

describe('wall-clock times in the business zone', () => {
  it('turns a London time into the right instant in winter and in summer', () => {
    expect(zonedToInstant('2026-01-15T09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z')
    expect(zonedToInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z')
    expect(zonedToInstant('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z')
  })

  it('reads an instant back as the wall-clock time of the zone', () => {
    expect(instantToZoned('2026-07-01T08:00:00.000Z', 'Europe/London')).toBe('2026-07-01T09:00')
    expect(todayIn('Pacific/Auckland', new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-22')
  })
})
