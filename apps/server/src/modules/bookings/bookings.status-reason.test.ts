import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signUpAs } from '../../testing/auth-helpers.ts'
import { businessMailbox, useBookingMails } from '../../testing/booking-mails.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

// Staff decline or cancel with an optional reason; it is kept on the booking, audited, and reaches
// the customer's e-mail over the real path: status change → outbox row → worker → nodemailer → a
// real SMTP server. A customer's own cancellation may say why too: the business's mail carries it.
describe('a decline or cancellation with a reason', () => {
  const { t, smtp, customer, operator, bookSafetyCheck, deliver } = useBookingMails()
  const day = nextWeekday(3, { minDays: 4 })

  /** A pending booking of the safety check by the customer, at the first free slot of `day`. */
  const book = () => bookSafetyCheck(day)
  const act = (id: string, action: string, cookie: string, init: RequestInit = {}) =>
    t.request(`/api/v1/bookings/${id}/${action}`, {
      method: 'POST',
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string>) },
    })
  const withJson = (body: string): RequestInit => ({
    headers: { 'content-type': 'application/json' },
    body,
  })
  const reasonBody = (reason: unknown) => withJson(JSON.stringify({ reason }))
  /** `action` on the booking with `reason`, which must succeed; the answer. */
  const actWithReason = async (id: string, action: string, cookie: string, reason: string) => {
    const res = await act(id, action, cookie, reasonBody(reason))
    expect(res.status, await res.clone().text()).toBe(200)
    return res
  }
  const seenBy = async (id: string, cookie: string) =>
    (await readJson(await t.request(`/api/v1/bookings/${id}`, { headers: { cookie } }))).booking
  const queued = async (reference: string, kind: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.text, `%Reference: ${reference}%`), eq(outbox.kind, kind)))
  const auditOf = async (id: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((row) => ({
      action: row.action,
      data: row.data,
    }))
  /**
   * The booking's audit has a row of `action` with `data`; then the customer is mailed of it, with
   * the subject `${subject}: Safety check — ${reference}` and a text that matches `text`.
   */
  const expectAuditedAndMailed = async (
    booking: { id: string; reference: string },
    audited: { action: string; data: Record<string, unknown> },
    mailed: { subject: string; text: RegExp },
  ) => {
    expect(await auditOf(booking.id)).toContainEqual(audited)
    await deliver()
    const mail = await smtp.waitFor(
      customer.email,
      (m) => m.subject === `${mailed.subject}: Safety check — ${booking.reference}`,
    )
    expect(mail.text).toMatch(mailed.text)
  }

  it('declines with a reason that is stored, shown to the customer, audited and e-mailed to them, escaped in HTML', async () => {
    const booking = await book()
    const reason = '  Our mechanic is ill <b>today</b> & tomorrow.\nPlease book next week.  '
    const res = await actWithReason(booking.id, 'decline', operator.cookie, reason)
    const stored = 'Our mechanic is ill <b>today</b> & tomorrow.\nPlease book next week.'
    expect((await readJson(res)).booking).toMatchObject({
      status: 'declined',
      statusReason: stored,
    })
    // The customer reads it on their booking, by id and by reference, and in their list.
    expect((await seenBy(booking.id, customer.cookie)).statusReason).toBe(stored)
    const byReference = await readJson(
      await t.request(`/api/v1/bookings/by-reference/${booking.reference}`, {
        headers: { cookie: customer.cookie },
      }),
    )
    expect(byReference.booking.statusReason).toBe(stored)
    const mine = await readJson(
      await t.request('/api/v1/bookings', { headers: { cookie: customer.cookie } }),
    )
    expect(mine.bookings.find((b: { id: string }) => b.id === booking.id).statusReason).toBe(stored)

    await expectAuditedAndMailed(
      booking,
      { action: 'booking.decline', data: { from: 'pending', to: 'declined', reason: stored } },
      {
        subject: 'Not possible',
        text: /^Hello Cat Customer,\r?\nWe are sorry: we cannot take this booking\. Please choose another time\.\r?\n\r?\nReason: Our mechanic is ill <b>today<\/b> & tomorrow\.\r?\nPlease book next week\.\r?\n\r?\nReference: /,
      },
    )
    const [row] = await queued(booking.reference, 'booking_declined')
    expect(row?.html).toContain(
      '<p>Reason: Our mechanic is ill &#60;b&#62;today&#60;/b&#62; &#38; tomorrow.</p>\n<p>Please book next week.</p>',
    )
    expect(row?.html).not.toContain('<b>')
  })

  it('cancels by staff with a reason the customer is mailed; the business is not', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    const booking = await book()
    expect(booking.status).toBe('confirmed')
    const flood = 'The workshop is closed for a flood.'
    const res = await actWithReason(booking.id, 'cancel', operator.cookie, flood)
    expect((await readJson(res)).booking.statusReason).toBe(flood)
    await expectAuditedAndMailed(
      booking,
      { action: 'booking.cancel', data: { from: 'confirmed', to: 'cancelled', reason: flood } },
      {
        subject: 'Cancelled',
        text: /Your booking is cancelled\.\r?\n\r?\nReason: The workshop is closed for a flood\.\r?\n/,
      },
    )
    expect(await queued(booking.reference, 'booking_cancelled_business')).toEqual([])
  })

  it('lets the customer say why they cancel: kept on the booking and put, on one line, in the business’s mail', async () => {
    const booking = await book()
    const reason = 'Bike stolen.\r\nCustomer: Someone Else'
    await actWithReason(booking.id, 'cancel', customer.cookie, reason)
    expect((await seenBy(booking.id, operator.cookie)).statusReason).toBe(reason)
    await deliver()
    const mail = await smtp.waitFor(businessMailbox, (m) =>
      m.subject.startsWith(`Cancelled by Cat Customer: Safety check — ${booking.reference}`),
    )
    expect(mail.text).toMatch(
      /Cat Customer cancelled this booking\. The time is free again\.\r?\nTheir reason: Bike stolen\. Customer: Someone Else\r?\n/,
    )
    // What they typed cannot pass for one of the details.
    expect(mail.text).toMatch(/^Customer: Cat Customer\r?$/m)
    expect(mail.text).not.toMatch(/^Customer: Someone Else/m)
  })

  it('takes no body, a JSON type with an empty body, {} and a blank reason alike: no reason', async () => {
    const cases: RequestInit[] = [
      {},
      withJson(''),
      withJson('{}'),
      reasonBody('   '),
      reasonBody(''),
    ]
    for (const init of cases) {
      const booking = await book()
      const res = await act(booking.id, 'decline', operator.cookie, init)
      expect(res.status, `${JSON.stringify(init)}: ${await res.clone().text()}`).toBe(200)
      expect((await readJson(res)).booking).toMatchObject({
        status: 'declined',
        statusReason: null,
      })
      expect(await auditOf(booking.id)).toContainEqual({
        action: 'booking.decline',
        data: { from: 'pending', to: 'declined' },
      })
      const [row] = await queued(booking.reference, 'booking_declined')
      expect(row?.text).toContain('We are sorry: we cannot take this booking.')
      expect(row?.text).not.toContain('Reason:')
    }
  })

  it('takes a reason of exactly 500 characters and refuses 501 with validation_failed, changing nothing', async () => {
    const booking = await book()
    const tooLong = await act(booking.id, 'decline', operator.cookie, reasonBody('x'.repeat(501)))
    expect(tooLong.status).toBe(400)
    const body = await readJson(tooLong)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.details).toEqual([
      { path: 'reason', message: 'A reason is at most 500 characters' },
    ])
    // Counted after trimming: the spaces around it do not count.
    const longest = `  ${'y'.repeat(500)}  `
    expect((await seenBy(booking.id, operator.cookie)).status).toBe('pending')
    const res = await actWithReason(booking.id, 'decline', operator.cookie, longest)
    expect((await readJson(res)).booking.statusReason).toBe('y'.repeat(500))
  })

  it('refuses a reason of the wrong type, unknown fields, malformed JSON and other media types with 400 or 415', async () => {
    const booking = await book()
    const refusals: [RequestInit, number, string][] = [
      [reasonBody(42), 400, 'validation_failed'],
      [reasonBody(null), 400, 'validation_failed'],
      [reasonBody(['why']), 400, 'validation_failed'],
      [reasonBody({ text: 'why' }), 400, 'validation_failed'],
      [reasonBody('NUL \u0000 inside'), 400, 'validation_failed'],
      [withJson('["why"]'), 400, 'validation_failed'],
      [withJson('"why"'), 400, 'validation_failed'],
      [withJson(JSON.stringify({ reason: 'why', notify: false })), 400, 'validation_failed'],
      [withJson('{"reason": "why"'), 400, 'bad_request'],
      [{ headers: { 'content-type': 'text/plain' }, body: 'why' }, 415, 'unsupported_media_type'],
    ]
    for (const [init, status, code] of refusals) {
      const res = await act(booking.id, 'decline', operator.cookie, init)
      expect(res.status, String(init.body)).toBe(status)
      expect((await readJson(res)).error.code, String(init.body)).toBe(code)
    }
    expect(await seenBy(booking.id, operator.cookie)).toMatchObject({
      status: 'pending',
      statusReason: null,
    })
  })

  it('does not let a customer decline, with or without a reason (403), nor see another’s booking (404)', async () => {
    const booking = await book()
    for (const init of [{}, reasonBody('I decline my own booking')]) {
      const res = await act(booking.id, 'decline', customer.cookie, init)
      await expectError(res, 403, 'forbidden')
    }
    const stranger = await signUpAs(t, 'customer', 'Sam Stranger')
    const res = await act(booking.id, 'cancel', stranger.cookie, reasonBody('Not mine'))
    expect(res.status).toBe(404)
    expect(await seenBy(booking.id, operator.cookie)).toMatchObject({
      status: 'pending',
      statusReason: null,
    })
  })

  it('refuses a reason with an action that tells nobody (confirm), and confirms without one', async () => {
    const booking = await book()
    const res = await act(booking.id, 'confirm', operator.cookie, reasonBody('Looks fine'))
    expect(res.status).toBe(400)
    expect((await readJson(res)).error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'reason', message: 'Only a decline or a cancellation takes a reason' }],
    })
    expect((await seenBy(booking.id, operator.cookie)).status).toBe('pending')
    const blank = await act(booking.id, 'confirm', operator.cookie, reasonBody(' '))
    expect(blank.status).toBe(200)
    expect((await readJson(blank)).booking).toMatchObject({
      status: 'confirmed',
      statusReason: null,
    })
  })

  it('refuses a body over the 1 MB limit with 413 before reading it', async () => {
    const booking = await book()
    const res = await act(
      booking.id,
      'decline',
      operator.cookie,
      withJson(JSON.stringify({ reason: 'x'.repeat(1024 * 1024) })),
    )
    await expectError(res, 413, 'request.too_large')
    expect((await seenBy(booking.id, operator.cookie)).status).toBe('pending')
  })
})
