import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Requests to addresses people typed in (webhook endpoints, CalDAV calendars), guarded against server-side request
 * forgery (decision 046): only public unicast addresses, checked after DNS resolution on the
 * connection itself (a name that resolves to 10.0.0.1 or 127.0.0.1 is refused, and a second
 * resolution cannot swap the address); no redirects followed; a deadline for the whole exchange;
 * the answer read only up to a cap. `allowNetworks` (CIDRs, WEBHOOK_ALLOW_NETWORKS) lets a
 * development machine or a test reach its own receivers.
 */

export type AllowNetworks = readonly string[]

/** Why a request was not made or not answered; its message is what the delivery log shows. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
}

/** Whether `cidr` is one `allowNetworks` may hold (env.ts checks it). */
export const isCidr = (cidr: string) => {
  try {
    ipaddr.parseCIDR(cidr)
    return true
  } catch {
    return false
  }
}

const inAllowList = (address: ipaddr.IPv4 | ipaddr.IPv6, allow: AllowNetworks) =>
  allow.some((cidr) => {
    const [network, bits] = ipaddr.parseCIDR(cidr)
    const candidate =
      address.kind() === network.kind()
        ? address
        : address.kind() === 'ipv4'
          ? (address as ipaddr.IPv4).toIPv4MappedAddress()
          : undefined
    return candidate?.match([network, bits] as never) ?? false
  })

/**
 * Whether deliveries may go to `address`: inside the allow-list, or public unicast. IPv4 written
 * as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function addressAllowed(address: string, allow: AllowNetworks): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return inAllowList(parsed, allow) || parsed.range() === 'unicast'
}

/** A URL's host as a name or a bare IP address (without IPv6's brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** The addresses `host` resolves to (itself when it is one), each allowed, or why not. */
export async function resolveAllowed(
  host: string,
  allow: AllowNetworks,
): Promise<{ ok: true; addresses: string[] } | { ok: false; reason: string }> {
  let addresses: string[]
  if (net.isIP(host)) addresses = [host]
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true })).map((a) => a.address)
    } catch {
      return { ok: false, reason: `${host} does not resolve` }
    }
  }
  const refused = addresses.find((a) => !addressAllowed(a, allow))
  if (refused)
    return { ok: false, reason: `${host} is (or resolves to) ${refused}, not a public address` }
  return { ok: true, addresses }
}

/**
 * Whether `url` is one requests may go to, as far as can be told before sending: https, or http
 * to a host inside the allow-list, and every address its host resolves to allowed.
 */
export async function checkOutboundUrl(
  raw: string,
  allow: AllowNetworks,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const url = new URL(raw)
  if (url.username || url.password) return { ok: false, reason: 'a URL with a user or password' }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'not an http(s) URL' }
  const resolved = await resolveAllowed(hostOf(url), allow)
  if (!resolved.ok) return resolved
  if (url.protocol === 'http:') {
    const outside = resolved.addresses.some((a) => !inAllowList(ipaddr.process(a), allow))
    if (outside)
      return { ok: false, reason: 'http:// only inside WEBHOOK_ALLOW_NETWORKS; use https' }
  }
  return { ok: true }
}

/**
 * DNS lookup for the connection: the same resolution `net` would make, every address checked,
 * so the address checked is the address connected to.
 */
const guardedLookup =
  (allow: AllowNetworks): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4)
      const list = found as dns.LookupAddress[]
      const refused = list.find((a) => !addressAllowed(a.address, allow))
      if (refused)
        return callback(
          new OutboundRefused(`${hostname} resolves to ${refused.address}, not a public address`),
          '',
          4,
        )
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      const first = list[0]
      if (!first) return callback(new OutboundRefused(`${hostname} does not resolve`), '', 4)
      callback(null, first.address, first.family)
    })
  }

export interface OutboundAnswer {
  status: number
  /** The first `keepBytes` of the body, as UTF-8 text. */
  head: string
}

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** What was read of the body: all of it, or the first `maxBytes` when `overflow`. */
  body: Buffer
  overflow: boolean
}

/**
 * One request under the guard: the URL checked first, the connection's own lookup checked, a
 * deadline for connection and answer together, at most `maxBytes` of the answer read. Redirects
 * are answered, not followed.
 */
async function requestGuarded({
  url: raw,
  method,
  headers,
  body,
  allow,
  timeoutMs,
  maxBytes,
}: {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
  allow: AllowNetworks
  timeoutMs: number
  maxBytes: number
}): Promise<RawAnswer> {
  const url = new URL(raw)
  const checked = await checkOutboundUrl(raw, allow)
  if (!checked.ok) throw new OutboundRefused(checked.reason)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const signal = AbortSignal.timeout(timeoutMs)
    const request = client.request(
      url,
      {
        method,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // An IP literal is connected to without a lookup: checkOutboundUrl judged it above.
        lookup: guardedLookup(allow),
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = []
        let read = 0
        let overflow = false
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBytes),
            overflow,
          })
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          read += chunk.length
          if (read > maxBytes) {
            overflow = true
            response.destroy()
            done()
          }
        })
        response.on('end', done)
        response.on('error', (error) => (overflow ? undefined : reject(error)))
      },
    )
    request.on('error', (error) =>
      reject(
        signal.aborted ? new OutboundRefused(`no answer within ${timeoutMs / 1000} s`) : error,
      ),
    )
    request.end(body)
  })
}

const isRedirect = (status: number) => status >= 300 && status < 400

/**
 * POSTs `body` to `url` under the guard. Resolves with any HTTP answer but a redirect (3xx is
 * refused: a redirect could lead anywhere); rejects when the address is refused, on a network
 * error, or when `timeoutMs` passes first. Reads at most `maxBytes` of the answer.
 */
export async function postGuarded({
  url,
  headers,
  body,
  allow,
  timeoutMs = 10_000,
  keepBytes = 1024,
  maxBytes = 64 * 1024,
}: {
  url: string
  headers: Record<string, string>
  body: string
  allow: AllowNetworks
  timeoutMs?: number
  keepBytes?: number
  maxBytes?: number
}): Promise<OutboundAnswer> {
  const answer = await requestGuarded({
    url,
    method: 'POST',
    headers,
    body,
    allow,
    timeoutMs,
    maxBytes,
  })
  if (isRedirect(answer.status))
    throw new OutboundRefused(`redirect (${answer.status}) not followed`)
  return { status: answer.status, head: answer.body.subarray(0, keepBytes).toString('utf8') }
}

const headerRecord = (headers: Headers) => {
  const record: Record<string, string> = {}
  headers.forEach((value, name) => {
    record[name] = value
  })
  return record
}

/** Statuses whose Response may carry no body. */
const bodiless = new Set([101, 204, 205, 304])

/**
 * A `fetch` for a library that takes one (tsdav), with every request under the guard: a 3xx is
 * handed back as it is, so a library that follows it asks again, through the guard again; an
 * answer over `maxBytes` is an error rather than a cut-off document.
 */
export function guardedFetch({
  allow,
  timeoutMs = 15_000,
  maxBytes = 10 * 1024 * 1024,
}: {
  allow: AllowNetworks
  timeoutMs?: number
  maxBytes?: number
}): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const body = request.body ? await request.text() : undefined
    const answer = await requestGuarded({
      url: request.url,
      method: request.method,
      headers: headerRecord(request.headers),
      body,
      allow,
      timeoutMs,
      maxBytes,
    })
    if (answer.overflow)
      throw new OutboundRefused(`the answer is larger than ${Math.round(maxBytes / 1024)} KB`)
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, one)
    }
    return new Response(bodiless.has(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers,
    })
  }
}
