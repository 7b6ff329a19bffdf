import type { FrameLocator, Locator, Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { chooseSlot, freeSlot, serviceNamed } from './booking-states.ts'
import {
  appOrigin,
  blockingThirdPartyCookies,
  expectNoThirdPartyCookies,
  scriptTag,
  startHostSite,
} from './embed-host.ts'
import { expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

// The booking pages on a business's own site (issue #46 item 4, decision 042): a host page on
// another origin pastes the loader's tag, in a browser that blocks third-party cookies.
test.use({ ...blockingThirdPartyCookies, timezoneId: 'Europe/London' })

let host: Awaited<ReturnType<typeof startHostSite>>
test.beforeAll(async () => {
  host = await startHostSite()
})
test.afterAll(async () => {
  await host.close()
})

/** The frame's height on the host page, and how tall the page inside it is. */
async function heights(page: Page, iframe: Locator) {
  const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height)
  const frame = await (await iframe.elementHandle())?.contentFrame()
  const inner = await frame?.evaluate(() => document.documentElement.scrollHeight)
  return { outer, inner: inner ?? -1, page }
}

/**
 * Waits until the frame is as tall as what it shows (so it never scrolls), and returns that. The
 * frame is brought into view first, as a visitor scrolls to it: Chromium holds back the rendering
 * (and so the resize observer) of a cross-origin frame out of view.
 */
async function fitsItsContent(page: Page, iframe: Locator) {
  await iframe.scrollIntoViewIfNeeded()
  await expect
    .poll(async () => {
      const { outer, inner } = await heights(page, iframe)
      return Math.abs(outer - inner) <= 1
    })
    .toBe(true)
  return (await heights(page, iframe)).outer
}

const pixel = (locator: Locator, property: string) =>
  locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property)

