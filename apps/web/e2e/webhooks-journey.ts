import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { seriousViolations } from './axe.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'

// The admin's Webhooks tab (#47 item 3) against the running server: an endpoint on this machine
// (the e2e server allows 127.0.0.1) gets a test event it can verify, one answered 500 and one
// answered 200, then the delivery log shows both and sends one again. The journey
// (admin-webhooks.spec.ts) and the pictures (admin-webhooks-screenshots.spec.ts) run it.

let receiver: http.Server
let port = 0
const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
/** A receiver on a free port of this machine for the spec: every other answer is a 500. */
export const startReceiver = () => {
  test.beforeAll(async () => {
    let count = 0
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
        const ok = ++count % 2 === 0
        response
          .writeHead(ok ? 200 : 500, { 'content-type': 'application/json' })
          .end(
            ok
              ? '{"received":true}'
              : '{"error":"database is down","retry":true}\n<b>not markup</b>',
          )
      })
    })
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
    port = (receiver.address() as AddressInfo).port
  })
  test.afterAll(() => new Promise((done) => receiver.close(done)))
}

/**
 * The journey as a test of the describe it is called in: `shot` takes a picture at each step
 * (or nothing), `name` tells the endpoints of several runs apart.
 */
export const webhooksJourney = (
  name: string,
  shot: (page: Page, picture: string) => Promise<void>,
) => {
  test('endpoints, a secret shown once, a test event verified, and the delivery log', async ({
    page,
  }) => {
    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin?tab=webhooks')
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible()

    await page.getByRole('button', { name: 'New webhook' }).click()
    const form = page.getByRole('dialog', { name: 'New webhook' })
    const url = `http://127.0.0.1:${port}/hooks/${name}`
    await form.getByRole('textbox', { name: /^Endpoint URL/ }).fill(url)
    await form.getByRole('textbox', { name: /^Description/ }).fill('Accounting system')
    await form.getByRole('checkbox', { name: 'Booking made' }).check()
    await form.getByRole('checkbox', { name: 'Booking cancelled' }).check()
    await shot(page, 'admin-webhooks-form')
    await form.getByRole('button', { name: 'Add webhook' }).click()

    const shown = page.getByRole('dialog', { name: 'Copy the signing secret now' })
    const secret = await shown
      .getByRole('textbox', { name: `Signing secret of ${url}` })
      .inputValue()
    expect(secret).toMatch(/^whsec_/)
    await shot(page, 'admin-webhooks-secret')
    await shown.getByRole('button', { name: 'Done' }).click()

    const before = received.length
    for (const _ of [1, 2]) {
      await page.getByRole('button', { name: `Send test event: ${url}` }).click()
      await expect.poll(() => received.length).toBeGreaterThan(before + _ - 1)
    }
    const last = received.at(-1)
    if (!last) throw new Error('nothing received')
    const verified = new Webhook(secret).verify(
      last.body,
      last.headers as Record<string, string>,
    ) as { type: string }
    expect(verified.type).toBe('webhook.test')
    await expect(page.getByRole('table', { name: 'Webhooks' })).toContainText(url)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'admin-webhooks')

    await page.getByRole('button', { name: `Deliveries to ${url}` }).click()
    const log = page.getByRole('dialog', { name: 'Delivery log' })
    await expect(log.getByRole('table', { name: 'Deliveries' })).toContainText('Delivered')
    await expect(log.getByRole('table', { name: 'Deliveries' })).toContainText('Waiting')
    await expect(log.getByText('<b>not markup</b>')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'admin-webhooks-log')
    await log.getByRole('button', { name: 'Send again: webhook.test' }).first().click()
    await expect.poll(() => received.length).toBeGreaterThan(before + 2)
  })
}
