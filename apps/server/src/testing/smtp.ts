import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** Decoded (a subject with non-ASCII characters travels encoded). */
  subject: string
  /** The plain-text part, quoted-printable decoded. */
  text: string
  /** The calendar invitation (the text/calendar part): its method and its text, decoded. */
  calendar: { method: string; content: string } | null
}

function decodeQuotedPrintable(s: string) {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** A header's value as people read it: unfolded, RFC 2047 encoded words (non-ASCII) decoded. */
function headerValue(raw: string, name: string) {
  const folded = raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm'))?.[1] ?? ''
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1')
        return new TextDecoder(charset).decode(bytes)
      },
    )
    .trim()
}

/**
 * A part's body: what follows its headers, up to the next line that is one of the mail's MIME
 * boundaries. A line of the text itself may start with "--" (a quoted-printable line break inside
 * a link's token, say), so only the boundaries the mail declares end a part.
 */
function bodyFrom(raw: string, start: number) {
  const rest = raw.slice(start)
  const blank = rest.search(/\r?\n\r?\n/)
  const headers = rest.slice(0, blank).replace(/\r?\n[ \t]/g, ' ')
  const body = rest.slice(blank).replace(/^\r?\n\r?\n/, '')
  const ends = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)]
    .map((m) => body.indexOf(`\n--${m[1]}`))
    .filter((at) => at >= 0)
  const end = ends.length > 0 ? Math.min(...ends) : body.length
  return { headers, body: body.slice(0, end).replace(/\r$/, '') }
}

function plainPart(raw: string) {
  const start = raw.search(/^Content-Type: text\/plain/im)
  const { headers, body } = start < 0 ? { headers: '', body: raw } : bodyFrom(raw, start)
  // A mail of one part says its encoding among its own headers, maybe before its Content-Type.
  const qp = /Content-Transfer-Encoding: *quoted-printable/i.test(
    /multipart\//i.test(raw) ? headers : raw,
  )
  return Buffer.from(qp ? decodeQuotedPrintable(body) : body, 'latin1').toString('utf8')
}

/**
 * The text/calendar part of a mail, as nodemailer's `icalEvent` writes it: the method in its
 * Content-Type, its text quoted-printable or base64.
 */
function calendarPart(raw: string) {
  const start = raw.search(/^Content-Type: text\/calendar/im)
  if (start < 0) return null
  const { headers, body } = bodyFrom(raw, start)
  const encoding = headers.match(/Content-Transfer-Encoding: *([\w-]+)/i)?.[1]?.toLowerCase()
  const content =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8')
        : Buffer.from(body, 'latin1').toString('utf8')
  return { method: headers.match(/method=([\w-]+)/i)?.[1] ?? '', content }
}

/**
 * A real SMTP server on a local port (`port`, or a free one) that keeps what it receives.
 * `delayMs` holds each answer to a mail that long (a slow server); `refuseNext` makes it refuse
 * mails for a while.
 */
export async function startSmtpServer({ delayMs = 0, port: wantedPort = 0 } = {}) {
  const inbox: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
        if (refusals > 0) {
          refusals--
          // What a server says when it cannot take mail just now: the sender should try again.
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
          return
        }
        const raw = Buffer.concat(chunks).toString('latin1')
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: headerValue(raw, 'Subject'),
          text: plainPart(raw),
          calendar: calendarPart(raw),
        })
        for (const w of waiters.splice(0)) w()
        callback()
      })
    },
  })
  // A sender that dies mid-connection (a server killed in crash-safety.test.ts) resets its
  // socket: that is the sender's fault, not the receiver's, and no mail was taken from it.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error
  })
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    /** Refuses the next `count` mails with 451 (a temporary failure), then takes mail again. */
    refuseNext(count: number) {
      refusals = count
    },
    /** The first mail to `to` matching `filter`, waiting up to `timeoutMs` for it. */
    async waitFor(
      to: string,
      filter: (m: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = inbox.find((m) => m.to.includes(to) && filter(m))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
