import type { MiddlewareHandler } from 'hono'
import { commonError } from './errors.ts'
import type { Logger } from './logger.ts'
import { originOf } from './trusted-origins.ts'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Origins already named in the log; bounded, so a flood of made-up origins cannot grow it. */
const maxRemembered = 1000

/**
 * Refuses a state-changing request a browser sent from a site that is not one of ours (CSRF:
 * SameSite=Lax still sends the cookie from another port or subdomain of the same site). Decided
 * from the headers alone, so it runs before the body is read and before any work.
 *
 * - `Authorization: Bearer …` is an API client, not a browser acting with someone's cookie, and
 *   passes: a page on another site cannot attach that header without a CORS preflight, which this
 *   server never grants (adding CORS with credentials would change this).
 * - With an `Origin` header, it must be a trusted origin. Browsers send Origin on every
 *   cross-origin POST/PUT/PATCH/DELETE (forms included), so a missing Origin is never a foreign page.
 * - Without Origin, `Sec-Fetch-Site: cross-site` or `same-site` (another port or subdomain is
 *   same-site but not same-origin) is refused.
 * - With neither header it is not a browser (curl, scripts, server-to-server) and passes: a
 *   session cookie there was handed over on purpose, not carried along by a foreign page.
 *
 * Signed-out requests are checked too: there is no reason to accept a foreign site's POST, and it
 * matches Better Auth, which checks sign-in and sign-up without a cookie.
 */
export function createOriginCheck({
  trustedOrigins,
  logger,
}: {
  trustedOrigins: string[]
  logger: Logger
}) {
  const trusted = new Set(trustedOrigins.map(originOf))
  const named = new Set<string>()

  /** The 403 for a refused origin; the operator reads why in the log, once per origin. */
  const refuse = (origin: string, log: Logger = logger) => {
    if (!named.has(origin) && named.size < maxRemembered) {
      named.add(origin)
      log.warn(
        { origin, trustedOrigins },
        `Refused a browser request from ${origin}: it is not a trusted origin. If people open ` +
          'Reserva at that address, set PUBLIC_URL to it or add it to TRUSTED_ORIGINS.',
      )
    }
    return commonError(
      'auth.invalid_origin',
      `Requests from ${origin} are not accepted: it is not a trusted origin of this server. ` +
        'If Reserva is meant to be used at that address, the operator sets PUBLIC_URL to it or ' +
        'adds it to TRUSTED_ORIGINS.',
      { origin },
    )
  }

  const isTrusted = (origin: string) => trusted.has(originOf(origin) ?? '')

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next()
    if (/^bearer\s/i.test(c.req.header('authorization') ?? '')) return next()
    const log = (c.var as { log?: Logger }).log
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      if (isTrusted(origin)) return next()
      throw refuse(origin, log)
    }
    const site = c.req.header('sec-fetch-site')
    if (site === 'cross-site' || site === 'same-site') throw refuse(`a ${site} page`, log)
    return next()
  }

  return { middleware, refuse, isTrusted }
}

export type OriginCheck = ReturnType<typeof createOriginCheck>
