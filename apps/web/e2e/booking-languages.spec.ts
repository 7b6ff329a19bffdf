import type { Page } from '@playwright/test'
import type { Slot } from '@reserva/shared'
import { seriousViolations } from './axe.ts'
import { BUSINESS_ZONE, clock, freeSlot, serviceNamed } from './booking-states.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

// Issue #46 item 3: a visitor chooses German or Arabic with the header's switch and books as a
// guest in it, from the service to the booking its mail's code makes; every step's words and its
// dates are the language's, Arabic right to left. The embedded pages take theirs from `?lang`.

test.use({ timezoneId: 'Europe/London' })

/** What the journey reads and types in each language (the catalogue's words, as a person sees them). */
const words = {
  de: {
    title: 'Termin buchen',
    chooseService: 'Leistung wählen',
    progress: 'Fortschritt der Buchung',
    choose: (service: string) => `Auswählen: ${service}`,
    chooseTime: 'Tag und Uhrzeit wählen',
    zoneNote: 'Alle Zeiten: Ortszeit London (Europe/London).',
    nextMonth: /^Nächster Monat, /,
    slot: (day: string, slot: Slot) =>
      `${day}, ${clock(slot.start)} bis ${clock(slot.end)} (${BUSINESS_ZONE})`,
    details: 'Ihre Angaben',
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    notes: 'Notizen für uns',
    continue: 'Weiter',
    check: 'Prüfen und bestätigen',
    sendCode: 'Code zusenden',
    checkMail: 'Sehen Sie in Ihr E-Mail-Postfach',
    held: /Diese Zeit ist für Sie reserviert: noch \d+:\d\d\./,
    code: 'Code aus der E-Mail',
    booked: 'Sie haben gebucht',
    headline: 'Ihr Termin ist gebucht',
  },
  ar: {
    title: 'احجز موعدًا',
    chooseService: 'اختر خدمة',
    progress: 'مراحل الحجز',
    choose: (service: string) => `اختيار ${service}`,
    chooseTime: 'اختر اليوم والوقت',
    zoneNote: 'الأوقات حسب توقيت London (Europe/London).',
    nextMonth: /^الشهر التالي، /,
    slot: (day: string, slot: Slot) =>
      `${day}، من ${clock(slot.start)} إلى ${clock(slot.end)} (${BUSINESS_ZONE})`,
    details: 'بياناتك',
    name: 'اسمك',
    email: 'البريد الإلكتروني',
    notes: 'ملاحظات لنا',
    continue: 'متابعة',
    check: 'راجع الحجز وأكّده',
    sendCode: 'أرسل لي الرمز',
    checkMail: 'تحقّق من بريدك الإلكتروني',
    held: /هذا الوقت محجوز لك: يتبقّى \d+:\d\d\./,
    code: 'الرمز الوارد في الرسالة',
    booked: 'تمّ حجزك',
    headline: 'تمّ حجزك',
  },
} as const

type Language = keyof typeof words

/** The slot's day as the language writes it, by this browser's own Intl (as the app does). */
const dayIn = (page: Page, language: Language, instant: string) =>
  page.evaluate(
    ([lang, at, zone]) =>
      new Intl.DateTimeFormat(lang, {
        timeZone: zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(at)),
    [language, instant, BUSINESS_ZONE] as const,
  )

/** A catalogue key shown as itself ("bookingFlow.titleTime"): a word missing from the language. */
const catalogueKey = /\b[a-z]+[A-Z]\w*\.[a-z]\w+/

/** Nothing on the page is a key standing in for a missing word. */
async function expectNoKeys(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(catalogueKey)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The six digits of the guest's code, in whatever words the mail wraps them. */
const codeIn = (text: string) => text.match(/(?<![\w-])(\d{6})(?![\w-])/)?.[1] ?? ''

const journeys = [
  { language: 'de', daysAhead: 30, direction: 'ltr' },
  { language: 'ar', daysAhead: 34, direction: 'rtl' },
] as const

for (const { language, daysAhead, direction } of journeys) {
  test(`a visitor switches to ${language} and books as a guest in it`, async ({ page }) => {
    const say = words[language]
    const service = await serviceNamed(page.request, 'Bike fitting')
    const slot = await freeSlot(page.request, service, { daysAhead })
    const email = uniqueEmail(`guest-${language}`)

    await page.goto('/book')
    await appTakesOver(page)
    await page
      .getByRole('combobox', { name: 'English, change the language' })
      .selectOption(language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)

    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: say.chooseService })).toBeVisible()
    await expect(page.getByRole('navigation', { name: say.progress })).toBeVisible()
    await page.getByRole('button', { name: say.choose(service.name), exact: true }).click()

    await expect(page.getByRole('heading', { level: 2, name: say.chooseTime })).toBeVisible()
    await expect(main.getByText(say.zoneNote)).toBeVisible()
    await expectNoKeys(page)
    const day = await dayIn(page, language, slot.start)
    const grid = page.getByRole('grid')
    const dayButton = grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(day)}`) })
    for (let turns = 0; ; turns++) {
      await expect(grid).not.toHaveAttribute('aria-busy', 'true')
      if ((await dayButton.count()) > 0 || turns === 3) break
      await page.getByRole('button', { name: say.nextMonth }).click()
    }
    await dayButton.click()
    await page.getByRole('button', { name: say.slot(day, slot), exact: true }).click()

    await expect(page.getByRole('heading', { level: 2, name: say.details })).toBeVisible()
    // The chosen time, with its date in the language's words.
    await expect(main.getByText(day, { exact: true })).toBeVisible()
    await page.getByLabel(say.name).fill('Gita Guest')
    await page.getByLabel(say.email).fill(email)
    await page.getByLabel(say.notes).fill('First fitting.')
    await expectNoKeys(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: say.continue, exact: true }).click()

    await expect(page.getByRole('heading', { level: 2, name: say.check })).toBeVisible()
    await expect(main.getByText(email)).toBeVisible()
    await expect(main.getByText(day, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: say.sendCode }).click()

    await expect(page.getByRole('status').filter({ hasText: say.checkMail })).toContainText(email)
    await expect(page.getByText(say.held)).toBeVisible()
    await expectNoKeys(page)
    expect(await seriousViolations(page)).toEqual([])
    const mail = await waitForMail(page.request, email, /./)
    await page.getByLabel(say.code).fill(codeIn(mail.text))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/manage#/)
    await expect(page.getByRole('status').filter({ hasText: say.booked })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: say.headline })).toBeVisible()
    await expect(main).toContainText(day)
    await expect(main).toContainText(`${clock(slot.start)} – ${clock(slot.end)}`)
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await expectNoKeys(page)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe('the embedded booking pages', () => {
  test('speak the language the host page asks for', async ({ page }) => {
    await page.goto('/embed/book?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(
      page.getByRole('heading', { level: 2, name: words.ar.chooseService }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'افتح في علامة تبويب جديدة' })).toBeVisible()
  })

  test.describe('without one', () => {
    test.use({ locale: 'de-AT' })

    test('speak the visitor’s browser language', async ({ page }) => {
      await page.goto('/embed/book')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(
        page.getByRole('heading', { level: 2, name: words.de.chooseService }),
      ).toBeVisible()
    })
  })
})
