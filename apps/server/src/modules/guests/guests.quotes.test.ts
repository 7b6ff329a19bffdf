import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { json, signUpAs, uniqueEmail } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { createTestApp, expectError, readJson } from '../../testing/create-test-app.ts'
import { useFixture } from '../../testing/fixture.ts'
import {
  byQuoteLink,
  guestAskQuote,
  guestConfirm,
  guestConfirmQuote,
  latestMail,
  openByLink,
  quoteMailSecrets,
} from '../../testing/guest-helpers.ts'
import { users } from '../auth/auth.table.ts'
import { quotes } from '../quotes/quotes.table.ts'

/** The app's clock runs `offset` ahead of the machine's: a test moves time on by changing it. */
const movable = () => {
  const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) }
  return clock
}

describe('asking for a quote without an account (decision 045)', () => {
  const clock = movable()
  const { t, ids, operator } = useFixture(
    async () => {
      const t = await createTestApp({ clock })
      return {
        t,
        ids: await serviceIdsByName(t),
        operator: await signUpAs(t, 'operator', 'Olga Operator'),
      }
    },
    (f) => f.t.close(),
  )
  const { nextStart } = useFixture(
    async () => {
      const res = await t.request(
        `/api/v1/services/${ids['Bike fitting']}/slots?from=${nextWeekday(3)}&to=${nextWeekday(3, { minDays: 10 })}`,
      )
      // An hour and a half apart: each fitting (an hour, and a quarter's buffer) has its own time.
      const starts: string[] = []
      for (const { start } of (await readJson(res)).slots as { start: string }[]) {
        const last = starts.at(-1)
        if (!last || Date.parse(start) - Date.parse(last) >= 90 * 60_000) starts.push(start)
      }
      return { nextStart: () => starts.shift() ?? '' }
    },
    () => {},
  )

  const request = (guest: Record<string, unknown>) => ({
    serviceId: ids['Custom build'],
    title: 'Touring wheelset',
    details: 'Hand-built 700c wheels with a dynamo hub, 36 spokes.',
    preferredDates: [nextWeekday(3)],
    partySize: 1,
    guest,
  })
  const quotesOf = async (email: string) =>
    t.db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.customerId))
      .where(eq(users.email, email))

  /** A guest's confirmed quote request: its address, the quote and its link. */
  async function askedQuote(name = 'Quinn Guest') {
    const email = uniqueEmail('guest-quote')
    const { pending } = await readJson(await guestAskQuote(t, request({ name, email })))
    const { code } = await quoteMailSecrets(t, email)
    const confirmed = await guestConfirmQuote(t, { id: pending.id, code })
    expect(confirmed.status).toBe(201)
    const { quote, quoteLink } = await readJson(confirmed)
    return { email, quote: quote as { id: string; reference: string }, link: quoteLink as string }
  }

  const offer = (quoteId: string) =>
    t.request(`/api/v1/quotes/${quoteId}/offer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: operator.cookie },
      body: JSON.stringify({
        priceMinor: 42_000,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        serviceId: ids['Bike fitting'],
        proposedStart: nextStart(),
        message: 'Ready in a week.',
      }),
    })

  it('makes nothing until the code comes back; the code makes the quote once, with its link', async () => {
    const email = uniqueEmail('guest-quote')
    const asked = await guestAskQuote(t, request({ name: 'Quinn Guest', email }))
    expect(asked.status).toBe(202)
    expect(asked.headers.get('cache-control')).toBe('no-store')
    const { pending } = await readJson(asked)
    expect(pending).toMatchObject({ email })
    expect(await quotesOf(email)).toEqual([])

    // The mail goes to an address nobody has shown to be theirs: nothing the visitor typed.
    const { mail, code, token } = await quoteMailSecrets(t, email)
    expect(code).toMatch(/^\d{6}$/)
    expect(token).toBeTruthy()
    expect(mail.text).not.toContain('Touring wheelset')
    expect(mail.text).not.toContain('Quinn')

    const confirmed = await guestConfirmQuote(t, { id: pending.id, code })
    expect(confirmed.status).toBe(201)
    const { quote, quoteLink } = await readJson(confirmed)
    expect(quote).toMatchObject({
      status: 'requested',
      title: 'Touring wheelset',
      customer: { name: 'Quinn Guest' },
      attachments: [],
    })
    expect(JSON.stringify(quote)).not.toContain(email)

    // The customer's own path: the same audit and mails; the guest's mail carries the link.
    const received = await latestMail(t, email, 'quote_received')
    expect(received.text).toContain(`/manage-quote#${quoteLink}`)
    expect(received.text).toContain('Touring wheelset')

    // Answering again, by the code or the link, gives the one quote.
    const again = await guestConfirmQuote(t, { id: pending.id, code })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await readJson(again)).quote.id).toBe(quote.id)
    const byToken = await readJson(await guestConfirmQuote(t, { token }))
    expect(byToken).toMatchObject({ quote: { id: quote.id }, quoteLink })
    expect(await quotesOf(email)).toEqual([{ id: quote.id }])

    const opened = await byQuoteLink(t, quoteLink)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('no-store')
    expect((await readJson(opened)).quote).toMatchObject({ id: quote.id, can: { withdraw: true } })
  })

  it('spends a confirmation on the fifth wrong code, lets it run out, and keeps kinds apart', async () => {
    const email = uniqueEmail('guest-quote')
    const { pending } = await readJson(await guestAskQuote(t, request({ name: 'Wes', email })))
    const { code, token } = await quoteMailSecrets(t, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await guestConfirmQuote(t, { id: pending.id, code: wrong })
    expect(first.status).toBe(422)
    expect((await readJson(first)).error).toMatchObject({
      code: 'guests.code_wrong',
      details: { attemptsLeft: 4 },
    })
    // A quote's confirmation is no booking's: the booking route does not know it.
    await expectError(
      await guestConfirm(t, { id: pending.id, code }),
      404,
      'guests.confirmation_invalid',
    )
    await expectError(await guestConfirm(t, { token }), 404, 'guests.confirmation_invalid')
    for (let i = 0; i < 3; i++)
      await expectError(
        await guestConfirmQuote(t, { id: pending.id, code: wrong }),
        422,
        'guests.code_wrong',
      )
    await expectError(
      await guestConfirmQuote(t, { id: pending.id, code: wrong }),
      410,
      'guests.confirmation_expired',
    )
    await expectError(
      await guestConfirmQuote(t, { id: pending.id, code }),
      410,
      'guests.confirmation_expired',
    )
    expect(await quotesOf(email)).toEqual([])

    const late = uniqueEmail('guest-quote')
    const { pending: later } = await readJson(
      await guestAskQuote(t, request({ name: 'Li', email: late })),
    )
    const secrets = await quoteMailSecrets(t, late)
    clock.offset = 31 * 60_000
    try {
      await expectError(
        await guestConfirmQuote(t, { id: later.id, code: secrets.code }),
        410,
        'guests.confirmation_expired',
      )
    } finally {
      clock.offset = 0
    }
  })

  it('refuses what a customer could not ask, before anything is written', async () => {
    const email = uniqueEmail('guest-quote')
    const unknown = { ...request({ name: 'Ann', email }), serviceId: crypto.randomUUID() }
    await expectError(await guestAskQuote(t, unknown), 400, 'quotes.unknown_service')
    await expectError(
      await guestAskQuote(t, { ...request({ name: 'Ann', email }), title: 'x' }),
      400,
      'validation_failed',
    )
    await expectError(
      await guestAskQuote(t, { ...request({ name: 'Ann', email }), extra: true }),
      400,
      'validation_failed',
    )
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('limits requests per address as guest bookings are: the sixth in an hour is refused', async () => {
    const email = uniqueEmail('guest-quote')
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await t.request('/api/v1/guest/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify(request({ name: 'Ed', email })),
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429])
  })

  it('opens its own quote only: an altered link, or a booking’s, opens nothing', async () => {
    const { quote, link } = await askedQuote()
    const other = await askedQuote('Other Guest')
    const [id, version, signature] = link.split('.') as [string, string, string]
    const altered = [
      '',
      id,
      `${id}.${version}`,
      `${id}.${version}.`,
      `${other.quote.id}.${version}.${signature}`,
      `${id}.0${version}.${signature}`,
      `${id}.${version}.${signature.slice(0, -1)}`,
      `${id}.${version}.${signature}A`,
      `${id.toUpperCase()}.${version}.${signature}`,
      `${link}.1`,
      // The booking key signs the same id: a manage link is no quote link.
      t.manageLinks.linkFor({ id: quote.id, manageLinkVersion: 1 }),
    ]
    for (const bad of altered) {
      const res = await byQuoteLink(t, bad)
      expect([400, 404], bad).toContain(res.status)
      if (res.status === 404) expect((await readJson(res)).error.code).toBe('quotes.link_invalid')
    }
    // …and a quote's link opens no booking.
    await expectError(
      await openByLink(t, t.quoteLinks.linkFor(quote.id, 1)),
      404,
      'bookings.link_invalid',
    )
    // The routes take no id: the link's quote is the only one they reach.
    expect((await readJson(await byQuoteLink(t, other.link))).quote.id).toBe(other.quote.id)

    // A reissue ends the earlier link and mails the new one.
    const reissued = await t.request(`/api/v1/quotes/${quote.id}/link`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect(reissued.status).toBe(202)
    await expectError(await byQuoteLink(t, link), 410, 'quotes.link_replaced')
    const fresh = t.quoteLinks.linkFor(quote.id, 2)
    expect((await latestMail(t, (await emailOf(quote.id)) ?? '', 'quote_link')).text).toContain(
      fresh,
    )
    expect((await byQuoteLink(t, fresh)).status).toBe(200)

    // A signed-in person's cookie sent from a foreign page changes nothing.
    const foreign = await byQuoteLink(t, fresh, '/messages', {
      method: 'POST',
      body: { body: 'From elsewhere' },
      headers: { origin: 'https://evil.example', cookie: operator.cookie },
    })
    await expectError(foreign, 403, 'auth.invalid_origin')
  })

  const emailOf = async (quoteId: string) => {
    const [row] = await t.db
      .select({ email: users.email })
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.customerId))
      .where(eq(quotes.id, quoteId))
    return row?.email
  }

  it('follows the offer and the thread through the link, and accepts as the customer would', async () => {
    const { email, quote, link } = await askedQuote()
    expect((await offer(quote.id)).status).toBe(200)
    expect((await latestMail(t, email, 'quote_offered')).text).toContain(`/manage-quote#${link}`)

    const seen = (await readJson(await byQuoteLink(t, link))).quote
    expect(seen).toMatchObject({ status: 'offered', can: { accept: true, decline: true } })

    const wrote = await byQuoteLink(t, link, '/messages', {
      method: 'POST',
      body: { body: 'Can you do it sooner?' },
    })
    expect(wrote.status).toBe(201)
    expect((await readJson(wrote)).quote.messages.at(-1)).toMatchObject({
      body: 'Can you do it sooner?',
    })
    const answered = await t.request(`/api/v1/quotes/${quote.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: operator.cookie },
      body: JSON.stringify({ body: 'Not this week, sorry.' }),
    })
    expect(answered.status).toBe(201)
    expect((await latestMail(t, email, 'quote_message')).text).toContain(`/manage-quote#${link}`)

    const accepted = await byQuoteLink(t, link, '/accept', { method: 'POST', body: {} })
    expect(accepted.status).toBe(200)
    const { quote: after, bookingReference, manageLink } = await readJson(accepted)
    expect(after.status).toBe('accepted')
    const booking = await openByLink(t, manageLink)
    expect(booking.status).toBe(200)
    expect((await readJson(booking)).booking.reference).toBe(bookingReference)
    // The same rules as the customer's own routes: an accepted offer is not declined.
    await expectError(
      await byQuoteLink(t, link, '/decline', { method: 'POST' }),
      409,
      'quotes.invalid_transition',
    )

    const declining = await askedQuote()
    await offer(declining.quote.id)
    const declined = await byQuoteLink(t, declining.link, '/decline', { method: 'POST' })
    expect((await readJson(declined)).quote.status).toBe('declined')
  })

  it('shows the quote to the guest who later makes an account with the address', async () => {
    const { email, quote } = await askedQuote('Sol Later')
    const signUp = await t.request(
      '/api/auth/sign-up/email',
      json({ email, password: 'Sol-Later-Passw0rd', name: 'Sol Later' }),
    )
    expect(signUp.status).toBe(200)
    const mail = await latestMail(t, email, 'finish_account')
    const resetToken = mail.text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1]
    const reset = await t.request(
      '/api/auth/reset-password',
      json({ token: resetToken, newPassword: 'Sol-Later-Passw0rd' }),
    )
    expect(reset.status).toBe(200)
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'Sol-Later-Passw0rd' }),
    )
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const mine = await readJson(await t.request('/api/v1/quotes', { headers: { cookie } }))
    expect(mine.quotes.map((q: { id: string }) => q.id)).toEqual([quote.id])
  })
})
