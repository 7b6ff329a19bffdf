import type { APIRequestContext, FrameLocator, Page } from '@playwright/test'
import type { Booking, Service, Slot } from '@reserva/shared'
import { appTakesOver, expect, signUpByApi, uniqueEmail } from './fixtures.ts'

// Helpers and states of the booking screens for the journeys, axe and screenshots. Every test
// books times that exist when it runs (from 2 h ahead, for 60 days), each service and range of
// days its own, so that tests running side by side do not take each other's slots.

export const BUSINESS_ZONE = 'Europe/London'
export const STRONG = 'Velodrome-Sprint-2026'
const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` })

type Helpers = { page: Page; allowHttpError: (url: RegExp, status: number) => void }

export async function serviceNamed(request: APIRequestContext, name: string): Promise<Service> {
  const response = await request.get('/api/v1/services')
  expect(response.ok()).toBe(true)
  const { services } = (await response.json()) as { services: Service[] }
  const service = services.find((s) => s.name === name)
  if (!service) throw new Error(`no service named ${name}`)
  return service
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A free slot of `service` at least `daysAhead` days from now (the first one, or the
 * `skip`-th after it), asked of the server at run time.
 */
export async function freeSlot(
  request: APIRequestContext,
  service: Service,
  { daysAhead, skip = 0 }: { daysAhead: number; skip?: number },
): Promise<Slot> {
  const from = new Date(Date.now() + daysAhead * 86_400_000)
  const to = new Date(from.getTime() + 14 * 86_400_000)
  const response = await request.get(
    `/api/v1/services/${service.id}/slots?from=${isoDay(from)}&to=${isoDay(to)}`,
  )
  expect(response.ok(), await response.text()).toBe(true)
  const { slots } = (await response.json()) as { slots: Slot[] }
  const slot = slots[skip]
  if (!slot) throw new Error(`no free ${service.name} from ${isoDay(from)}`)
  return slot
}

function parts(date: Date, options: Intl.DateTimeFormatOptions) {
  const out: Record<string, string> = {}
  for (const part of new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_ZONE,
    ...options,
  }).formatToParts(date)) {
    out[part.type] = part.value
  }
  return out
}

/** "Monday 30 November 2026", the day of `instant` in the business's zone. */
export function dayName(instant: string): string {
  const p = parts(new Date(instant), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`
}

/** "10:30" in the business's zone. */
export function clock(instant: string): string {
  const p = parts(new Date(instant), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return `${p.hour}:${p.minute}`
}

/** A slot button's accessible name, e.g. "Monday 30 November 2026, 10:30 to 11:30 (Europe/London)". */
export const slotName = (slot: Slot) =>
  `${dayName(slot.start)}, ${clock(slot.start)} to ${clock(slot.end)} (${BUSINESS_ZONE})`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** On the time step: turns to the slot's month, chooses its day, then the slot. */
export async function chooseSlot(page: Page | FrameLocator, slot: Slot) {
  const grid = page.getByRole('grid')
  const day = grid.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(dayName(slot.start))}, \\d+ free`),
  })
  for (let turns = 0; ; turns++) {
    // The month's free times have arrived when the grid is no longer busy.
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')
    if ((await day.count()) > 0 || turns === 2) break
    await page.getByRole('button', { name: /^Next month/ }).click()
  }
  await day.click()
  await page.getByRole('button', { name: slotName(slot), exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
}

/** The address of the confirm step for a choice, as a visitor comes back to it after signing in. */
export const confirmStepPath = (service: Service, slot: Slot, seats = 1) =>
  `/book?${new URLSearchParams({ service: service.id, start: slot.start, seats: String(seats), step: 'confirm' })}`

/** A new customer, signed in in this page's browser. */
export async function newCustomer(page: Page, label: string) {
  const email = uniqueEmail(label)
  await signUpByApi(page.request, { name: 'Bea Booker', email, password: STRONG })
  return email
}

export async function bookByApi(
  request: APIRequestContext,
  { service, slot, notes = '' }: { service: Service; slot: Slot; notes?: string },
): Promise<Booking> {
  const response = await postBooking(request, { service, slot, notes })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { booking: Booking }).booking
}

const postBooking = (
  request: APIRequestContext,
  { service, slot, notes }: { service: Service; slot: Slot; notes: string },
) =>
  request.post('/api/v1/bookings', {
    data: { serviceId: service.id, start: slot.start, seats: 1, notes },
    headers: { ...origin(), 'idempotency-key': crypto.randomUUID() },
  })

/**
 * Books the first free time of `service` from `daysAhead` days on. Tests run side by side on the
 * demo's services: when another test took that time first (409), the next free one is booked.
 */
export async function bookFreeSlot(
  request: APIRequestContext,
  service: Service,
  { daysAhead, notes = '' }: { daysAhead: number; notes?: string },
): Promise<Booking> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await freeSlot(request, service, { daysAhead })
    const response = await postBooking(request, { service, slot, notes })
    const text = await response.text()
    if (response.status() === 409 && text.includes('"bookings.slot_taken"')) continue
    expect(response.status(), text).toBe(201)
    return (JSON.parse(text) as { booking: Booking }).booking
  }
  throw new Error(`five free ${service.name} times in a row were taken by other tests`)
}

/** A new customer, signed in in this page's browser, with one booking `daysAhead` days ahead. */
export async function customerWithBooking(
  page: Page,
  label: string,
  { serviceName, daysAhead, notes }: { serviceName: string; daysAhead: number; notes?: string },
): Promise<Booking> {
  await newCustomer(page, label)
  const service = await serviceNamed(page.request, serviceName)
  return bookFreeSlot(page.request, service, { daysAhead, notes })
}

export async function myBookings(request: APIRequestContext): Promise<Booking[]> {
  const response = await request.get('/api/v1/bookings')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { bookings: Booking[] }).bookings
}

/** A screen or state of the booking feature, opened and ready to be checked or pictured. */
export type BookingState = {
  name: string
  open: (helpers: Helpers) => Promise<void>
  /** A part worth a closer picture (a CSS selector). */
  detail?: string
  /** A dialog is open: pictured as the window shows it, not the whole page behind. */
  dialog?: boolean
}

async function openBook(page: Page) {
  await page.goto('/book')
  await appTakesOver(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a service' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Safety check' })).toBeVisible()
}

async function timeStep(page: Page, name: string) {
  await openBook(page)
  await page.getByRole('button', { name: `Choose ${name}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a day and time' })).toBeVisible()
  // The first free day is chosen for the visitor; its times show.
  await expect(page.getByRole('button', { name: /\(Europe\/London\)/ }).first()).toBeVisible()
}

