import { eq, like } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { businessMailbox, useBookingMails } from '../../testing/booking-mails.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { testBaseUrl } from '../../testing/create-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

// A booking that waits for confirmation and a cancellation by the customer are mailed to the
// business's contact address too, over the outbox. The real path: booking event → outbox row →
// worker → nodemailer → a real SMTP server. The app is this file's own: it changes the business's
// settings.
describe('booking e-mails to the business over SMTP', () => {
  const { t, smtp, customer, operator, bookSafetyCheck, deliver } = useBookingMails()
  const day = nextWeekday(2, { minDays: 4 })

  beforeEach(async () => {
    await t.db.update(users).set({ name: 'Cat Customer' }).where(eq(users.id, customer.userId))
  })

  /** A booking of the safety check by the customer, at the first free slot of `day`. */
  async function book() {
    const booking = await bookSafetyCheck(day)
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      timeStyle: 'short',
    }).format(new Date(booking.start))
    return { ...booking, time }
  }
  const cancel = async (id: string, cookie: string) => {
    const res = await t.request(`/api/v1/bookings/${id}/cancel`, {
      method: 'POST',
      headers: { cookie },
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }
  /** Every mail queued about the booking, by recipient and kind. */
  const queuedAbout = async (reference: string) =>
    (
      await t.db
        .select()
        .from(outbox)
        .where(like(outbox.text, `%Reference: ${reference}%`))
    )
      .map((m) => ({ to: m.to, kind: m.kind }))
      .sort((a, b) => a.kind.localeCompare(b.kind))
  const delivered = (to: string, reference: string) =>
    smtp.inbox.filter((m) => m.to.includes(to) && m.subject.includes(reference))

  it('mails the business a booking that waits for confirmation, naming its reference, customer, service and London time', async () => {
    const booking = await book()
    expect(booking.status).toBe('pending')
    await deliver()
    const mail = await smtp.waitFor(businessMailbox, (m) => m.subject.includes(booking.reference))
    expect(mail.to).toEqual([businessMailbox])
    expect(mail.subject).toBe(`To confirm: Safety check for Cat Customer — ${booking.reference}`)
    expect(mail.text).toContain('Cat Customer asks for a booking. It waits for your confirmation.')
    expect(mail.text).toContain(`Reference: ${booking.reference}`)
    expect(mail.text).toContain('Customer: Cat Customer')
    expect(mail.text).toContain('What: Safety check with ')
    expect(mail.text).toMatch(new RegExp(`When: .*, ${booking.time}–.* \\(Europe/London\\)`))
    expect(mail.text).toContain(`Open the operator dashboard: ${testBaseUrl}/operator-dashboard`)
    expect(mail.text).not.toContain('Hello')

    // The customer's own mail is the one they always had.
    const own = await smtp.waitFor(customer.email, (m) => m.subject.includes(booking.reference))
    expect(own.subject).toBe(`Request received: Safety check — ${booking.reference}`)
    expect(own.text).toMatch(/^Hello Cat Customer,\r?\nWe have your request/)
    expect(own.text).toContain(`See or change it: ${testBaseUrl}/booking-confirmation?ref=`)
    expect(own.text).not.toContain('Customer:')
    expect(await queuedAbout(booking.reference)).toEqual([
      { to: customer.email, kind: 'booking_requested' },
      { to: businessMailbox, kind: 'booking_requested_business' },
    ])
  })

  it('does not mail the business a booking confirmed at once', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    const booking = await book()
    expect(booking.status).toBe('confirmed')
    await deliver()
    const own = await smtp.waitFor(customer.email, (m) => m.subject.includes(booking.reference))
    expect(own.subject).toBe(`Booked: Safety check — ${booking.reference}`)
    expect(await queuedAbout(booking.reference)).toEqual([
      { to: customer.email, kind: 'booking_confirmed' },
    ])
    expect(delivered(businessMailbox, booking.reference)).toEqual([])
  })

  it('mails the business when the customer cancels, and not when staff cancel', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    const byCustomer = await book()
    const byStaff = await book()
    await cancel(byCustomer.id, customer.cookie)
    await cancel(byStaff.id, operator.cookie)
    await deliver()

    const mail = await smtp.waitFor(businessMailbox, (m) =>
      m.subject.includes(byCustomer.reference),
    )
    expect(mail.subject).toBe(`Cancelled by Cat Customer: Safety check — ${byCustomer.reference}`)
    expect(mail.text).toContain('Cat Customer cancelled this booking. The time is free again.')
    expect(mail.text).toContain(`Reference: ${byCustomer.reference}`)
    expect(mail.text).toMatch(new RegExp(`When: .*, ${byCustomer.time}–`))
    expect(mail.text).toContain(`${testBaseUrl}/operator-dashboard`)
    expect(await queuedAbout(byCustomer.reference)).toEqual([
      { to: customer.email, kind: 'booking_cancelled' },
      { to: businessMailbox, kind: 'booking_cancelled_business' },
      { to: customer.email, kind: 'booking_confirmed' },
    ])

    // Staff cancelled it themselves: the customer is told, the business is not.
    const own = await smtp.waitFor(
      customer.email,
      (m) => m.subject === `Cancelled: Safety check — ${byStaff.reference}`,
    )
    expect(own.text).toMatch(/^Hello Cat Customer,\r?\nYour booking is cancelled\./)
    expect(await queuedAbout(byStaff.reference)).toEqual([
      { to: customer.email, kind: 'booking_cancelled' },
      { to: customer.email, kind: 'booking_confirmed' },
    ])
    expect(delivered(businessMailbox, byStaff.reference)).toEqual([])
  })

  it('mails a pending booking cancelled by its customer to the business twice: asked, then cancelled', async () => {
    const booking = await book()
    await cancel(booking.id, customer.cookie)
    expect((await queuedAbout(booking.reference)).filter((m) => m.to === businessMailbox)).toEqual([
      { to: businessMailbox, kind: 'booking_cancelled_business' },
      { to: businessMailbox, kind: 'booking_requested_business' },
    ])
  })

  it('mails the business nothing when it has no contact address', async () => {
    await t.db.update(businessSettings).set({ contactEmail: '' })
    const booking = await book()
    expect(booking.status).toBe('pending')
    await cancel(booking.id, customer.cookie)
    await deliver()
    await smtp.waitFor(
      customer.email,
      (m) => m.subject === `Cancelled: Safety check — ${booking.reference}`,
    )
    expect(await queuedAbout(booking.reference)).toEqual([
      { to: customer.email, kind: 'booking_cancelled' },
      { to: customer.email, kind: 'booking_requested' },
    ])
  })

  it('keeps a name with line breaks to one line: no header can be smuggled into the subject', async () => {
    await t.db
      .update(users)
      .set({ name: 'Eve\r\nBcc: victim@evil.example\r\n\r\nForged' })
      .where(eq(users.id, customer.userId))
    const booking = await book()
    await deliver()
    const mail = await smtp.waitFor(businessMailbox, (m) => m.subject.includes(booking.reference))
    expect(mail.to).toEqual([businessMailbox])
    expect(mail.subject).toBe(
      `To confirm: Safety check for Eve Bcc: victim@evil.example Forged — ${booking.reference}`,
    )
    expect(mail.raw).not.toMatch(/^Bcc:/im)
    expect(mail.text).toMatch(/^Customer: Eve Bcc: victim@evil\.example Forged\r?$/m)
    expect(smtp.inbox.flatMap((m) => m.to)).not.toContain('victim@evil.example')
  })
})
