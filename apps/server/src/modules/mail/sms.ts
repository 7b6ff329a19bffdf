import type { Logger } from '../../lib/logger.ts'

/** A text message: to a number in E.164, and its words. */
export interface OutgoingText {
  to: string
  body: string
}

export interface SmsSender {
  send(text: OutgoingText): Promise<void>
}

/** How long a gateway may take to answer before the attempt counts as failed (and is retried). */
export const smsTimeoutMs = 10_000

/**
 * Text messages as a webhook when SMS_URL is set: each is POSTed there as JSON `{ to, body }`,
 * with `Authorization: Bearer SMS_TOKEN` when that is set, so any SMS gateway can sit behind a
 * small adapter; any answer but a 2xx is a failure, and the outbox tries again later. Without
 * SMS_URL every text is written to the log, as mails are without SMTP_URL, so a demo install shows
 * its codes in the terminal.
 */
export function createSmsSender({
  url,
  token,
  logger,
}: {
  url: string | undefined
  token?: string | undefined
  logger: Logger
}): SmsSender {
  if (!url) {
    return {
      async send(text) {
        logger.info({ sms: text }, 'text message (no SMS_URL: logged, not sent)')
      },
    }
  }
  return {
    async send({ to, body }) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(smsTimeoutMs),
      })
      if (!res.ok) {
        const answer = (await res.text().catch(() => '')).slice(0, 200)
        throw new Error(`SMS gateway answered ${res.status}${answer ? `: ${answer}` : ''}`)
      }
      // The body is not needed; reading it lets the connection be reused.
      await res.arrayBuffer().catch(() => {})
    },
  }
}
