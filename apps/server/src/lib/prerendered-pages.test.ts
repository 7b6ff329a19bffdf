import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type PageData, pageDataElementId } from '@reserva/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncDemoAccounts } from '../modules/auth/demo-accounts.ts'
import { listPublicServices } from '../modules/catalogue/catalogue.service.ts'
import { updateSettingsRow } from '../modules/settings/settings.repository.ts'
import { getPublicSettings } from '../modules/settings/settings.service.ts'
import { createTestApp, readJson, type TestApp } from '../testing/create-test-app.ts'
import { pageRendererFile } from './prerendered-pages.ts'

// The real web build: index.html and the server's copy of the page renderer (npm test builds
// them first; alone, this file builds them when they are missing).
const webDist = path.resolve(import.meta.dirname, '../../../web/dist')

const dataIn = (html: string): PageData | undefined => {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${pageDataElementId}">([^<]*)</script>`),
  )?.[1]
  return json === undefined ? undefined : JSON.parse(json)
}

describe('the first pages, rendered on the server', () => {
  let t: TestApp
  let data: PageData

  beforeAll(async () => {
    if (!fs.existsSync(pageRendererFile(webDist)) || !fs.existsSync(`${webDist}/index.html`)) {
      execFileSync('npm', ['run', 'build', '--workspace', '@reserva/web', '--silent'], {
        cwd: path.resolve(webDist, '../../..'),
        stdio: 'inherit',
      })
    }
    t = await createTestApp({ webDist })
    data = {
      settings: await getPublicSettings(t.db),
      services: await listPublicServices(t.db),
      authOptions: await readJson(await t.request('/api/v1/auth/options')),
    }
  }, 180_000)
  afterAll(() => t.close())

  it('sends /, /book and /signin with their screen, the settings and services, and the page’s title', async () => {
    const { settings, services } = data
    expect(services.length).toBeGreaterThan(1)
    for (const [page, text, title] of [
      ['/', settings.tagline, settings.name],
      ['/book', 'Choose a service, then a day and a time', `Book a time · ${settings.name}`],
      ['/signin', 'Sign in to book a time', `Sign in · ${settings.name}`],
    ] as const) {
      const res = await t.request(page)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const html = await res.text()
      // Inert until the app hydrates it: a form sent before then would put a password in the URL.
      expect(html).toMatch(/data-prerendered-screen="" inert=""/)
      // Hydratable: the app's Suspense boundary around the screen is marked, as React marks it.
      expect(html).toMatch(/<!--\$--><div data-prerendered-screen=""/)
      expect(html).toContain(text)
      expect(html).toContain(`<title>${title.replace('&', '&#38;')}</title>`)
      expect(dataIn(html)).toEqual(data)
      // The lists are there from the start: nothing waits for them, or moves when they come.
      if (page !== '/signin') {
        for (const service of services) expect(html).toContain(service.name.replace('&', '&amp;'))
      }
    }
  })

  it('shows the demo accounts on /signin to this machine only, in a page that no cache keeps', async () => {
    await syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: true })
    try {
      // The test app sits behind a trusted proxy: the browser's address is the forwarded one.
      const local = await t.request('/signin', { headers: { 'x-forwarded-for': '127.0.0.1' } })
      expect(local.status).toBe(200)
      expect(local.headers.get('cache-control')).toBe('no-store')
      expect(local.headers.get('etag')).toBeNull()
      const localHtml = await local.text()
      const options = await readJson(
        await t.request('/api/v1/auth/options', { headers: { 'x-forwarded-for': '127.0.0.1' } }),
      )
      expect(options.demoAccounts.length).toBe(3)
      expect(dataIn(localHtml)?.authOptions).toEqual(options)
      // On the page itself from the first paint: nothing moves when they come.
      expect(localHtml).toContain('customer@demo.reserva.test')
      expect(localHtml).toContain('Demo-Customer-2026')

      for (let round = 0; round < 2; round++) {
        const remote = await t.request('/signin', {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
        expect(remote.headers.get('cache-control')).toBe('no-cache')
        const remoteHtml = await remote.text()
        expect(dataIn(remoteHtml)?.authOptions.demoAccounts).toEqual([])
        expect(remoteHtml).not.toContain('demo.reserva.test')
        expect(remoteHtml).not.toContain('Demo-Customer-2026')
        // And this machine still gets its own page after someone else's.
        const again = await t.request('/signin', { headers: { 'x-forwarded-for': '127.0.0.1' } })
        expect(await again.text()).toBe(localHtml)
      }
    } finally {
      await syncDemoAccounts({ auth: t.auth, db: t.db, demo: false, seededDemo: false })
    }
  })

  it('links the screen chunk’s stylesheets, which the app would add only with its code', async () => {
    const manifest = JSON.parse(fs.readFileSync(`${webDist}/.vite/manifest.json`, 'utf8'))
    const book: { file: string; css?: string[] } = manifest['src/app/routes/book.tsx']
    expect(book.css?.length).toBeGreaterThan(0)
    const html = await (await t.request('/book')).text()
    for (const css of book.css ?? []) {
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${css}">`)
    }
    // Its code is left to the entry: preloaded, it would hold back the first paint.
    expect(html).not.toContain(book.file)
    // Nothing twice: index.html's own links stay as they were.
    const links = [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(links).size).toBe(links.length)
  })

  it('keeps the shell alone for other paths and for any query string', async () => {
    for (const page of [
      '/about',
      '/signin?mode=forgot',
      '/book?service=x',
      '/?a=1',
      '/dashboard',
    ]) {
      const html = await (await t.request(page)).text()
      expect(html).toContain('<div id="root">')
      expect(html).not.toContain('data-prerendered-screen')
      expect(dataIn(html)).toBeUndefined()
    }
  })

  it('escapes what an admin wrote, and adds no script that runs', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    await t.db.transaction((tx) =>
      updateSettingsRow(tx, { name: `Tom & <b>Jerry</b> "x"`, tagline: hostile }),
    )
    const html = await (await t.request('/')).text()
    expect(html).not.toContain('<b>Jerry</b>')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt; &quot;x&quot;')
    expect(html).toContain('<title>Tom &#38; &#60;b&#62;Jerry&#60;/b&#62; &#34;x&#34;</title>')
    expect(dataIn(html)?.settings).toMatchObject({
      name: 'Tom & <b>Jerry</b> "x"',
      tagline: hostile,
    })
    // The one inline script that runs is index.html's colour-scheme one, which the CSP allows by
    // its hash (app.test.ts); the settings' element is data.
    const inline = [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)]
    const running = inline.filter(
      ([tag]) => !tag.includes('type="application/json"') && !/src=/.test(tag),
    )
    expect(running).toHaveLength(1)
    const hash = createHash('sha256')
      .update(running[0]?.[1] ?? '')
      .digest('base64')
    expect((await t.request('/')).headers.get('content-security-policy')).toContain(
      `'sha256-${hash}'`,
    )
  })

  it('answers 304 to its ETag, and sends the page anew once the settings change', async () => {
    const first = await t.request('/book')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await t.request('/book', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    await t.db.transaction((tx) => updateSettingsRow(tx, { name: 'Wheel Works' }))
    const changed = await t.request('/book', { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(await changed.text()).toContain('<title>Book a time · Wheel Works</title>')
  })

  it('compresses the page for a browser that takes Brotli', async () => {
    const res = await t.request('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i)
  })
})
