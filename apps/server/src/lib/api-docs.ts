import { html, raw } from 'hono/html'
import { escapeHtml } from './escape-html.ts'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

type Operation = { summary?: string } | undefined

interface OpenApiDocument {
  info: { title: string; description?: string }
  paths?: Record<string, Partial<Record<(typeof methods)[number], Operation>>>
}

/**
 * A readable page of every operation in the generated OpenAPI document. Rendered here rather than
 * by a hosted viewer: the server must not depend on a CDN, and the page runs under our CSP.
 */
export function renderApiDocs(doc: OpenApiDocument) {
  const rows = Object.entries(doc.paths ?? {}).flatMap(([route, item]) =>
    methods.flatMap((m) => {
      const op = item[m]
      return op ? [{ method: m.toUpperCase(), route, summary: op.summary ?? '' }] : []
    }),
  )
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${doc.info.title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1b1e; }
      table { border-collapse: collapse; width: 100%; }
      th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #dee2e6; vertical-align: top; }
      code { font-size: .95em; }
      .m { font-weight: 600; color: #0b5394; }
    </style>
  </head>
  <body>
    <main>
      <h1>${doc.info.title}</h1>
      <p>${doc.info.description ?? ''}</p>
      <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Accounts live under <code>/api/auth/*</code>.</p>
      <table>
        <thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead>
        <tbody>
          ${raw(rows.map((r) => `<tr><td class="m">${r.method}</td><td><code>${escapeHtml(r.route)}</code></td><td>${escapeHtml(r.summary)}</td></tr>`).join(''))}
        </tbody>
      </table>
    </main>
  </body>
</html>`
}
