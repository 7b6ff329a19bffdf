import { pino } from 'pino'
import { services } from '../modules/catalogue/catalogue.table.ts'
import { createMailer } from '../modules/mail/mailer.ts'
import { sendDueMails } from '../modules/mail/outbox.worker.ts'
import { signUpAs } from './auth-helpers.ts'
import { createTestApp } from './create-test-app.ts'
import { startSmtpServer } from './smtp.ts'

/**
 * What the bookings' mail tests run on: an app of their own (they change the business's
 * settings), a real SMTP server, the mailer that writes to it as the business, the demo safety
 * check, a customer and an operator. `deliver` runs the mail worker once, as it would run.
 */
export async function startBookingMails() {
  const business = 'bookings@spokeandchain.example'
  const logger = pino({ level: 'silent' })
  const smtp = await startSmtpServer()
  const t = await createTestApp()
  const mailer = createMailer({ smtpUrl: smtp.url, from: `Spoke & Chain <${business}>`, logger })
  const [service] = (await t.db.select().from(services)).filter((s) => s.name === 'Safety check')
  const customer = await signUpAs(t, 'customer', 'Cat Customer')
  const operator = await signUpAs(t, 'operator', 'Olga Operator')
  return {
    t,
    smtp,
    business,
    safetyCheck: service?.id ?? '',
    customer,
    operator,
    deliver: () => sendDueMails({ database: t.database, mailer, logger }),
    close: async () => {
      mailer.close()
      await t.close()
      await smtp.close()
    },
  }
}
export type BookingMails = Awaited<ReturnType<typeof startBookingMails>>
