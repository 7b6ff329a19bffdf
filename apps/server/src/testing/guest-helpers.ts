import { manageLinkHeader, quoteLinkHeader } from '@reserva/shared'
import { and, desc, eq } from 'drizzle-orm'
import { outbox } from '../modules/mail/outbox.table.ts'
import type { TestApp } from './create-test-app.ts'

/** A visitor's POST to /api/v1/guest/bookings, with an Idempotency-Key if given. */
export const guestBook = (t: Pick<TestApp, 'request'>, body: unknown, key?: string) =>
  t.request('/api/v1/guest/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  })

/** A visitor's answer to a confirmation: `{ id, code }` or `{ token }`. */
export const guestConfirm = (t: Pick<TestApp, 'request'>, body: unknown) =>
  t.request('/api/v1/guest/bookings/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The newest mail of `kind` queued for `email`. */
export async function latestMail(t: Pick<TestApp, 'db'>, email: string, kind: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  if (!mail) throw new Error(`no ${kind} mail to ${email}`)
  return mail
}

/** The code and the link's token a guest mail carries. */
export async function guestMailSecrets(t: Pick<TestApp, 'db'>, email: string, kind = 'guest_code') {
  const mail = await latestMail(t, email, kind)
  return {
    mail,
    code: mail.text.match(/enter this code: (\d{6})/)?.[1],
    token: mail.text.match(/\/confirm#([A-Za-z0-9_-]{43})/)?.[1],
  }
}

/** The booking a manage link opens, as its page reads it. */
export const openByLink = (t: Pick<TestApp, 'request'>, link: string) =>
  t.request('/api/v1/manage/booking', { headers: { [manageLinkHeader]: link } })

/** A visitor's POST to /api/v1/guest/quotes (decision 045). */
export const guestAskQuote = (t: Pick<TestApp, 'request'>, body: unknown) =>
  t.request('/api/v1/guest/quotes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A visitor's answer to a quote request's confirmation: `{ id, code }` or `{ token }`. */
export const guestConfirmQuote = (t: Pick<TestApp, 'request'>, body: unknown) =>
  t.request('/api/v1/guest/quotes/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** The code and the link's token a guest's quote mail carries. */
export async function quoteMailSecrets(t: Pick<TestApp, 'db'>, email: string) {
  const mail = await latestMail(t, email, 'guest_quote_code')
  return {
    mail,
    code: mail.text.match(/enter this code: (\d{6})/)?.[1],
    token: mail.text.match(/\/manage-quote#confirm=([A-Za-z0-9_-]{43})/)?.[1],
  }
}

/** A call to a quote link's route, as its page makes it. */
export const byQuoteLink = (
  t: Pick<TestApp, 'request'>,
  link: string,
  path = '',
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  t.request(`/api/v1/manage/quote${path}`, {
    method: init.method ?? 'GET',
    headers: {
      [quoteLinkHeader]: link,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
