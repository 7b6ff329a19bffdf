import type { BookingEvent } from '@reserva/shared/booking-story'
import { describe, expect, it } from 'vitest'
import { historyLine } from './booking-history.ts'

const event = (action: string, data: Record<string, unknown> = {}, actor = 'Olga Operator') =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    at: '2031-03-05T10:00:00.000Z',
    actor: actor ? { id: 'u1', name: actor } : null,
    action,
    data,
  }) satisfies BookingEvent

const line = (e: BookingEvent) => historyLine(e, 'Europe/London')

describe('a booking’s history in words', () => {
  it('says who booked it and how', () => {
    expect(line(event('booking.created', { source: 'staff', status: 'confirmed' }))).toEqual({
      title: 'Booked by Olga Operator',
      detail: 'Made by staff for the customer',
    })
    expect(line(event('booking.created', { source: 'online' }, 'Cora Customer')).detail).toBe(
      'Made online',
    )
    expect(
      line(event('booking.created', { source: 'staff', override: 'Walk-in at 07:40' })).detail,
    ).toBe('Made by staff for the customer, outside the times offered: “Walk-in at 07:40”')
  })

  it('says a move in the business’s local time, and the resources when they changed', () => {
    const moved = event('booking.rescheduled', {
      from: '2031-06-04T10:00:00.000Z',
      to: '2031-06-05T13:30:00.000Z',
      fromResource: 'Alex Morgan',
      toResource: 'Sam Okafor',
    })
    // London is on summer time in June: 10:00 UTC is 11:00 there.
    expect(line(moved)).toEqual({
      title: 'Moved by Olga Operator',
      detail: 'From Wed 4 Jun 2031, 11:00 to Thu 5 Jun 2031, 14:30, from Alex Morgan to Sam Okafor',
    })
  })

  it('says a change of length, with the move when there was one', () => {
    const stretched = event('booking.rescheduled', {
      from: '2031-06-04T10:00:00.000Z',
      to: '2031-06-04T10:00:00.000Z',
      fromMinutes: 30,
      toMinutes: 60,
    })
    expect(line(stretched).detail).toBe('Length from 30 to 60 minutes')
  })

  it('quotes the reason of a cancellation or decline, and names the undo', () => {
    expect(
      line(event('booking.cancel', { from: 'confirmed', to: 'cancelled', reason: 'Ill' })),
    ).toEqual({
      title: 'Cancelled by Olga Operator',
      detail: 'Reason: “Ill”',
    })
    expect(line(event('booking.decline', { from: 'pending', to: 'declined' })).detail).toBeNull()
    expect(line(event('booking.undo')).title).toBe(
      'Put back to confirmed (undone) by Olga Operator',
    )
    expect(line(event('booking.no_show')).title).toBe('Marked as a no-show by Olga Operator')
  })

  it('names nobody for the system, and reads an unknown action from its code', () => {
    expect(line(event('booking.reminder_queued', {}, ''))).toEqual({
      title: 'Reminder e-mailed to the customer',
      detail: null,
    })
    expect(line(event('booking.seat_swapped', {}, ''))).toEqual({
      title: 'Seat swapped',
      detail: null,
    })
  })
})
