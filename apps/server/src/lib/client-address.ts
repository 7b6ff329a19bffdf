import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded']

/**
 * Who is asking, for rate limits and session records. Forwarding headers are believed only with
 * TRUST_PROXY=1 (Reserva behind a load balancer that sets them); otherwise anyone could send a new
 * made-up address with every request and never be limited.
 */
export function clientAddress(c: Context, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** The request with forwarding headers replaced by the address we believe. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers)
  for (const name of forwardingHeaders) headers.delete(name)
  headers.set('x-forwarded-for', address)
  return new Request(request, { headers })
}
