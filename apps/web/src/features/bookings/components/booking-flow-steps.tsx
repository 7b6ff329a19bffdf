import { lazy } from 'react'

// The steps after the first are chunks of their own (the month's calendar; the details form with
// @mantine/form, zod and the booking's schema; the confirmation), so that /book's first paint and
// hydration evaluate only the service step. They are fetched as soon as the
// visitor does anything on the page (see `preloadStepsOnFirstMove`), so moving on rarely waits.
const monthSlotPicker = () => import('@/components/slot-picker/month-slot-picker.tsx')
const detailsStep = () => import('./booking-details-step.tsx')
const confirmStep = () => import('./confirm-booking-step.tsx')
const guestStep = () => import('./guest-confirm-step.tsx')
export const MonthSlotPicker = lazy(() =>
  monthSlotPicker().then((m) => ({ default: m.MonthSlotPicker })),
)
export const BookingDetailsStep = lazy(() =>
  detailsStep().then((m) => ({ default: m.BookingDetailsStep })),
)
export const ConfirmBookingStep = lazy(() =>
  confirmStep().then((m) => ({ default: m.ConfirmBookingStep })),
)
export const GuestConfirmStep = lazy(() =>
  guestStep().then((m) => ({ default: m.GuestConfirmStep })),
)
/**
 * Fetches the later steps on the visitor's first move (a pointer over the page, a touch, a key, a
 * scroll): not on a timer, which would add their evaluation to the start of a page that nobody
 * has touched yet. Returns the way to stop listening.
 */
export const preloadStepsOnFirstMove = () => {
  const moves = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'scroll'] as const
  const preload = () => {
    stop()
    for (const load of [monthSlotPicker, detailsStep, confirmStep, guestStep]) {
      load().catch(() => {
        // Tried again by the step's own lazy load when it is shown, and shown by its boundary.
      })
    }
  }
  const stop = () => {
    for (const move of moves) window.removeEventListener(move, preload, { capture: true })
  }
  for (const move of moves) {
    window.addEventListener(move, preload, { capture: true, passive: true })
  }
  return stop
}
