import type { Page } from '@playwright/test'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'
import { startReceiver, webhooksJourney } from './webhooks-journey.ts'

// Pictures of the admin's Webhooks tab, light and dark, taken along the journey:
// npm run screenshots -- e2e/admin-webhooks-screenshots.spec.ts

startReceiver()

const pictured = (suffix: string) => (width: number) =>
  webhooksJourney(`${width}${suffix}`, (page: Page, name: string) =>
    screenshot(page, { name: `${name}${suffix}`, width, settleMs: 600 }),
  )

atScreenshotWidths('admin webhooks', pictured(''))
atScreenshotWidths('admin webhooks dark', pictured('-dark'), { colorScheme: 'dark' })
