import nodemailer from 'nodemailer'
import type { Logger } from '../../lib/logger.ts'
import type { MailCalendar } from './outbox.repository.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string | null
  /** A calendar invitation, sent as the mail's text/calendar part with its method. */
  calendar?: MailCalendar | null
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * SMTP through nodemailer when SMTP_URL is set (a pooled connection: smtp-server and many real
 * servers delay each new connection's greeting); otherwise every mail is written to the log, so
 * a demo install shows its links and codes in the terminal.
 */
export function createMailer({
  smtpUrl,
  from,
  logger,
}: {
  smtpUrl: string | undefined
  from: string
  logger: Logger
}): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              ...(mail.calendar ? { calendarMethod: mail.calendar.method } : {}),
            },
          },
          'mail (no SMTP_URL: logged, not sent)',
        )
      },
      close() {},
    }
  }
  const transport = nodemailer.createTransport(smtpUrl, { pool: true } as never)
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // nodemailer's documented way to send an invitation: a text/calendar alternative whose
        // Content-Type carries the method, which mail clients look for to offer it as one.
        ...(mail.calendar
          ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } }
          : {}),
      })
    },
    close: () => transport.close(),
  }
}
