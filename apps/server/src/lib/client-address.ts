import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'

const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded']

const socketAddress = (c: Context) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress

/**
 * Who is asking, for rate limits and session records. Forwarding headers are believed only with
 * TRUST_PROXY=1 (Reserva behind one proxy or load balancer that sets them); otherwise anyone could
 * send a new made-up address with every request and never be limited. Even then only the last
 * X-Forwarded-For entry is believed: the proxy appends the address it saw, and whatever comes
 * before it is what the client sent, made up or not.
 */
export function clientAddress(c: Context, { trustProxy }: { trustProxy: boolean }): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return socketAddress(c) ?? 'unknown'
}

/** The request with forwarding headers replaced by the address we believe. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers)
  for (const name of forwardingHeaders) headers.delete(name)
  headers.set('x-forwarded-for', address)
  return new Request(request, { headers })
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** 127.0.0.0/8 or ::1, also IPv4-mapped, bracketed or with a port (as proxies write them). */
export function isLoopbackAddress(raw: string): boolean {
  let address = raw.trim().replace(/^"|"$/g, '')
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  const family = isIP(address)
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Every address the forwarding headers name, or undefined when there are none. */
function forwardedAddresses(c: Context): string[] | undefined {
  if (!forwardingHeaders.some((name) => c.req.header(name) !== undefined)) return undefined
  const forwarded = c.req.header('forwarded') ?? ''
  return [
    ...(c.req.header('x-forwarded-for') ?? '').split(','),
    c.req.header('x-real-ip') ?? '',
    ...[...forwarded.matchAll(/for=("[^"]*"|[^;,\s]+)/gi)].map((m) => m[1] ?? ''),
  ]
    .map((a) => a.trim())
    .filter(Boolean)
}

/**
 * Whether the person asking sits at the machine Reserva runs on: the connection comes from a
 * loopback address or, with TRUST_PROXY=1, every address the proxy forwards is one. Every hop
 * counts because a client may start X-Forwarded-For with 127.0.0.1 itself (a proxy only appends).
 * Without TRUST_PROXY a forwarding header means a proxy on this machine passed the request on, so
 * its loopback socket says nothing about the sender: not local.
 */
export function isLoopbackRequest(c: Context, { trustProxy }: { trustProxy: boolean }): boolean {
  const forwarded = forwardedAddresses(c)
  if (forwarded !== undefined) {
    return trustProxy && forwarded.length > 0 && forwarded.every(isLoopbackAddress)
  }
  const socket = socketAddress(c)
  return socket !== undefined && isLoopbackAddress(socket)
}

/** A URL's hostname that names this machine: localhost (RFC 6761), 127.0.0.0/8 or [::1]. */
export const isLoopbackHostname = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackAddress(hostname)
