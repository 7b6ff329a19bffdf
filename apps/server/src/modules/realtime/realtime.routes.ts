import { upgradeWebSocket } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'
import type { WebSocket } from 'ws'
import { clientAddress } from '../../lib/client-address.ts'
import { commonError } from '../../lib/errors.ts'
import type { OriginCheck } from '../../lib/origin-check.ts'
import type { RealtimeHub } from './realtime.hub.ts'

/**
 * GET /api/realtime: the WebSocket upgrade (DESIGN §5). Browsers always send Origin on a
 * WebSocket handshake and a page of any site may open one, so a foreign Origin is refused with
 * 403 before the upgrade; a client without Origin is not a browser and proves itself with its
 * token like any other. Authentication is the first message, not the upgrade: a token in the URL
 * would end up in access logs. An address with `maxUnauthenticatedPerAddress` sockets still waiting
 * to authenticate is refused with 429 before the upgrade (and the hub closes any that were in
 * flight together past the cap).
 */
export function realtimeUpgrade({
  hub,
  originCheck,
  trustProxy,
}: {
  hub: RealtimeHub
  originCheck: OriginCheck
  /** Believe X-Forwarded-For for the client's address (TRUST_PROXY=1). */
  trustProxy: boolean
}) {
  const originGuard: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && !originCheck.isTrusted(origin)) throw originCheck.refuse(origin)
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw commonError('bad_request', 'This address takes WebSocket connections only.')
    }
    if (!hub.mayOpen(clientAddress(c, { trustProxy }))) {
      const retryAfter = Math.ceil(hub.limits.authTimeoutMs / 1000)
      throw commonError(
        'rate_limited',
        'Too many live-update connections from your address are waiting to sign in.',
        { retryAfter },
      )
    }
    return next()
  }
  const upgrade = upgradeWebSocket((c) => ({
    onOpen: (_event, ws) => hub.open(ws.raw as WebSocket, clientAddress(c, { trustProxy })),
    onMessage: (event, ws) => hub.message(ws.raw as WebSocket, event.data),
    onClose: (_event, ws) => hub.closed(ws.raw as WebSocket),
  }))
  return { originGuard, upgrade }
}
