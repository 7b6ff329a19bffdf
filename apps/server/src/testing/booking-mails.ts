import { pino } from 'pino'
import { beforeEach, expect } from 'vitest'
import { services } from '../modules/catalogue/catalogue.table.ts'
import { createMailer } from '../modules/mail/mailer.ts'
import { sendDueMails } from '../modules/mail/outbox.worker.ts'
import { businessSettings } from '../modules/settings/settings.table.ts'
import { send, signUpAs } from './auth-helpers.ts'
import { createTestApp, readJson } from './create-test-app.ts'
import { useFixture } from './fixture.ts'
import { startSmtpServer } from './smtp.ts'

/** The business's contact address in the bookings' mail tests, and the mailer's sender. */
export const businessMailbox = 'bookings@spokeandchain.example'

/**
 * What the bookings' mail tests run on: an app of their own (they change the business's
 * settings), a real SMTP server, the mailer that writes to it as the business, a customer and an
 * operator. `deliver` runs the mail worker once, as it would run.
 */
export async function startBookingMails() {
  const logger = pino({ level: 'silent' })
  const smtp = await startSmtpServer()
  const from = `Spoke & Chain <${businessMailbox}>`
  const t = await createTestApp({ mailFrom: from })
  const mailer = createMailer({ smtpUrl: smtp.url, from, logger })
  const [service] = (await t.db.select().from(services)).filter((s) => s.name === 'Safety check')
  const customer = await signUpAs(t, 'customer', 'Cat Customer')
  const operator = await signUpAs(t, 'operator', 'Olga Operator')
  /** The customer's booking of the demo safety check at the first free slot of `day`. */
  const bookSafetyCheck = async (day: string) => {
    const slots = await readJson(
      await t.request(`/api/v1/services/${service?.id}/slots?from=${day}&to=${day}`),
    )
    const res = await t.request(
      '/api/v1/bookings',
      send('POST', { serviceId: service?.id, start: slots.slots[0].start }, customer.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = await readJson(res)
    return booking as { id: string; reference: string; status: string; start: string }
  }
  return {
    t,
    smtp,
    customer,
    operator,
    bookSafetyCheck,
    deliver: () => sendDueMails({ database: t.database, mailer, logger, clock: t.clock }),
    close: async () => {
      mailer.close()
      await t.close()
      await smtp.close()
    },
  }
}
export type BookingMails = Awaited<ReturnType<typeof startBookingMails>>

/**
 * Inside a `describe`: `startBookingMails` for its tests, closed after them; before each test the
 * business's contact address is `businessMailbox` and its bookings wait for confirmation.
 */
export function useBookingMails(): BookingMails {
  const mails = useFixture(startBookingMails, (m) => m.close())
  beforeEach(async () => {
    await mails.t.db
      .update(businessSettings)
      .set({ contactEmail: businessMailbox, requireConfirmation: true })
  })
  return mails
}
