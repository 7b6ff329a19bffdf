import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { businessMailbox, useBookingMails } from '../../testing/booking-mails.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { readJson } from '../../testing/create-test-app.ts'
import type { ReceivedMail } from '../../testing/smtp.ts'
import { users } from '../auth/auth.table.ts'
import { services } from '../catalogue/catalogue.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

// A booking in the customer's calendar follows it: the mail that confirms it carries it as an
// invitation (METHOD:REQUEST), the mail that moves it the same event again with a higher
// SEQUENCE, the mail that cancels it that event's CANCEL. Over the real path (event → outbox →
// worker → nodemailer → a real SMTP server), read back with ical.js, a parser that is not ours.
describe('calendar invitations in the customer’s booking mails', () => {
  const { t, smtp, customer, operator, bookSafetyCheck, deliver } = useBookingMails()
  const day = nextWeekday(4, { minDays: 5 })

  beforeEach(async () => {
    await t.db
      .update(users)
      .set({ name: 'Cat Customer', emailVerified: true })
      .where(eq(users.id, customer.userId))
  })

  const act = async (id: string, action: string, cookie: string, body: object = {}) => {
    const res = await t.request(`/api/v1/bookings/${id}/${action}`, send('POST', body, cookie))
    expect(res.status, await res.clone().text()).toBe(200)
    return (await readJson(res)).booking as { start: string; end: string }
  }
  /** The customer's mail whose subject starts with `what` and names the booking. */
  const mailOf = async (what: string, reference: string) => {
    await deliver()
    return smtp.waitFor(customer.email, (m) =>
      m.subject.startsWith(`${what}: Safety check — ${reference}`),
    )
  }

  /** The invitation a mail carries, parsed: its method, its one event, its time zones. */
  function invitation(mail: ReceivedMail) {
    expect(mail.calendar, mail.subject).not.toBeNull()
    const { method, content } = mail.calendar ?? { method: '', content: '' }
    const calendar = new ICAL.Component(ICAL.parse(content))
    const zones = calendar.getAllSubcomponents('vtimezone')
    for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const vevent = events[0] as ICAL.Component
    const event = new ICAL.Event(vevent)
    const attendee = vevent.getFirstProperty('attendee')
    const organizer = vevent.getFirstProperty('organizer')
    return {
      // The part's Content-Type and the calendar itself say the same method.
      method: [method, calendar.getFirstPropertyValue('method')],
      zones: zones.map((z) => z.getFirstPropertyValue('tzid')),
      uid: event.uid,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((a) => String(a.getFirstPropertyValue('trigger'))),
      organizer: [organizer?.getParameter('cn'), organizer?.getFirstValue()],
      attendee: {
        cn: attendee?.getParameter('cn'),
        partstat: attendee?.getParameter('partstat'),
        rsvp: attendee?.getParameter('rsvp'),
        address: attendee?.getFirstValue(),
      },
    }
  }

  it('invites to a booking confirmed at once, updates it when it moves and cancels it, as one event', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    const booking = await bookSafetyCheck(day)
    expect(booking.status).toBe('confirmed')

    const confirmed = invitation(await mailOf('Booked', booking.reference))
    expect(confirmed).toMatchObject({
      method: ['REQUEST', 'REQUEST'],
      zones: ['Europe/London'],
      uid: `${booking.id}@reserva`,
      sequence: 0,
      status: 'CONFIRMED',
      start: booking.start,
      zone: 'Europe/London',
      summary: 'Safety check — Spoke & Chain',
      location: '14 Harbour Lane, London SE1 9XX',
      alarms: ['-PT30M'],
      // The business, under the address the mail comes from: calendars take an update or a
      // cancellation only from the event's organizer.
      organizer: ['Spoke & Chain', `mailto:${businessMailbox}`],
      attendee: {
        cn: 'Cat Customer',
        partstat: 'ACCEPTED',
        rsvp: 'FALSE',
        address: `mailto:${customer.email}`,
      },
    })
    expect(confirmed.description).toContain(`Booking ${booking.reference} with `)

    // Another free time the same day.
    const later = (await freeStarts(day)).find((start) => start !== booking.start)
    const moved = await act(booking.id, 'reschedule', customer.cookie, { start: later })
    const changed = invitation(await mailOf('Changed', booking.reference))
    expect(changed).toMatchObject({
      method: ['REQUEST', 'REQUEST'],
      uid: confirmed.uid,
      status: 'CONFIRMED',
      start: moved.start,
      end: moved.end,
      alarms: ['-PT30M'],
    })
    expect(changed.sequence).toBeGreaterThan(confirmed.sequence)

    await act(booking.id, 'cancel', customer.cookie, { reason: 'My bike was stolen' })
    const cancelled = invitation(await mailOf('Cancelled', booking.reference))
    expect(cancelled).toMatchObject({
      method: ['CANCEL', 'CANCEL'],
      uid: confirmed.uid,
      status: 'CANCELLED',
      start: moved.start,
      alarms: [],
      organizer: confirmed.organizer,
      attendee: confirmed.attendee,
    })
    expect(cancelled.sequence).toBeGreaterThan(changed.sequence)
  })

  it('invites only once staff confirm a booking that waited, and sends no CANCEL for one never confirmed', async () => {
    const first = await bookSafetyCheck(day)
    expect(first.status).toBe('pending')
    expect((await mailOf('Request received', first.reference)).calendar).toBeNull()
    await act(first.id, 'confirm', operator.cookie)
    const confirmed = invitation(await mailOf('Booked', first.reference))
    expect(confirmed).toMatchObject({ method: ['REQUEST', 'REQUEST'], status: 'CONFIRMED' })
    // Confirming changed what a calendar shows (its status): the sequence counted up.
    expect(confirmed.sequence).toBe(1)

    const second = await bookSafetyCheck(day)
    await act(second.id, 'cancel', customer.cookie)
    expect((await mailOf('Cancelled', second.reference)).calendar).toBeNull()
    const third = await bookSafetyCheck(day)
    await act(third.id, 'decline', operator.cookie, { reason: 'Closed for stocktaking' })
    expect((await mailOf('Not possible', third.reference)).calendar).toBeNull()
  })

  it('leaves out what the customer typed when their address is not shown to be theirs', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, customer.userId))
    const [start] = await freeStarts(day)
    const res = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: await safetyCheck(), start, notes: 'Visit evil.example' },
        customer.cookie,
      ),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = await readJson(res)
    const invite = invitation(await mailOf('Booked', booking.reference))
    expect(invite.attendee).toEqual({
      cn: undefined,
      partstat: 'ACCEPTED',
      rsvp: 'FALSE',
      address: `mailto:${customer.email}`,
    })
    expect(invite.description).toBe(`Booking ${booking.reference} with ${booking.resource.name}.`)
  })

  const safetyCheck = async () =>
    (await t.db.select().from(services).where(eq(services.name, 'Safety check')))[0]?.id
  /** The free starts of the safety check on `day`. */
  const freeStarts = async (on: string): Promise<string[]> => {
    const res = await t.request(`/api/v1/services/${await safetyCheck()}/slots?from=${on}&to=${on}`)
    return (await readJson(res)).slots.map((slot: { start: string }) => slot.start)
  }
})
