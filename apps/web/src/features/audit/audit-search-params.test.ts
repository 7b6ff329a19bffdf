import { describe, expect, it } from 'vitest'
import { emptyAuditSearch, toAuditFilter } from './audit-search-params.ts'

// The period is calendar days in the business's zone, both included (lib/dates.ts does the zone).
describe("the audit log's period as the API takes it", () => {
  it('runs from the first day’s start to the start of the day after the last, across a clock change', () => {
    const filter = toAuditFilter(
      { ...emptyAuditSearch, from: '2026-03-28', to: '2026-03-29' },
      'Europe/London',
    )
    // 28 March is on GMT; the clocks go forward on the 29th, so the 30th starts at 23:00 UTC.
    expect(filter).toEqual({ from: '2026-03-28T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' })
  })

  it('sends no period when none is chosen, and the other filters as they are', () => {
    expect(toAuditFilter({ ...emptyAuditSearch, entity: 'booking' }, 'Asia/Tokyo')).toEqual({
      entity: 'booking',
    })
  })
})
