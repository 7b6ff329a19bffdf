import type { Service, Slot } from '@reserva/shared'
import { customBuild, safetyCheck, slot } from '@/testing/booking-fixtures.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'

export {
  bookingFixture,
  customBuild,
  eachTestAtNow,
  NOW,
  safetyCheck,
  slot,
  slotsHandler,
} from '@/testing/booking-fixtures.ts'

export const maintenanceClass: Service = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Maintenance class',
  description: 'Two hours, up to eight people.',
  durationMinutes: 120,
  pricing: 'fixed',
  priceMinor: 3000,
  currency: 'GBP',
  capacity: 8,
}

export const services = [safetyCheck, maintenanceClass, customBuild]

/** Safety check: Monday 25 November 2030 at 10:30 and 11:00, and 14:00; Tuesday 26 at 09:00. */
export const safetyCheckSlots: Slot[] = [
  slot('2030-11-25T10:30:00.000Z', 30),
  slot('2030-11-25T11:00:00.000Z', 30),
  slot('2030-11-25T14:00:00.000Z', 30),
  slot('2030-11-26T09:00:00.000Z', 30),
]

/** The first Safety check slot: Monday 25 November 2030, 10:30 to 11:00 in London. */
export const firstSlot = safetyCheckSlots[0] as Slot

export const slotsPath = (serviceId: string) => `/api/v1/services/${serviceId}/slots`

export const errorResponse = (code: string, status: number, message = 'Server wording') =>
  jsonResponse({ error: { code, message } }, status)
