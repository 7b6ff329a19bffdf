import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { composeMail, nameInMail } from '../mail/templates.ts'
import { wordsFor } from '../mail/words.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { adminAddresses, type EndpointRow, findEndpoint } from './webhooks.repository.ts'
import { webhookEndpoints } from './webhooks.table.ts'

/**
 * A delivery's last attempt failed: the endpoint is marked failing (never disabled: it still gets
 * new deliveries, which may succeed) and, the first time, audited and every admin is mailed,
 * in the transaction that records the attempt.
 */
export async function endpointFailed(
  tx: Tx,
  { endpoint, now, publicUrl }: { endpoint: EndpointRow; now: Date; publicUrl: string },
) {
  const current = await findEndpoint(tx, endpoint.id, { lock: true })
  if (current?.status !== 'active') return
  await tx
    .update(webhookEndpoints)
    .set({ status: 'failing', failingSince: now, updatedAt: now })
    .where(eq(webhookEndpoints.id, endpoint.id))
  await writeAudit(tx, {
    actorId: null,
    action: 'webhook.failing',
    entity: 'webhook',
    entityId: endpoint.id,
    data: { url: endpoint.url },
  })
  const settings = await requireSettings(tx)
  const language = settings.defaultLanguage
  const { t } = wordsFor(language)
  const url = new URL('/admin?section=webhooks', publicUrl).toString()
  const mail = composeMail({
    kind: 'webhook_failing',
    language,
    subject: t('webhook.failing.subject', { business: nameInMail(settings.name) }),
    lines: [t('mail.hello'), t('webhook.failing.body', { url: nameInMail(endpoint.url) })],
    action: { label: t('webhook.failing.button'), url },
  })
  for (const to of await adminAddresses(tx, now))
    await enqueueMail(tx, { ...mail, to, sendAfter: now })
}

/** A delivery to a failing endpoint went through: it is active again (audited). */
export async function endpointRecovered(db: Db, { endpoint }: { endpoint: EndpointRow }) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(webhookEndpoints)
      .set({ status: 'active', failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.status, 'failing')))
      .returning({ id: webhookEndpoints.id })
    if (changed.length === 0) return
    await writeAudit(tx, {
      actorId: null,
      action: 'webhook.recovered',
      entity: 'webhook',
      entityId: endpoint.id,
      data: { url: endpoint.url },
    })
  })
}
