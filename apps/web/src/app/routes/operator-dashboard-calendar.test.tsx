import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { bookingStatusColours } from '@/components/booking-status-badge.tsx'
import { instantAt } from '@/features/bookings/calendar-grid.ts'
import { systemClock } from '@/lib/clock.ts'
import { addDays, longDate, startOfDay, timeIn, todayIn } from '@/lib/dates.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'
import {
  at,
  ids,
  operatorServer,
  posts,
  RESOURCE,
  SERVICE,
  ZONE,
} from '@/testing/operator-dashboard-test-server.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const calendar = () => screen.findByRole('region', { name: 'Calendar' })

describe("the operator dashboard's calendar", () => {
  it("asks for the day's bookings in the business's zone and shows each in its status colours", async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()

    const event = await within(region).findByRole('button', { name: /RSV-AAAAAA/ })
    expect(event.getAttribute('aria-label')).toBe(
      `${timeIn(ZONE, at(-10))} Cora Customer, Safety check, Confirmed, until ${timeIn(ZONE, at(20))}, Alex Morgan (RSV-AAAAAA)`,
    )
    // The status in words inside it, and the badge's checked colours for both schemes.
    expect(event.textContent).toContain('Confirmed')
    expect(event.dataset.status).toBe('confirmed')
    expect(event.style.getPropertyValue('--status-background-light')).toBe(
      bookingStatusColours.confirmed.light.background,
    )
    expect(event.style.getPropertyValue('--status-text-dark')).toBe(
      bookingStatusColours.confirmed.dark.text,
    )
    // Every empty half hour of the lane is a button that books there.
    expect(
      within(region).getAllByRole('button', { name: /^Book for a customer: Alex Morgan/ }).length,
    ).toBeGreaterThan(10)

    const today = todayIn(ZONE, systemClock.now())
    const asked = calls.find(
      (call) =>
        call.url.pathname === '/api/v1/bookings' &&
        call.url.searchParams.get('status') === 'pending,confirmed,completed,no_show',
    )
    // From the day before: a booking that began before midnight may run into today.
    expect(asked?.url.searchParams.get('from')).toBe(startOfDay(ZONE, addDays(today, -1)))
    expect(asked?.url.searchParams.get('to')).toBe(startOfDay(ZONE, addDays(today, 1)))
    expect(asked?.url.searchParams.get('limit')).toBe('200')
  })

  it('says when the business is closed on a day it shows', async () => {
    const today = todayIn(ZONE, systemClock.now())
    operatorServer({
      overrides: {
        '/api/v1/closures': () =>
          jsonResponse({
            closures: [
              {
                id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
                firstDay: today,
                lastDay: addDays(today, 2),
                reason: 'Stocktake',
              },
            ],
          }),
      },
    })
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()
    const notice = await within(region).findByRole('note')
    expect(notice.textContent).toContain('The business is closed')
    expect(notice.textContent).toContain(
      `${longDate(today)} to ${longDate(addDays(today, 2))} (Stocktake)`,
    )
  })

  it('opens a booking with its actions, and says when one changed it', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()

    await userEvent.click(await within(region).findByRole('button', { name: /RSV-AAAAAA/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking RSV-AAAAAA' })
    const card = within(dialog).getByRole('article')
    expect(within(card).getByText('Confirmed')).toBeTruthy()

    await userEvent.click(within(card).getByRole('button', { name: 'Complete' }))
    const asked = await screen.findByRole('dialog', { name: 'Mark this booking as completed?' })
    await userEvent.click(within(asked).getByRole('button', { name: 'Mark completed' }))
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'This booking is now completed.',
    )
    expect(within(within(dialog).getByRole('article')).getByText('Completed')).toBeTruthy()
    expect(posts(calls, `/api/v1/bookings/${ids.started}/complete`)).toHaveLength(1)
    // A mistake can be taken back for a while, from the same card.
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toBeTruthy()
    // The calendar's own copy changed too (the same query keys refetched).
    const event = await within(region).findByRole('button', {
      name: /Completed, until .* \(RSV-AAAAAA\)/,
    })
    expect(event.dataset.status).toBe('completed')
  })

  it('changes a booking’s length by keyboard, after asking, keeping its start', async () => {
    const { calls } = operatorServer()
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()
    await userEvent.click(await within(region).findByRole('button', { name: /RSV-AAAAAA/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Booking RSV-AAAAAA' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change length' }))
    const asked = await screen.findByRole('dialog', { name: 'Change the length of RSV-AAAAAA?' })
    await userEvent.click(within(asked).getByRole('combobox', { name: 'Length' }))
    await userEvent.click(await screen.findByRole('option', { name: '1 hour 30 minutes' }))
    expect(asked.textContent).toContain(`until ${timeIn(ZONE, at(-10 + 90))}`)
    await userEvent.click(within(asked).getByRole('button', { name: 'Change it' }))
    await waitFor(() =>
      expect(posts(calls, `/api/v1/bookings/${ids.started}/reschedule`)[0]?.body).toEqual({
        start: at(-10),
        durationMinutes: 90,
      }),
    )
  })

  it("books an empty time on its lane's resource, and on any free one when staff choose that", async () => {
    const sam = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f'
    const lanes = [
      { id: RESOURCE, name: 'Alex Morgan' },
      { id: sam, name: 'Sam Okafor' },
    ]
    const tomorrow = addDays(todayIn(ZONE, systemClock.now()), 1)
    const ten = instantAt(ZONE, tomorrow, 600)
    const half = instantAt(ZONE, tomorrow, 630)
    const { calls } = operatorServer({
      overrides: {
        '/api/v1/resources': () =>
          jsonResponse({
            resources: lanes.map((lane) => ({
              ...lane,
              kind: 'staff',
              description: '',
              active: true,
              weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
                weekday,
                start: '09:00',
                end: '17:00',
              })),
              overrides: [],
              timeOff: [],
            })),
          }),
        // Sam is free at 10:00 only; the service (either of them) at 10:00 and 10:30.
        [`/api/v1/services/${SERVICE}/slots`]: (url: string) => {
          const resourceId = new URL(url, 'http://localhost').searchParams.get('resourceId')
          const starts = resourceId === sam ? [ten] : [ten, half]
          return jsonResponse({
            timezone: ZONE,
            slots: starts.map((start) => ({
              start,
              end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
              seatsLeft: 1,
            })),
          })
        },
        '/api/v1/customers': () =>
          jsonResponse({
            customers: [{ id: 'acct-dora-000001', name: 'Dora New', email: 'dora@example.com' }],
          }),
      },
    })
    renderApp('/operator-dashboard?section=calendar')
    const region = await calendar()
    await userEvent.click(await within(region).findByRole('button', { name: 'Next day' }))
    await userEvent.click(
      await within(region).findByRole('button', {
        name: `Book for a customer: Sam Okafor ${tomorrow} 10:00:00 - 10:30:00`,
      }),
    )

    const dialog = await screen.findByRole('dialog', { name: 'Book for a customer' })
    expect(within(dialog).getByText(/^Picked on the calendar: Sam Okafor,/)).toBeTruthy()
    const withWhom = within(dialog).getByRole('combobox', { name: /^With/ }) as HTMLInputElement
    expect(withWhom.value).toBe('Sam Okafor')
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(tomorrow)
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Customer/ }), 'dora')
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose Dora New, dora@example.com' }),
    )
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Service/ }))
    await userEvent.click(await screen.findByRole('option', { name: /Safety check/ }))

    // Only Sam's free times, the clicked one chosen.
    const tenOClock = await within(dialog).findByRole('radio', { name: timeIn(ZONE, ten) })
    expect((tenOClock as HTMLInputElement).checked).toBe(true)
    expect(within(dialog).queryByRole('radio', { name: timeIn(ZONE, half) })).toBeNull()
    const asked = calls.filter((call) => call.url.pathname === `/api/v1/services/${SERVICE}/slots`)
    expect(asked.at(-1)?.url.searchParams.get('resourceId')).toBe(sam)
    expect(asked.at(-1)?.url.searchParams.get('from')).toBe(tomorrow)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(await within(dialog).findByText(/RSV-DDDDDD/)).toBeTruthy()
    expect(posts(calls, '/api/v1/bookings')[0]?.body).toEqual({
      serviceId: SERVICE,
      start: ten,
      seats: 1,
      notes: '',
      customerId: 'acct-dora-000001',
      resourceId: sam,
    })

    // Another, on whichever resource is free: every free time of the service is offered.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book another' }))
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^With/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Any free resource' }))
    expect(await within(dialog).findByRole('radio', { name: timeIn(ZONE, half) })).toBeTruthy()
    const anyFree = calls.filter(
      (call) => call.url.pathname === `/api/v1/services/${SERVICE}/slots`,
    )
    expect(anyFree.at(-1)?.url.searchParams.has('resourceId')).toBe(false)
  })
})
