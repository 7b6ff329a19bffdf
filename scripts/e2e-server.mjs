// The server the browser tests run against: the built web app on the real server, on a fresh
// embedded database with demo data in a temporary directory that is removed on exit. Account
// e-mails go over real SMTP to a server started here; what it received is served as JSON on
// http://127.0.0.1:${E2E_MAIL_PORT ?? 3101}/mails, so a journey can follow a link from its inbox.
// Text messages go to the same port as SMS_URL's webhook (POST /sms, JSON { to, body }, with a
// bearer token), and what it received is served on GET /sms, so a journey can read a code.
// An OpenID Connect provider for single sign-on listens on E2E_IDP_PORT (3102).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { startIdentityProvider } from './e2e-identity-provider.mjs'
import { buildServerIfStale, runServer } from './lib.mjs'

const port = process.env.E2E_PORT ?? '3100'
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3101)
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3102)

/** @type {{ to: string[], subject: string, text: string }[]} */
const mails = []
/** @type {{ to: string, body: string }[]} */
const texts = []
const smsToken = 'e2e-sms-token'

const decodeQuotedPrintable = (s) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)))

// RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), used for subjects that are not ASCII.
const decodeHeader = (value) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    )

/**
 * The subject, the plain-text part and the method of a calendar invitation (its text/calendar
 * part; null without one) of a raw message as nodemailer writes it.
 */
function parseMail(raw) {
  const headerEnd = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ')
  const subject = decodeHeader(headers.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? '')
  const part =
    raw.match(/Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i)?.[1] ?? raw
  const partHeaders = raw.match(/Content-Type: text\/plain[\s\S]*?\r?\n\r?\n/i)?.[0] ?? headers
  const encoding = partHeaders.match(/Content-Transfer-Encoding: ([\w-]+)/i)?.[1]?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(
          encoding === 'quoted-printable' ? decodeQuotedPrintable(part) : part,
          'latin1',
        ).toString('utf8')
  const calendarMethod =
    raw.match(/Content-Type: text\/calendar;[^\r\n]*method=([\w-]+)/i)?.[1] ?? null
  return { subject, text: text.replace(/\r\n/g, '\n').trim(), calendarMethod }
}

const smtp = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1')
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw) })
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = smtp.server.address().port

const inbox = http.createServer((req, res) => {
  if (req.method === 'GET' && (req.url === '/mails' || req.url === '/sms')) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(req.url === '/mails' ? mails : texts))
    return
  }
  if (req.method === 'POST' && req.url === '/sms') {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${smsToken}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"token"}')
        return
      }
      const { to, body } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      texts.push({ to, body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"queued":true}')
    })
    return
  }
  res.writeHead(404, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ error: { code: 'not_found', message: 'GET /mails, GET or POST /sms' } }))
})
await new Promise((resolve) => inbox.listen(mailPort, '127.0.0.1', resolve))

// Single sign-on's provider: the server reads its discovery only from a trusted origin.
const identityProvider = await startIdentityProvider({
  port: idpPort,
  appOrigin: `http://127.0.0.1:${port}`,
})

// The web app must be built already (npm run build); the server's bundle takes a second.
await buildServerIfStale()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-e2e-'))
const code = await runServer({
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  SMS_URL: `http://127.0.0.1:${mailPort}/sms`,
  SMS_TOKEN: smsToken,
  // Webhook journeys start their receiver on this machine.
  WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, identityProvider.issuer].filter(Boolean).join(','),
  DATA_DIR: dataDir,
  // The journeys make the bookings and quotes they look for; without the demo's weeks of them,
  // a list shows only what the test made, and the first free times are the test's own.
  DEMO_ACTIVITY: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The browser tests play the proxy: each test names its own client in X-Forwarded-For, so that
  // one test's sign-in attempts do not use up another's rate limit.
  TRUST_PROXY: '1',
})
fs.rmSync(dataDir, { recursive: true, force: true })
inbox.close()
smtp.close()
await identityProvider.close()
process.exitCode = code
