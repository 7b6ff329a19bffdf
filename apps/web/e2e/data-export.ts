import fs from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { uniqueName } from './admin-helpers.ts'
import { expect, signUpByApi, uniqueEmail } from './fixtures.ts'

// Downloading a person's data (#48 item 2, decision 051), as a new customer of the test's own.
// The journey (data-export.spec.ts) and the pictures (…-screenshots.spec.ts) run it.

/** A new customer, signed in on `page`, on their dashboard at the "Download your data" card. */
export async function customerAtDataExport(page: Page) {
  const name = uniqueName('Dora Download')
  const email = uniqueEmail('exporting')
  await signUpByApi(page.request, { name, email })
  await page.goto('/dashboard')
  const card = page.getByRole('region', { name: 'Download your data' })
  await expect(card.getByRole('button', { name: 'Prepare my download' })).toBeVisible()
  return { name, email, card }
}

/**
 * Asks for an export in `card` and waits for it to be ready (the server's worker is kicked by the
 * request; the card asks again every few seconds): answers its download link.
 */
export async function prepareUntilReady(
  card: Locator,
  { prepare, download }: { prepare: string; download: string },
) {
  await card.getByRole('button', { name: prepare }).click()
  const link = card.getByRole('link', { name: download })
  await expect(link).toBeVisible({ timeout: 30_000 })
  return link
}

/** Clicks `link` and answers the download it starts. */
export async function downloadFrom(page: Page, link: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return download
}

/** The files of a downloaded zip archive, by name, as text. */
export async function zipEntries(download: Download): Promise<Map<string, string>> {
  const bytes = await fs.readFile((await download.path()) ?? '')
  const decoder = new TextDecoder()
  return new Map(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [
      name,
      decoder.decode(data),
    ]),
  )
}
