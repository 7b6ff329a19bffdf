import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { claimDueMails, markSent } from '../mail/outbox.repository.ts'
import { outbox } from '../mail/outbox.table.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { quoteLimits } from './quotes.limits.ts'
import { businessMailDelayMs } from './quotes.subscribers.ts'
import { quoteMessages, quotes } from './quotes.table.ts'

// Issue #42: one customer sent 60 quote requests and 100 messages in 8 s, 161 mails to the
// business. A customer's requests and messages are limited; the business hears of a burst once.
describe('quote limits and the business’s mails about them', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const business = 'quotes@spokeandchain.example'
  let operator: Awaited<ReturnType<typeof signUpAs>>

  beforeAll(async () => {
    await t.db.update(businessSettings).set({ contactEmail: business })
    operator = await signUpAs(t, 'operator', 'Olga Operator')
  })

  const post = (path: string, body: unknown, cookie: string) =>
    t.request(path, send('POST', body, cookie))
  const ask = (cookie: string, title = 'Gravel wheelset build') =>
    post(
      '/api/v1/quotes',
      { serviceId: ids['Custom build'], title, details: 'Hand-built 650b wheels, 28 spokes.' },
      cookie,
    )
  const asked = async (cookie: string, title?: string) => {
    const res = await ask(cookie, title)
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).quote as { id: string; reference: string }
  }
  const write = (quoteId: string, body: string, cookie: string) =>
    post(`/api/v1/quotes/${quoteId}/messages`, { body }, cookie)
  const written = async (quoteId: string, body: string, cookie: string) =>
    expect((await write(quoteId, body, cookie)).status).toBe(201)
  const businessMails = (kind: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, business), eq(outbox.kind, kind)))
      .orderBy(outbox.createdAt)
  const mailsAbout = async (kind: string, text: string) =>
    (await businessMails(kind)).filter((m) => m.text.includes(text))
  const quotesOf = (customerId: string) =>
    t.db.select().from(quotes).where(eq(quotes.customerId, customerId))
  const messagesBy = (authorId: string) =>
    t.db.select().from(quoteMessages).where(eq(quoteMessages.authorId, authorId))
  /** The worker sends what is due once the business's mails have waited their time. */
  const sendDue = async () => {
    const now = new Date(t.clock.now().getTime() + businessMailDelayMs)
    const claimed = await claimDueMails(t.db, {
      limit: 100,
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
    })
    for (const mail of claimed) await markSent(t.db, { id: mail.id, attempt: mail.attempts, now })
    return claimed
  }

  describe('a customer’s quote requests', () => {
    it('allows 10 an hour, then answers 429 rate_limited with Retry-After and writes nothing', async () => {
      const customer = await signUpAs(t, 'customer', 'Rae Requester')
      for (let i = 0; i < quoteLimits.requests.max; i++) await asked(customer.cookie)
      const before = (await businessMails('quote_requested')).length
      const res = await ask(customer.cookie)
      await expectError(res, 429, 'rate_limited')
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      expect(await quotesOf(customer.userId)).toHaveLength(quoteLimits.requests.max)
      expect(await businessMails('quote_requested')).toHaveLength(before)
    })

    it('allows more once the oldest is an hour old', async () => {
      const customer = await signUpAs(t, 'customer', 'Rae Later')
      for (let i = 0; i < quoteLimits.requests.max; i++) await asked(customer.cookie)
      await expectError(await ask(customer.cookie), 429, 'rate_limited')
      // Time passes for the oldest request: it was asked for an hour and a minute ago.
      const [oldest] = await quotesOf(customer.userId)
      await t.db
        .update(quotes)
        .set({ createdAt: sql`${quotes.createdAt} - interval '61 minutes'` })
        .where(eq(quotes.id, oldest?.id ?? ''))
      await asked(customer.cookie)
      await expectError(await ask(customer.cookie), 429, 'rate_limited')
    })

    it('holds when the requests come all at once', async () => {
      const customer = await signUpAs(t, 'customer', 'Rae Rush')
      const answers = await Promise.all(Array.from({ length: 14 }, () => ask(customer.cookie)))
      const statuses = answers.map((r) => r.status).sort()
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(4).fill(429)])
      expect(await quotesOf(customer.userId)).toHaveLength(quoteLimits.requests.max)
    })

    it('does not limit staff', async () => {
      for (let i = 0; i <= quoteLimits.requests.max; i++) await asked(operator.cookie)
    })

    it('tells the business of a burst in one mail, listing the latest, while it waits', async () => {
      const customer = await signUpAs(t, 'customer', 'Bea Burst')
      const made = []
      for (let i = 1; i <= 7; i++) made.push(await asked(customer.cookie, `Job number ${i}`))
      const mails = await mailsAbout('quote_requested', 'Bea Burst')
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail).toMatchObject({
        status: 'pending',
        coalesced: 7,
        subject: '7 new quote requests from Bea Burst',
      })
      // It waits a little for what comes next.
      expect(mail?.sendAfter.getTime()).toBeGreaterThan(t.clock.now().getTime() + 60_000)
      expect(mail?.text).toContain('Bea Burst asks for 7 quotes. The latest:')
      // The five latest, newest first; the two first are counted, not listed.
      for (const quote of made.slice(2)) expect(mail?.text).toContain(quote.reference)
      for (const quote of made.slice(0, 2)) expect(mail?.text).not.toContain(quote.reference)
      expect(mail?.text.indexOf('Job number 7')).toBeLessThan(
        mail?.text.indexOf('Job number 3') ?? 0,
      )
    })

    it('writes one request as before, and a request after the mail went in a new mail', async () => {
      const customer = await signUpAs(t, 'customer', 'Sol Single')
      const first = await asked(customer.cookie, 'Frame respray')
      const [mail] = await mailsAbout('quote_requested', 'Sol Single')
      expect(mail?.subject).toBe(`New quote request ${first.reference}: Frame respray`)
      expect(mail?.coalesced).toBe(1)
      await sendDue()
      const second = await asked(customer.cookie, 'Fork service')
      const mails = await mailsAbout('quote_requested', 'Sol Single')
      expect(mails.map((m) => [m.status, m.subject])).toEqual([
        ['sent', `New quote request ${first.reference}: Frame respray`],
        ['pending', `New quote request ${second.reference}: Fork service`],
      ])
    })
  })

  describe('a customer’s messages', () => {
    it('allows 30 in 10 minutes over all their quotes, then 429 with Retry-After, writing nothing', async () => {
      const customer = await signUpAs(t, 'customer', 'Max Messenger')
      const one = await asked(customer.cookie)
      const other = await asked(customer.cookie)
      for (let i = 0; i < quoteLimits.messages.max; i++)
        await written(i % 2 ? one.id : other.id, `Message ${i}`, customer.cookie)
      const res = await write(one.id, 'One too many', customer.cookie)
      await expectError(res, 429, 'rate_limited')
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(500)
      expect(retryAfter).toBeLessThanOrEqual(600)
      expect(await messagesBy(customer.userId)).toHaveLength(quoteLimits.messages.max)
      // Staff answer as much as they need, on the same quote.
      for (let i = 0; i <= quoteLimits.messages.max; i++)
        await written(one.id, `Answer ${i}`, operator.cookie)
      // Ten minutes later the customer may write again.
      await t.db
        .update(quoteMessages)
        .set({ createdAt: sql`${quoteMessages.createdAt} - interval '11 minutes'` })
        .where(eq(quoteMessages.authorId, customer.userId))
      await written(one.id, 'Thanks!', customer.cookie)
    })

    it('tells the business of a burst on one quote in one mail, with the latest three', async () => {
      const customer = await signUpAs(t, 'customer', 'Cy Chatty')
      const quote = await asked(customer.cookie)
      await sendDue() // the request's own mail goes first
      for (let i = 1; i <= 5; i++) await written(quote.id, `Note number ${i}`, customer.cookie)
      const mails = (await businessMails('quote_message')).filter((m) =>
        m.subject.includes(quote.reference),
      )
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail).toMatchObject({
        status: 'pending',
        coalesced: 5,
        subject: `5 new messages about ${quote.reference}`,
      })
      expect(mail?.text).toContain(
        'Cy Chatty wrote 5 messages about "Gravel wheelset build". The latest 3:',
      )
      expect(mail?.text).not.toContain('Note number 2')
      const order = ['Note number 3', 'Note number 4', 'Note number 5'].map((n) =>
        mail?.text.indexOf(n),
      )
      expect(order).toEqual([...order].sort((a, b) => (a ?? 0) - (b ?? 0)))
      expect(order.every((i) => (i ?? -1) >= 0)).toBe(true)
    })

    it('never changes a mail once it is claimed: the next message starts a new one', async () => {
      const customer = await signUpAs(t, 'customer', 'Cleo Claimed')
      const quote = await asked(customer.cookie)
      await written(quote.id, 'First thought', customer.cookie)
      await written(quote.id, 'Second thought', customer.cookie)
      const claimed = (await sendDue()).find(
        (m) => m.kind === 'quote_message' && m.subject.includes(quote.reference),
      )
      expect(claimed?.kind).toBe('quote_message')
      await written(quote.id, 'Third thought', customer.cookie)
      const mails = (await businessMails('quote_message')).filter((m) =>
        m.subject.includes(quote.reference),
      )
      expect(mails).toHaveLength(2)
      const [sent, next] = mails
      expect(sent).toMatchObject({ id: claimed?.id, status: 'sent', coalesced: 2 })
      expect(sent?.text).toBe(claimed?.text)
      expect(sent?.text).not.toContain('Third thought')
      expect(next).toMatchObject({
        status: 'pending',
        coalesced: 1,
        subject: `New message about ${quote.reference}`,
      })
      expect(next?.text).toContain('Third thought')
    })

    it('keeps one waiting mail when messages come all at once', async () => {
      const customer = await signUpAs(t, 'customer', 'Ada Atonce')
      const quote = await asked(customer.cookie)
      await sendDue()
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => write(quote.id, `Quick note ${i}`, customer.cookie)),
      )
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201))
      const pending = (await businessMails('quote_message')).filter(
        (m) => m.subject.includes(quote.reference) && m.status === 'pending',
      )
      expect(pending).toHaveLength(1)
      expect(pending[0]?.coalesced).toBe(8)
      expect(pending[0]?.subject).toBe(`8 new messages about ${quote.reference}`)
    })

    it('mails the customer each message staff write, as before', async () => {
      const customer = await signUpAs(t, 'customer', 'Cal Customer')
      const quote = await asked(customer.cookie)
      await written(quote.id, 'When can you start?', operator.cookie)
      await written(quote.id, 'Next week suits.', operator.cookie)
      const toCustomer = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, customer.email), eq(outbox.kind, 'quote_message')))
      expect(toCustomer).toHaveLength(2)
    })
  })

  describe('names and words in quote mails', () => {
    it('keeps names and titles on one line and at most 60 characters', async () => {
      const longName = `Bartholomew ${'Longname'.repeat(12)}`.slice(0, 120)
      const customer = await signUpAs(t, 'customer', longName)
      const title = `Rebuild\nthe ${'very '.repeat(25)}old bike`.slice(0, 140)
      const quote = await asked(customer.cookie, title)
      const [mail] = (await businessMails('quote_requested')).filter((m) =>
        m.subject.includes(quote.reference),
      )
      const cutTitle = `${title.replace('\n', ' ').slice(0, 59).trimEnd()}…`
      const cutName = `${longName.slice(0, 59).trimEnd()}…`
      expect(mail?.subject).toBe(`New quote request ${quote.reference}: ${cutTitle}`)
      expect(mail?.text).toContain(`${cutName} asks for a quote: "${cutTitle}".`)
      expect(mail?.text).not.toContain(longName)
    })

    it('writes the customer no name and no title while their address is not confirmed', async () => {
      const customer = await signUpAs(t, 'customer', 'Visit evil.example now')
      // Signed in with an address not confirmed: an account from before addresses came first.
      const confirmed = (emailVerified: boolean) =>
        t.db.update(users).set({ emailVerified }).where(eq(users.id, customer.userId))
      await confirmed(false)
      const quote = await asked(customer.cookie, 'Claim your prize at evil.example')
      await post(
        `/api/v1/quotes/${quote.id}/reject`,
        { message: 'We do not do this.' },
        operator.cookie,
      )
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, customer.email), eq(outbox.kind, 'quote_rejected')))
      expect(mail?.text).toContain(
        `Hello,\nWe are sorry: we cannot take on your request ${quote.reference}.`,
      )
      expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toContain('evil.example')

      await confirmed(true)
      const again = await asked(customer.cookie, 'A real job')
      await post(`/api/v1/quotes/${again.id}/reject`, { message: 'Sorry.' }, operator.cookie)
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email))
      expect(mails.find((m) => m.subject.includes(again.reference))?.text).toContain(
        'Hello Visit evil.example now,\nWe are sorry: we cannot take on "A real job".',
      )
    })
  })
})
