import type { Records } from '../records.ts'
import { adminOnly, atItsPath, type MatrixRow, v1 } from './expect.ts'

// Webhooks: admins only, never an API key (api-key-scopes.ts). The URL is a public address
// written as one (no DNS in the test); its event is one the matrix never causes.
const hooks = `${v1}/admin/webhooks`
const endpoint = { url: 'https://93.184.215.14/hooks', events: ['quote.expired'] }

/** A fresh endpoint, made as an admin would, for a call that changes it. */
async function newWebhook(r: Records): Promise<string> {
  const made = await r.call('admin', 'POST', hooks, endpoint)
  return made.webhook.id
}

/** A delivery of a fresh endpoint (its test event), to send again. */
async function newDelivery(r: Records) {
  const id = await newWebhook(r)
  const sent = await r.call('admin', 'POST', `${hooks}/${id}/test`, {}, 202)
  return { id, deliveryId: sent.delivery.id as string }
}

const onFresh = (tail: string, json?: unknown) => async (r: Records) => ({
  path: `${hooks}/${await newWebhook(r)}${tail}`,
  ...(json === undefined ? {} : { json }),
})

export const webhookRows: MatrixRow[] = [
  atItsPath('GET', hooks, adminOnly(200)),
  atItsPath('POST', hooks, adminOnly(201), { json: endpoint }),
  {
    method: 'PATCH',
    path: `${hooks}/{id}`,
    expect: adminOnly(200),
    request: onFresh('', { description: 'Accounting' }),
  },
  { method: 'DELETE', path: `${hooks}/{id}`, expect: adminOnly(204), request: onFresh('') },
  {
    method: 'POST',
    path: `${hooks}/{id}/rotate-secret`,
    expect: adminOnly(200),
    request: onFresh('/rotate-secret', {}),
  },
  {
    method: 'GET',
    path: `${hooks}/{id}/deliveries`,
    expect: adminOnly(200),
    request: onFresh('/deliveries'),
  },
  {
    method: 'POST',
    path: `${hooks}/{id}/deliveries/{deliveryId}/redeliver`,
    expect: adminOnly(202),
    request: async (r) => {
      const { id, deliveryId } = await newDelivery(r)
      return { path: `${hooks}/${id}/deliveries/${deliveryId}/redeliver`, json: {} }
    },
  },
  {
    method: 'POST',
    path: `${hooks}/{id}/test`,
    expect: adminOnly(202),
    request: onFresh('/test', {}),
  },
]
