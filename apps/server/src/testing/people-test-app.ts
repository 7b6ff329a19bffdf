import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { auditLog } from '../modules/audit/audit.table.ts'
import { createMailer } from '../modules/mail/mailer.ts'
import { sendDueMails } from '../modules/mail/outbox.worker.ts'
import { send } from './auth-helpers.ts'
import { createTestApp, type TestApp } from './create-test-app.ts'
import { createRecords, type Records } from './records.ts'
import { startSmtpServer } from './smtp.ts'

export const people = '/api/v1/admin/people'

/**
 * What the people test files share: one app with the demo records and an SMTP server, set up in
 * the calling file's beforeAll (so read `t`, `r`, `admin` and `smtp` inside a test), and the
 * requests an admin makes.
 */
export function usePeopleApp() {
  const logger = pino({ level: 'silent' })
  const ctx = {} as {
    t: TestApp
    r: Records
    admin: Records['users']['admin']
    smtp: Awaited<ReturnType<typeof startSmtpServer>>
    mailer: ReturnType<typeof createMailer>
  }

  beforeAll(async () => {
    ctx.smtp = await startSmtpServer()
    ctx.t = await createTestApp()
    ctx.r = await createRecords(ctx.t)
    ctx.admin = ctx.r.users.admin
    ctx.mailer = createMailer({
      smtpUrl: ctx.smtp.url,
      from: 'Spoke & Chain <hello@spoke.example>',
      logger,
    })
  })
  afterAll(async () => {
    ctx.mailer.close()
    await ctx.t.close()
    await ctx.smtp.close()
  })

  return Object.assign(ctx, {
    get: (path: string, cookie = ctx.admin.cookie) => ctx.t.request(path, { headers: { cookie } }),
    post: (path: string, body: unknown = {}, cookie = ctx.admin.cookie) =>
      ctx.t.request(path, send('POST', body, cookie)),
    auditOf: (entityId: string) =>
      ctx.t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at),
    deliver: () =>
      sendDueMails({ database: ctx.t.database, mailer: ctx.mailer, logger, clock: ctx.t.clock }),
    isSignedIn: async (cookie: string) =>
      (await ctx.t.request('/api/v1/me/profile', { headers: { cookie } })).status === 200,
  })
}
