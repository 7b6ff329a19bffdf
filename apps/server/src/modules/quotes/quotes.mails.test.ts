import { like } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import {
  createTestApp,
  readJson,
  type TestApp,
  testBaseUrl,
} from '../../testing/create-test-app.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { services } from '../catalogue/catalogue.table.ts'
import { createMailer } from '../mail/mailer.ts'
import { outbox } from '../mail/outbox.table.ts'
import { sendDueMails } from '../mail/outbox.worker.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { businessMailDelayMs } from './quotes.subscribers.ts'

// The real path: quote event → outbox row → worker → nodemailer → a real SMTP server. The app is
// this file's own: it changes the business's currency.
describe('quote e-mails over SMTP', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailer: ReturnType<typeof createMailer>
  let customer: Awaited<ReturnType<typeof signUpAs>>
  let operator: Awaited<ReturnType<typeof signUpAs>>
  let serviceId: string
  const logger = pino({ level: 'silent' })
  const business = 'quotes@spokeandchain.example'

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp()
    mailer = createMailer({ smtpUrl: smtp.url, from: `Spoke & Chain <${business}>`, logger })
    await t.db.update(businessSettings).set({ contactEmail: business })
    const [custom] = (await t.db.select().from(services)).filter((s) => s.name === 'Custom build')
    serviceId = custom?.id ?? ''
    customer = await signUpAs(t, 'customer', 'Quinn Customer')
    operator = await signUpAs(t, 'operator', 'Olga Operator')
  })
  afterAll(async () => {
    mailer.close()
    await t.close()
    await smtp.close()
  })

  const post = async (path: string, body: unknown, cookie: string) => {
    const res = await t.request(path, send('POST', body, cookie))
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return (await readJson(res)).quote
  }
  const deliver = () => sendDueMails({ database: t.database, mailer, logger, clock: t.clock })
  /** The worker's run once the business's mails about new requests and messages are due. */
  const deliverLater = () =>
    sendDueMails({
      database: t.database,
      mailer,
      logger,
      clock: { now: () => new Date(t.clock.now().getTime() + businessMailDelayMs) },
    })

  /** A quote asked for and offered at `priceMinor` in `currency`; the mail the customer got. */
  async function offeredIn(
    currency: string,
    priceMinor: number,
    proposedStart: string | null = null,
  ) {
    await t.db.update(businessSettings).set({ currency })
    const quote = await post(
      '/api/v1/quotes',
      { serviceId, title: `Wheel build in ${currency}`, details: 'Two wheels, 32 spokes each.' },
      customer.cookie,
    )
    await post(
      `/api/v1/quotes/${quote.id}/offer`,
      {
        priceMinor,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        serviceId,
        proposedStart,
        message: '',
      },
      operator.cookie,
    )
    await deliver()
    return {
      quote,
      mail: await smtp.waitFor(customer.email, (m) => m.subject.includes(quote.reference)),
    }
  }

  it('writes a yen price as yen, which have no minor unit: ¥5,000 for 5000', async () => {
    const { quote, mail } = await offeredIn('JPY', 5000)
    expect(mail.subject).toBe(`Your quote ${quote.reference}: ¥5,000`)
    expect(mail.text).toContain('We can do "Wheel build in JPY" for ¥5,000.')
    expect(mail.text).not.toContain('¥50.')
  })

  it('writes Kuwaiti dinars with their three decimals', async () => {
    const { mail } = await offeredIn('KWD', 12345)
    expect(mail.text).toMatch(/for KWD\s12\.345\./)
  })

  it('writes euros with cents', async () => {
    const { mail } = await offeredIn('EUR', 42050)
    expect(mail.text).toContain('for €420.50.')
  })

  it('tells the business the price accepted in the offer’s currency, whatever the business uses now', async () => {
    const { quote } = await offeredIn('JPY', 120000, londonInstant(nextWeekday(3), '10:00'))
    await t.db.update(businessSettings).set({ currency: 'EUR' })
    await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
    await deliver()
    const accepted = await smtp.waitFor(
      business,
      (m) => m.subject === `Quote ${quote.reference} accepted`,
    )
    expect(accepted.text).toContain('(¥120,000). The booking is made.')
  })

  // Staff are told of a new request at the business's contact address.
  it('mails a new quote request to the business, with its reference, customer, service and a link to it', async () => {
    // A customer's first request: the business hears of later ones together (quotes.limits.test.ts).
    const asker = await signUpAs(t, 'customer', 'Quinn Customer')
    const quote = await post(
      '/api/v1/quotes',
      {
        serviceId,
        title: 'Touring wheels\r\nBcc: victim@evil.example',
        details: 'Two wheels, 36 spokes each.',
        preferredDates: ['2030-05-06'],
      },
      asker.cookie,
    )
    await deliverLater()
    const mail = await smtp.waitFor(business, (m) => m.subject.includes(quote.reference))
    expect(mail.to).toEqual([business])
    // What the customer typed stays on one line: no header smuggled into the subject.
    expect(mail.subject).toBe(
      `New quote request ${quote.reference}: Touring wheels Bcc: victim@evil.example`,
    )
    expect(mail.raw).not.toMatch(/^Bcc:/im)
    expect(mail.text).toContain(
      'Quinn Customer asks for a quote: "Touring wheels Bcc: victim@evil.example".',
    )
    expect(mail.text).toContain(`Reference: ${quote.reference}`)
    expect(mail.text).toContain('Customer: Quinn Customer')
    expect(mail.text).toContain('Service: Custom build')
    expect(mail.text).toContain('Preferred days: 2030-05-06')
    expect(mail.text).toContain(
      `Open it: ${testBaseUrl}/operator-dashboard?quote=${quote.reference}`,
    )
    // The customer is not mailed about their own request.
    expect(smtp.inbox.filter((m) => m.subject.includes(quote.reference))).toHaveLength(1)
  })

  it('mails a new quote request to nobody when the business has no contact address', async () => {
    await t.db.update(businessSettings).set({ contactEmail: '' })
    try {
      const quote = await post(
        '/api/v1/quotes',
        { serviceId, title: 'Frame respray', details: 'Matt black, please.' },
        customer.cookie,
      )
      expect(
        await t.db
          .select()
          .from(outbox)
          .where(like(outbox.subject, `%${quote.reference}%`)),
      ).toEqual([])
    } finally {
      await t.db.update(businessSettings).set({ contactEmail: business })
    }
  })
})
