import type { Context, MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import {
  contentSecurityPolicy,
  embedSchemeScriptHash,
  permissionsPolicy,
} from './security-policy.ts'

/** The booking pages made to sit in another site's frame (docs/decisions/042-embed.md). */
export const isEmbedPage = (path: string) => path === '/embed' || path.startsWith('/embed/')

/** The script a business puts on its own site to show those pages there (apps/web/public). */
export const embedLoaderPath = '/embed.js'

/**
 * The browser-side rules for every answer. Every page refuses to be framed (`frame-ancestors
 * 'none'` and `X-Frame-Options`) except the embed pages, which any site may frame unless the
 * business lists the sites that may; and the embed loader may be loaded by any site's page
 * (`Cross-Origin-Resource-Policy: cross-origin`), which `same-origin` would block.
 */
export function securityHeaders({
  embedOrigins,
}: {
  /** The sites the business allows to frame the embed pages; none: any site. */
  embedOrigins: () => Promise<string[]>
}): MiddlewareHandler {
  const common = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy,
    // A response that sets its own keeps it: stored files are served with a sandbox policy.
    overwrite: false,
  } as const
  const site = secureHeaders({ ...common, contentSecurityPolicy })
  const loader = secureHeaders({
    ...common,
    contentSecurityPolicy,
    crossOriginResourcePolicy: 'cross-origin',
  })
  const ancestors = new WeakMap<Context, string>()
  const embed = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      scriptSrc: ["'self'", embedSchemeScriptHash],
      frameAncestors: [(c) => ancestors.get(c) ?? "'none'"],
    },
    // Superseded by frame-ancestors where a browser knows it; where one does not, it would
    // refuse every other site.
    xFrameOptions: false,
  })
  return async (c, next) => {
    if (c.req.path === embedLoaderPath) return loader(c, next)
    if (!isEmbedPage(c.req.path)) return site(c, next)
    const allowed = await embedOrigins()
    ancestors.set(c, allowed.length > 0 ? allowed.join(' ') : '*')
    return embed(c, next)
  }
}
