import { test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the home and sign-in screens in German, Japanese and Arabic (right to left), light
// and dark, for a person to look at: npm run screenshots -- language-screenshots

const languages = ['de', 'ja', 'ar'] as const

const pictures = (suffix: string) => (width: number) => {
  for (const language of languages) {
    test(`home and sign-in in ${language}`, async ({ page }) => {
      // The language this browser remembers choosing (lib/i18n/languages.ts), before the app starts.
      await page.addInitScript(
        (chosen) => localStorage.setItem('reserva.language', chosen),
        language,
      )
      await page.goto('/')
      await page.locator(`html[lang="${language}"]`).waitFor()
      await screenshot(page, { name: `language-home-${language}${suffix}`, width, settleMs: 800 })
      await page.goto('/signin')
      await page.locator(`html[lang="${language}"]`).waitFor()
      await screenshot(page, { name: `language-signin-${language}${suffix}`, width, settleMs: 800 })
    })
  }
}
atScreenshotWidths('language screenshots', pictures(''))
atScreenshotWidths('language screenshots dark', pictures('-dark'), { colorScheme: 'dark' })
