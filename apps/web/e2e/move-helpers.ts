import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Opens a booking's "Change time" dialog on a month with at least `freeDays` free days: the next
 * one (or the one after) when the month shown has fewer left. Answers the dialog, its times and
 * its free days.
 */
export async function openMoveDialog(
  page: Page,
  reference: string,
  { freeDays: wanted }: { freeDays: number },
) {
  await page.getByRole('button', { name: `Change time of booking ${reference}` }).click()
  const dialog = page.getByRole('dialog', { name: /^Choose a new time/ })
  const times = dialog.getByRole('button', { name: /\(Europe\/London\)$/ })
  await expect(times.first()).toBeAttached()
  const grid = dialog.getByRole('grid')
  const freeDays = grid.getByRole('button', { name: /, \d+ free/ })
  for (let turns = 0; (await freeDays.count()) < wanted && turns < 2; turns++) {
    await dialog.getByRole('button', { name: /^Next month/ }).click()
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  }
  return { dialog, times, freeDays }
}
