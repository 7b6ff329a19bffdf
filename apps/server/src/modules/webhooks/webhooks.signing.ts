import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import type { SecretBox } from '../../lib/secret-box.ts'
import type { EndpointRow } from './webhooks.repository.ts'

/** After a rotation, the previous secret signs as well for this long. */
export const rotationOverlapMs = 24 * 3_600_000

/** A new signing secret as Standard Webhooks write one: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`

/**
 * The Standard Webhooks headers of one attempt, signed now: a retry is signed again with its
 * own timestamp. While a rotation's overlap lasts the previous secret signs too (the header
 * takes several space-separated signatures), so a receiver still on the old one verifies.
 */
export function signedHeaders({
  endpoint,
  box,
  messageId,
  body,
  now,
}: {
  endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>
  box: SecretBox
  messageId: string
  body: string
  now: Date
}): Record<string, string> {
  const secrets = [endpoint.secret]
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
    secrets.push(endpoint.previousSecret)
  const signatures = secrets.map((sealed) =>
    new Webhook(box.open(sealed)).sign(messageId, now, body),
  )
  return {
    'content-type': 'application/json',
    'user-agent': 'Reserva-Webhooks',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  }
}
