import type { Booking, Slot } from '@reserva/shared'
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useRescheduleBooking } from '@/features/bookings/api/change-booking.ts'
import { useCreateBooking } from '@/features/bookings/api/create-booking.ts'
import { BookingList } from '@/features/bookings/components/booking-list.tsx'
import { StaffSlotPicker } from '@/features/bookings/components/staff-slot-picker.tsx'
import { useAcceptQuote } from '@/features/quotes/api/quotes.ts'
import { timeIn } from '@/lib/dates.ts'
import { bookingKeys, slotKeys } from '@/lib/query-keys.ts'
import {
  bookingFixture,
  firstSlot,
  safetyCheck,
  safetyCheckSlots,
  slotsHandler,
  slotsPath,
} from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { bookingFor, offeredQuote } from '@/testing/quote-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'

// A booking made or changed by a customer shows on the staff's screens too: the
// customer's mutations invalidate every view of bookings and of free times, whoever's they are.

const day = firstSlot.start.slice(0, 10)
const later = safetyCheckSlots[2] as Slot

/** A server whose free times and bookings follow what the customer does. */
function server() {
  const state = { slots: [...safetyCheckSlots], bookings: [] as Booking[] }
  const take = (booking: Booking) => {
    state.slots = state.slots.filter((slot) => slot.start !== booking.start)
    state.bookings = [...state.bookings.filter((b) => b.id !== booking.id), booking]
    return jsonResponse({ booking })
  }
  const fetchMock = stubFetch({
    [slotsPath(safetyCheck.id)]: (url) => slotsHandler(state.slots)(url),
    '/api/v1/bookings': (_url, init) =>
      init?.method === 'POST'
        ? take(bookingFixture({ start: firstSlot.start, end: firstSlot.end }))
        : jsonResponse({ bookings: state.bookings }),
    [`/api/v1/bookings/${bookingFixture().id}/reschedule`]: () => {
      state.slots = [...state.slots, firstSlot]
      return take(bookingFixture({ start: later.start, end: later.end }))
    },
  })
  return { state, fetchMock }
}

/** The customer's side: the mutations the /book flow and "Change time" use. */
function CustomerActions() {
  const create = useCreateBooking()
  const reschedule = useRescheduleBooking()
  return (
    <>
      <button
        type="button"
        onClick={() =>
          create.mutate({
            booking: { serviceId: safetyCheck.id, start: firstSlot.start, seats: 1, notes: '' },
            idempotencyKey: 'intent-1',
          })
        }
      >
        Book the first time
      </button>
      <button
        type="button"
        onClick={() => reschedule.mutate({ id: bookingFixture().id, start: later.start })}
      >
        Move it later
      </button>
    </>
  )
}

/** The staff's side: the free times of a day and the list of bookings. */
function renderStaffAndCustomer() {
  return renderWithProviders(
    <>
      <StaffSlotPicker
        serviceId={safetyCheck.id}
        date={day}
        onDateChange={() => {}}
        value={null}
        onChange={() => {}}
        minDate={day}
        timezone="Europe/London"
      />
      <BookingList filter={{}} empty="No bookings." label="Staff bookings" />
      <CustomerActions />
    </>,
  )
}

/** The times the staff's picker offers, as it writes them. */
const staffTimes = () =>
  screen
    .queryAllByRole('radio')
    .map((chip) => chip.parentElement?.textContent ?? '')
    .sort()

const times = (...slots: Slot[]) => slots.map((slot) => timeIn('Europe/London', slot.start)).sort()

const [first, second, third] = safetyCheckSlots as [Slot, Slot, Slot]

describe('a customer’s booking, on the staff’s screens', () => {
  it('made through the /book mutation takes the time off the staff’s picker and adds it to their list', async () => {
    server()
    renderStaffAndCustomer()
    expect(await screen.findByText('No bookings.')).toBeDefined()
    await waitFor(() => expect(staffTimes()).toEqual(times(first, second, third)))

    await userEvent.click(screen.getByRole('button', { name: 'Book the first time' }))

    const list = await screen.findByRole('list', { name: 'Staff bookings' })
    expect(within(list).getByText(/RSV-7K3F9Q/)).toBeDefined()
    await waitFor(() => expect(staffTimes()).toEqual(times(second, third)))
  })

  it('moved by the customer frees the old time on the staff’s picker', async () => {
    const { state } = server()
    state.bookings = [bookingFixture()]
    state.slots = state.slots.filter((slot) => slot.start !== firstSlot.start)
    renderStaffAndCustomer()
    await screen.findByRole('list', { name: 'Staff bookings' })
    await waitFor(() => expect(staffTimes()).toEqual(times(second, third)))

    await userEvent.click(screen.getByRole('button', { name: 'Move it later' }))

    // The first time is free again, the third taken.
    await waitFor(() => expect(staffTimes()).toEqual(times(first, second)))
  })

  it('booked by accepting a quote marks the staff’s free times and lists out of date', async () => {
    const quote = offeredQuote()
    stubFetch({
      [`/api/v1/quotes/${quote.id}/accept`]: () =>
        jsonResponse({
          quote: { ...quote, status: 'accepted' },
          booking: bookingFor(firstSlot.start),
        }),
    })
    const queryClient = new QueryClient()
    const staffSlots = slotKeys.range({ serviceId: safetyCheck.id, from: day, to: day })
    const staffList = bookingKeys.staff({ status: ['pending'] })
    queryClient.setQueryData(staffSlots, { timezone: 'Europe/London', slots: safetyCheckSlots })
    queryClient.setQueryData(staffList, [])

    function Accept() {
      const accept = useAcceptQuote(quote.id)
      return (
        <button type="button" onClick={() => accept.mutate(undefined)}>
          {accept.isSuccess ? 'Accepted' : 'Accept'}
        </button>
      )
    }
    renderWithProviders(<Accept />, { queryClient })
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))

    await screen.findByRole('button', { name: 'Accepted' })
    expect(queryClient.getQueryState(staffSlots)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(staffList)?.isInvalidated).toBe(true)
  })
})
