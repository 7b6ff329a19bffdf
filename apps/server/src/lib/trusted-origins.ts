/** The origin of an http(s) address (`https://shop.example`), or undefined for anything else. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** An origin as TRUSTED_ORIGINS takes it: scheme, host and port only (a trailing slash is fine). */
export function isOrigin(value: string): boolean {
  const origin = originOf(value)
  if (!origin) return false
  const url = new URL(value)
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
}

/**
 * Every origin a browser may act from (DESIGN §7): the public address, TRUSTED_ORIGINS, and the
 * loopback names on the server's own port, so that a fresh install works whether it is opened as
 * localhost, 127.0.0.1 or [::1]. The one list behind Better Auth's `trustedOrigins`, the /api/v1
 * origin check and (later) the WebSocket upgrade check. Port 0 (a port chosen at start) has no
 * loopback defaults: nobody can know it beforehand.
 */
export function trustedOriginsFor({
  publicUrl,
  port,
  configured = [],
}: {
  publicUrl: string
  port: number
  configured?: string[]
}): string[] {
  const loopback =
    port > 0 ? ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`) : []
  const origins = [publicUrl, ...configured, ...loopback].map(originOf)
  return [...new Set(origins.filter((o): o is string => o !== undefined))]
}
