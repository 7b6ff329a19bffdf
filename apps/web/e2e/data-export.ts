import { inflateRawSync } from 'node:zlib'
import type { Download, Locator, Page } from '@playwright/test'
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

/**
 * The files of a zip archive by name, read from its central directory (APPNOTE.TXT 4.3.12): each
 * stored (method 0) or deflated (8), as every zip writer does for small files.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip archive: no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory at ${at}`)
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localHeader = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    // The local header's own name and extra field may differ in length from the directory's.
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28)
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method}`)
    entries.set(name, method === 8 ? inflateRawSync(data) : data)
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
