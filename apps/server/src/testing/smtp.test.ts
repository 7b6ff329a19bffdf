import nodemailer from 'nodemailer'
import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from './smtp.ts'

const smtp = await startSmtpServer()
afterAll(() => smtp.close())

describe('the test SMTP server', () => {
  it('keeps a link whole when a quoted-printable line of it starts with "--"', async () => {
    // A long token (base64url, which has "-") wrapped by nodemailer at 76 characters: the second
    // line of the link starts with "--", which is not the mail's MIME boundary.
    const transport = nodemailer.createTransport(smtp.url)
    for (let at = 60; at < 76; at++) {
      const token = `${'a'.repeat(at)}--${'b'.repeat(100)}`
      const link = `https://reserva.test/api/auth/verify-email?token=${token}`
      await transport.sendMail({
        from: 'reserva@reserva.test',
        to: `cora${at}@example.com`,
        subject: 'Confirm your e-mail address',
        text: `Hello,\nfollow ${link}\nThanks`,
        html: `<p>Hello, follow <a href="${link}">the link</a></p>`,
        icalEvent: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
      })
      const mail = await smtp.waitFor(`cora${at}@example.com`)
      expect(mail.raw).toMatch(/quoted-printable/i)
      expect(mail.text.match(/https?:\/\/\S+/)?.[0]).toBe(link)
      expect(mail.text.trimEnd().endsWith('Thanks')).toBe(true)
      expect(mail.calendar).toEqual({
        method: 'REQUEST',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      })
    }
  })
})
