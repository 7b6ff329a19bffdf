import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { filterZones, TimeZoneSelect } from './time-zone-select.tsx'

const options = ['America/New_York', 'Europe/London', 'America/Port_of_Spain'].map((zone) => ({
  value: zone,
  label: zone.replace(/_/g, ' '),
}))
const found = (search: string) =>
  (filterZones({ options, search, limit: 100 }) as { value: string }[]).map((o) => o.value)

describe('finding a time zone', () => {
  it('finds a zone by the spelling the app shows, the stored one, or the city alone', () => {
    for (const search of ['New York', 'New_York', 'new york', 'new-york', 'America/New', 'york']) {
      expect(found(search), search).toEqual(['America/New_York'])
    }
    expect(found('port of spain')).toEqual(['America/Port_of_Spain'])
    expect(found('')).toHaveLength(3)
    expect(found('Atlantis')).toEqual([])
  })

  it('offers the zone typed as the app shows it, and chooses it', async () => {
    stubFetch({})
    const onChange = vi.fn()
    renderWithProviders(<TimeZoneSelect label="Time zone" value={null} onChange={onChange} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Time zone' }), 'New_York')
    await userEvent.click(await screen.findByRole('option', { name: 'America/New York' }))
    expect(onChange).toHaveBeenCalledWith('America/New_York', expect.anything())
  })
})