test.describe('the booking pages embedded on another site', () => {
  test('show where the tag is, sized to each step, in the host’s colour and dark scheme, without cookies', async ({
    page,
  }) => {
    const authRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) authRequests.push(request.url())
    })
    await host.open(page, scriptTag({ accent: '#0b7285', scheme: 'dark' }))

    // Right after the tag, with a name, lazy, full width, no border.
    const iframe = page.locator('script[src$="/embed.js"] + iframe')
    await expect(iframe).toHaveAttribute('title', 'Book a time')
    await expect(iframe).toHaveAttribute('loading', 'lazy')
    expect(await pixel(iframe, 'border-top-width')).toBe('0px')
    expect(await iframe.evaluate((el) => el.getBoundingClientRect().width)).toBe(
      await page.locator('main').evaluate((el) => el.clientWidth - 32),
    )
    const frame = page.frameLocator('iframe[title="Book a time"]')
    await expect(frame.getByRole('heading', { level: 2, name: 'Choose a service' })).toBeVisible()
    await expect(frame.getByRole('button', { name: 'Choose Bike fitting' })).toBeVisible()

    expect(await expectNoThirdPartyCookies(page)).toEqual({ cookie: '', storage: 'blocked' })

    const serviceStep = await fitsItsContent(page, iframe)
    // The host's colour on the filled buttons, the dark scheme on the page.
    const choose = frame.getByRole('button', { name: 'Choose Bike fitting' })
    expect(await pixel(choose, 'background-color')).toBe('rgb(11, 114, 133)')
    expect(await pixel(frame.locator('body'), 'background-color')).toBe('rgb(36, 36, 36)')
    expect(await frame.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark')

    await choose.click()
    await expect(
      frame.getByRole('heading', { level: 2, name: 'Choose a day and time' }),
    ).toBeVisible()
    await expect(frame.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
    const timeStep = await fitsItsContent(page, iframe)
    expect(timeStep).not.toBe(serviceStep)

    // The text after the tag moves with the frame: the host's page flows around it.
    const after = await page.locator('#after-embed').boundingBox()
    const box = await iframe.boundingBox()
    expect(Math.round(after?.y ?? 0)).toBeGreaterThanOrEqual(Math.round((box?.y ?? 0) + timeStep))
    expect(authRequests).toEqual([])
  })

  test('open a page of the site in a new tab, for someone who wants to sign in', async ({
    page,
  }) => {
    const service = await serviceNamed(page.request, 'Bike fitting')
    const slot = await freeSlot(page.request, service, { daysAhead: 12 })
    await host.open(page, scriptTag({ service: service.id }))
    const frame = page.frameLocator('iframe[title="Book a time"]')

    // Started at the service the tag names.
    await expect(
      frame.getByRole('heading', { level: 2, name: 'Choose a day and time' }),
    ).toBeVisible()
    await chooseSlot(frame, slot)

    const link = frame.getByRole('link', { name: 'Open in a new tab' })
    await expect(link).toHaveAttribute('target', '_blank')
    const onSite = new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href))
    expect(onSite.origin).toBe(appOrigin)
    expect(onSite.pathname).toBe('/book')
    expect(onSite.searchParams.get('service')).toBe(service.id)
    expect(onSite.searchParams.get('start')).toBe(slot.start)

    const opened = page.waitForEvent('popup')
    await frame.getByRole('button', { name: 'Sign in and continue' }).click()
    const tab = await opened
    const signIn = new URL(tab.url())
    expect(signIn.origin).toBe(appOrigin)
    expect(signIn.pathname).toBe('/signin')
    expect(signIn.searchParams.get('next')).toMatch(/^\/book\?service=.+&step=confirm$/)
    await expect(tab.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    // The frame stays where it was.
    await expect(frame.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
  })

  test('take a guest booking in the frame, and tell the host page its reference', async ({
    page,
  }) => {
    const service = await serviceNamed(page.request, 'Bike fitting')
    const slot = await freeSlot(page.request, service, { daysAhead: 15 })
    const email = uniqueEmail('embed-guest')
    await host.open(page, scriptTag({ service: service.id, accent: '#0b7285' }))
    const frame = page.frameLocator('iframe[title="Book a time"]')
    await chooseSlot(frame, slot)

    const details = frame.getByRole('form', { name: 'Your details' })
    await details.getByLabel('Your name').fill('Gina Guest')
    await details.getByLabel('E-mail address').fill(email)
    await details.getByRole('button', { name: 'Continue', exact: true }).click()
    await frame.getByRole('button', { name: 'Send me the code' }).click()
    await expect(frame.getByText(`We sent a six-digit code to ${email}`)).toBeVisible()

    const mail = await waitForMail(page.request, email, /is your code to book/)
    const code = mail.subject.match(/^(\d{6}) /)?.[1] ?? ''
    const confirm = frame.getByRole('form', { name: 'Confirm with the code' })
    await confirm.getByLabel('Code from the e-mail').fill(code)
    await confirm.getByRole('button', { name: 'Confirm booking' }).click()

    // The frame shows the reference, and the host page heard it, on the window and the document.
    await expect(frame.getByRole('heading', { level: 2, name: 'You are booked' })).toBeVisible()
    const reference = (await frame.locator('code').textContent()) ?? ''
    expect(reference).toMatch(/^RSV-[2-9A-HJKMNP-Z]{6}$/)
    await expect
      .poll(() => page.evaluate(() => (window as { booked?: unknown[] }).booked))
      .toEqual([
        { on: 'document', reference },
        { on: 'window', reference },
      ])
    await fitsItsContent(page, page.locator('iframe[title="Book a time"]'))

    // The guest's own page of the booking (its manage link) opens in a new tab, on the site.
    const opened = page.waitForEvent('popup')
    await frame.getByRole('link', { name: 'See your booking in a new tab' }).click()
    const tab = await opened
    expect(tab.url()).toMatch(new RegExp(`^${appOrigin}/manage#`))
    await expect(tab.getByText(reference).first()).toBeVisible()
  })

  test('size each of several embeds on one page to its own content', async ({ page }) => {
    const service = await serviceNamed(page.request, 'Bike fitting')
    await host.open(
      page,
      `${scriptTag({ title: 'Book any service' })}<p>And our fitting:</p>${scriptTag({
        service: service.id,
        title: 'Book a bike fitting',
      })}`,
    )
    const all = page.locator('iframe[title="Book any service"]')
    const one = page.locator('iframe[title="Book a bike fitting"]')
    await expect(
      page
        .frameLocator('iframe[title="Book any service"]')
        .getByRole('heading', { name: 'Choose a service' }),
    ).toBeVisible()
    await expect(
      page
        .frameLocator('iframe[title="Book a bike fitting"]')
        .getByRole('heading', { name: 'Choose a day and time' }),
    ).toBeVisible()
    const [first, second] = [await fitsItsContent(page, all), await fitsItsContent(page, one)]
    expect(first).not.toBe(second)
  })

  test('tell the host page of a booking only from its own frame, as a reserva:booked event', async ({
    page,
  }) => {
    await host.open(page, scriptTag())
    const embed = await embedFrame(page)
    const heard = () => page.evaluate(() => (window as { booked?: unknown[] }).booked)
    // What the embedded flow posts when a booking is made (app/embed/host-messages.ts).
    await embed.evaluate(() =>
      window.parent.postMessage({ type: 'reserva:booked', reference: 'RSV-7K3F9Q' }, '*'),
    )
    await expect.poll(heard).toEqual([
      { on: 'document', reference: 'RSV-7K3F9Q' },
      { on: 'window', reference: 'RSV-7K3F9Q' },
    ])
    // The same from the host page itself, or with something else in it: nothing. A good one
    // after them shows they were read.
    await page.evaluate(() => {
      window.postMessage({ type: 'reserva:booked', reference: 'RSV-222222' }, '*')
      window.postMessage({ type: 'reserva:resize', height: 5 }, '*')
    })
    await embed.evaluate(() => {
      window.parent.postMessage({ type: 'reserva:booked', reference: '<img src=x>' }, '*')
      window.parent.postMessage({ type: 'reserva:resize', height: 'alert(1)' }, '*')
      window.parent.postMessage('reserva:booked', '*')
      window.parent.postMessage({ type: 'reserva:booked', reference: 'RSV-333333' }, '*')
    })
    await expect.poll(async () => (await heard())?.length).toBe(4)
    expect(await heard()).toEqual([
      { on: 'document', reference: 'RSV-7K3F9Q' },
      { on: 'window', reference: 'RSV-7K3F9Q' },
      { on: 'document', reference: 'RSV-333333' },
      { on: 'window', reference: 'RSV-333333' },
    ])
    expect(await page.locator('iframe').evaluate((el) => el.style.height)).not.toBe('5px')
  })
})

