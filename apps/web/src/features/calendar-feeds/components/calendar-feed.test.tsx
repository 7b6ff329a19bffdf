import type { CalendarFeed as Feed } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { CalendarFeed } from './calendar-feed.tsx'

const path = '/api/v1/me/calendar-feed'
const address = (version: number) =>
  `https://bookings.example.test/api/v1/calendar-feeds/6b0c9a52-3c4e-4b6a-9f0e-2a1b3c4d5e6f.${version}.${'x'.repeat(43)}.ics`

/** A feed server as the real one answers: none at first, a new address per POST, none after DELETE. */
function feedServer() {
  let version = 0
  let feed: Feed | null = null
  const methods: string[] = []
  stubFetch({
    [path]: (_url, init) => {
      const method = init?.method ?? 'GET'
      methods.push(method)
      if (method === 'POST') {
        version += 1
        feed = { url: address(version), kind: 'mine', createdAt: '2026-12-04T10:00:00.000Z' }
      }
      if (method === 'DELETE') feed = null
      return jsonResponse({ feed }, method === 'POST' ? 201 : 200)
    },
  })
  return methods
}

describe('the calendar subscription', () => {
  it('makes an address, offers it to copy and to open in a calendar app, renews it and turns it off', async () => {
    const user = userEvent.setup()
    const methods = feedServer()
    renderWithProviders(<CalendarFeed path={path} about="Your bookings, in your calendar app." />)

    await user.click(await screen.findByRole('button', { name: 'Get a calendar address' }))
    const field = await screen.findByRole('textbox', { name: 'Calendar address' })
    expect((field as HTMLInputElement).value).toBe(address(1))
    expect(field.hasAttribute('readonly')).toBe(true)
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      address(1).replace('https:', 'webcal:'),
    )
    screen.getByRole('button', { name: 'Copy address' })
    screen.getByText(/Anyone who has this address can see these bookings/)

    // A new address is asked about first: the old one stops working for everyone.
    await user.click(screen.getByRole('button', { name: 'New address' }))
    const renew = await screen.findByRole('dialog', { name: 'Get a new calendar address?' })
    await user.click(within(renew).getByRole('button', { name: 'Yes, get a new address' }))
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Calendar address' }) as HTMLInputElement).value,
      ).toBe(address(2)),
    )
    expect(screen.getByRole('status').textContent).toContain('A new address is ready.')

    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    const off = await screen.findByRole('dialog', { name: 'Turn off the calendar address?' })
    await user.click(within(off).getByRole('button', { name: 'Yes, turn it off' }))
    await screen.findByRole('button', { name: 'Get a calendar address' })
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).toBeNull()
    expect(methods).toEqual(['GET', 'POST', 'POST', 'DELETE'])
  })
})
