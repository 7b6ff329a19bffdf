import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp } from '../testing/create-test-app.ts'

const directive = (res: Response, name: string) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

const setEmbedOrigins = async (t: TestApp, cookie: string, embedOrigins: string[]) =>
  t.request('/api/v1/admin/settings', send('PATCH', { embedOrigins }, cookie))

describe('framing the booking pages on another site', () => {
  let t: TestApp
  let webDist: string

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-web-'))
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Reserva</title>')
    fs.writeFileSync(path.join(webDist, 'embed.html'), '<!doctype html><title>Embedded</title>')
    fs.writeFileSync(path.join(webDist, 'embed.js'), '(() => {})()')
    t = await createTestApp({ webDist })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(webDist, { recursive: true, force: true })
  })

  it('lets any site frame the embed pages by default, and no site frame any other page', async () => {
    for (const page of ['/embed/book', '/embed/book?service=x&accent=%230b7285']) {
      const res = await t.request(page)
      expect(res.status, page).toBe(200)
      expect(await res.text()).toContain('Embedded')
      expect(directive(res, 'frame-ancestors')).toBe('frame-ancestors *')
      expect(res.headers.get('x-frame-options')).toBeNull()
    }
    for (const page of ['/', '/book', '/signin', '/embed.html', '/embedded', '/api/health']) {
      const res = await t.request(page)
      expect(directive(res, 'frame-ancestors'), page).toBe("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), page).toBe('SAMEORIGIN')
    }
  })

  it('keeps the rest of the policy on the embed pages, with their own inline script', async () => {
    const embed = await t.request('/embed/book')
    const site = await t.request('/book')
    for (const name of ['default-src', 'connect-src', 'object-src', 'base-uri', 'form-action']) {
      expect(directive(embed, name), name).toBe(directive(site, name))
    }
    const html = fs.readFileSync(new URL('../../../web/embed.html', import.meta.url), 'utf8')
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline).toHaveLength(1)
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')
    expect(directive(embed, 'script-src')).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(embed.headers.get('permissions-policy')).toBe(site.headers.get('permissions-policy'))
  })

  it('lets any site load the loader script, which no other file of the site allows', async () => {
    const loader = await t.request('/embed.js')
    expect(loader.status).toBe(200)
    expect(loader.headers.get('content-type')).toMatch(/javascript/)
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const page = await t.request('/')
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('lets only the sites an admin lists frame the embed pages, and refuses a value that is no origin', async () => {
    const admin = await signUpAs(t, 'admin')
    const saved = await setEmbedOrigins(t, admin.cookie, [
      'https://shop.example.com',
      'HTTPS://*.Example.org',
      'http://localhost:8080',
    ])
    expect(saved.status).toBe(200)
    expect((await readJson(saved)).embedOrigins).toEqual([
      'https://shop.example.com',
      'https://*.example.org',
      'http://localhost:8080',
    ])
    const res = await t.request('/embed/book')
    expect(directive(res, 'frame-ancestors')).toBe(
      'frame-ancestors https://shop.example.com https://*.example.org http://localhost:8080',
    )
    for (const bad of [
      ['https://shop.example.com/path'],
      ["https://a.example; script-src 'unsafe-inline'"],
      ['https://a.example https://b.example'],
      ['*'],
      ['javascript:alert(1)'],
      Array.from({ length: 21 }, (_, i) => `https://s${i}.example`),
    ]) {
      const refused = await setEmbedOrigins(t, admin.cookie, bad)
      expect(refused.status, bad.join(' ')).toBe(400)
      expect((await readJson(refused)).error.code).toBe('validation_failed')
    }
    expect(directive(await t.request('/embed/book'), 'frame-ancestors')).toContain('shop.example')
    await setEmbedOrigins(t, admin.cookie, [])
    expect(directive(await t.request('/embed/book'), 'frame-ancestors')).toBe('frame-ancestors *')
  })
})
