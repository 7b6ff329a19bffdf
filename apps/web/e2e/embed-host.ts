import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'

/** Reserva's own address in the browser tests (playwright.config.ts). */
export const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/**
 * The full Chromium with third-party cookies blocked, the way a visitor who blocks them browses:
 * Chromium's switch for the third-party-cookie phase-out. The headless shell the other browser
 * tests run in ignores it and sends a framed site's cookies; with it in the full browser, a frame
 * of another site gets no cookies and no storage (`localStorage` throws). Each test checks that
 * this holds before anything else (`expectNoThirdPartyCookies`).
 */
export const blockingThirdPartyCookies = {
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
  },
}

/** The loader's tag as a business pastes it, with `data-*` options. */
export const scriptTag = (data: Record<string, string> = {}) =>
  `<script src="${appOrigin}/embed.js"${Object.entries(data)
    .map(([key, value]) => ` data-${key}="${value}"`)
    .join('')} async></script>`

/**
 * A business's own site on another origin (`localhost` against the app's `127.0.0.1`, so another
 * site as well): serves `body` in a page that records every `reserva:booked` event it hears, on
 * the window and on the document, in `window.booked`. Stop it with `close()`.
 */
export async function startHostSite() {
  let body = ''
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour Bikes</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif">
<header style="padding:16px 24px;background:#0b7285;color:#fff"><strong>Harbour Bikes</strong></header>
<main style="max-width:960px;margin:0 auto;padding:16px"><h1>Book a service</h1>
${body}
<p id="after-embed">Questions? Call us on 020 7946 0958.</p></main>
<script>
  window.booked = []
  addEventListener('reserva:booked', (e) => booked.push({ on: 'window', ...e.detail }))
  document.addEventListener('reserva:booked', (e) => booked.push({ on: 'document', ...e.detail }))
</script>
</body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}/`,
    /** Opens the host page with `html` where a business puts the loader's tag. */
    open: async (page: Page, html: string) => {
      body = html
      await page.goto(`http://localhost:${port}/`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Checks the browser blocks third-party cookies and storage: a cookie that the app's own page sets
 * (SameSite=None, so that only the third-party rule can hold it back) is not there for the app in
 * the host's frame, and neither is localStorage.
 */
export async function expectNoThirdPartyCookies(page: Page) {
  const own = await page.context().newPage()
  await own.goto(`${appOrigin}/robots.txt`)
  const firstParty = await own.evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the plainest first-party cookie there is.
    document.cookie = 'probe=1; SameSite=None; Secure; Path=/'
    return document.cookie
  })
  expect(firstParty).toContain('probe=1')
  await own.close()
  const frame = page.frames().find((f) => f.url().startsWith(`${appOrigin}/embed/`))
  if (!frame) throw new Error('no embed frame on the page')
  return frame.evaluate(() => {
    let storage = 'available'
    try {
      window.localStorage.length
    } catch {
      storage = 'blocked'
    }
    return { cookie: document.cookie, storage }
  })
}
