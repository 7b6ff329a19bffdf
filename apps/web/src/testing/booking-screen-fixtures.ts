import type { Service } from '@reserva/shared'
import { customBuild, safetyCheck } from '@/testing/booking-fixtures.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'

export {
  bookingFixture,
  customBuild,
  eachTestAtNow,
  firstSlot,
  NOW,
  safetyCheck,
  safetyCheckSlots,
  slot,
  slotsHandler,
  slotsPath,
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
  resourceIds: ['cccccccc-cccc-4ccc-8ccc-cccccccccccc'],
}

export const services = [safetyCheck, maintenanceClass, customBuild]

export const errorResponse = (code: string, status: number, message = 'Server wording') =>
  jsonResponse({ error: { code, message } }, status)