/** The embed's frame on the host page, once it has its address. */
async function embedFrame(page: Page) {
  const find = () => page.frames().find((f) => f.url().startsWith(`${appOrigin}/embed/`))
  await expect.poll(() => find() !== undefined).toBe(true)
  const frame = find()
  if (!frame) throw new Error('no embed frame on the page')
  return frame
}

/** Presses Tab until `target` has the focus, `most` presses at the most. */
async function tabTo(page: Page, target: Locator, most: number) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement && document.hasFocus())) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('the embedded booking pages by keyboard and under axe', () => {
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`have no serious or critical violation at ${width}px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        const accent = encodeURIComponent('#0b7285')
        await page.goto(`${appOrigin}/embed/book?accent=${accent}&scheme=${scheme}`)
        await expect(page.getByRole('button', { name: 'Choose Bike fitting' })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('button', { name: 'Choose Bike fitting' }).click()
        await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
        expect(await seriousViolations(page)).toEqual([])
        // The guest's details, where the accent colours the form's button.
        const service = await serviceNamed(page.request, 'Bike fitting')
        await chooseSlot(page, await freeSlot(page.request, service, { daysAhead: 8 }))
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  }

  test('can be used from the host page with the keyboard alone', async ({ page }) => {
    await host.open(page, scriptTag())
    const frame: FrameLocator = page.frameLocator('iframe[title="Book a time"]')
    const choose = frame.getByRole('button', { name: 'Choose Bike fitting' })
    await expect(choose).toBeVisible()
    // From the host page's own content, Tab goes into the frame, to its link first.
    await page.locator('h1').click()
    await tabTo(page, frame.getByRole('link', { name: 'Open in a new tab' }), 3)
    await tabTo(page, choose, 20)
    await page.keyboard.press('Enter')
    const heading = frame.getByRole('heading', { level: 2, name: 'Choose a day and time' })
    await expect(heading).toBeFocused()
    await expect(frame.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
    await tabTo(page, frame.getByRole('button', { name: 'Change service' }), 5)
    await page.keyboard.press('Enter')
    await expect(frame.getByRole('heading', { level: 2, name: 'Choose a service' })).toBeFocused()
  })
})