async function confirmStep(page: Page, serviceName: string, daysAhead: number) {
  await newCustomer(page, 'state-confirm')
  const service = await serviceNamed(page.request, serviceName)
  const slot = await freeSlot(page.request, service, { daysAhead })
  await page.goto(confirmStepPath(service, slot))
  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
  await expect(page.getByRole('timer')).toBeVisible()
}

async function confirmation(page: Page, serviceName: string, daysAhead: number) {
  const booking = await customerWithBooking(page, 'state-confirmation', {
    serviceName,
    daysAhead,
    notes: 'Please check the rear hub too.',
  })
  await page.goto(`/booking-confirmation?ref=${booking.reference}`)
  await expect(page.getByRole('heading', { level: 2, name: 'You are booked' })).toBeVisible()
  return booking
}

async function dashboardWithBookings(page: Page) {
  await newCustomer(page, 'state-dashboard')
  const fitting = await serviceNamed(page.request, 'Bike fitting')
  const check = await serviceNamed(page.request, 'Safety check')
  await bookFreeSlot(page.request, fitting, { daysAhead: 30 })
  const gone = await bookFreeSlot(page.request, check, { daysAhead: 32 })
  const cancel = await page.request.post(`/api/v1/bookings/${gone.id}/cancel`, {
    headers: origin(),
  })
  expect(cancel.ok()).toBe(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Past and cancelled' })).toBeVisible()
}

export const bookingStates: BookingState[] = [
  { name: 'book-1-service', open: async ({ page }) => openBook(page) },
  { name: 'book-2-time', open: async ({ page }) => timeStep(page, 'Safety check') },
  {
    name: 'book-2-time-class',
    open: async ({ page }) => timeStep(page, 'Maintenance class'),
  },
  {
    name: 'book-3-details-visitor',
    open: async ({ page }) => {
      await timeStep(page, 'Full service')
      await page
        .getByRole('button', { name: /\(Europe\/London\)/ })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
      await page.getByLabel('Notes for us').fill('Gears slip on the big ring.')
    },
  },
  {
    name: 'book-3-details-class',
    open: async ({ page }) => {
      await newCustomer(page, 'state-class')
      await timeStep(page, 'Maintenance class')
      await page
        .getByRole('button', { name: /\(Europe\/London\)/ })
        .first()
        .click()
      await expect(page.getByLabel('Number of people')).toBeVisible()
      await page.getByLabel('Number of people').fill('3')
    },
  },
  { name: 'book-4-confirm', open: async ({ page }) => confirmStep(page, 'Bike fitting', 20) },
  {
    name: 'book-2-time-slot-taken',
    open: async ({ page, allowHttpError }) => {
      allowHttpError(/\/api\/v1\/holds$/, 409)
      // Someone else books the time while this customer is signing in (the fitting studio is
      // the only resource for fittings, so the time is gone).
      const service = await serviceNamed(page.request, 'Bike fitting')
      const slot = await freeSlot(page.request, service, { daysAhead: 24 })
      await newCustomer(page, 'state-taken-first')
      await bookByApi(page.request, { service, slot })
      await page.context().clearCookies()
      await newCustomer(page, 'state-taken-second')
      await page.goto(confirmStepPath(service, slot))
      await expect(page.getByRole('alert')).toContainText('Someone else has just taken this time')
    },
  },
  {
    name: 'booking-confirmation',
    open: async ({ page }) => {
      await confirmation(page, 'Full service', 26)
    },
  },
  {
    name: 'booking-confirmation-cancel-dialog',
    dialog: true,
    open: async ({ page }) => {
      const booking = await confirmation(page, 'Safety check', 28)
      await page.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
      await dialog.getByRole('textbox').fill('Away with work that week.')
    },
  },
  {
    name: 'booking-confirmation-cancelled',
    open: async ({ page }) => {
      const booking = await confirmation(page, 'Safety check', 27)
      const res = await page.request.post(`/api/v1/bookings/${booking.id}/cancel`, {
        data: { reason: 'Away with work that week.' },
      })
      expect(res.ok()).toBe(true)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible()
    },
  },
  {
    name: 'dashboard-bookings',
    open: async ({ page }) => dashboardWithBookings(page),
    detail: 'section[aria-labelledby="bookings-title"]',
  },
  {
    name: 'dashboard-reschedule-dialog',
    dialog: true,
    open: async ({ page }) => {
      await dashboardWithBookings(page)
      await page.getByRole('button', { name: /^Change time of booking/ }).click()
      const dialog = page.getByRole('dialog', { name: /^Choose a new time/ })
      await expect(dialog.getByRole('button', { name: /\(Europe\/London\)/ }).first()).toBeVisible()
      await dialog
        .getByRole('button', { name: /\(Europe\/London\)/ })
        .first()
        .click()
      await expect(dialog.getByText(/^New time: /)).toBeVisible()
    },
  },
]
