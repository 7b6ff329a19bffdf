// The operator dashboard's API as its unit tests play it.
import type { Booking, BookingStatus, Role } from '@reserva/shared'
import type { BookingStory } from '@reserva/shared/booking-story'
import { screen, within } from '@testing-library/react'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'

export const ZONE = publicSettings.timezone
export const MINUTE = 60_000
export const SERVICE = '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192'
export const RESOURCE = '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f'
export const ids = {
  started: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  later: '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  pending: '7c3d4e5f-6a7b-4c8d-ae9f-1a2b3c4d5e6f',
}

/**
 * The minute the test's times count from: set again by each `operatorServer()`, so that a test
 * crossing a minute boundary still finds the times its server offered (`at(27 * 60)` the same).
 */
let minute = Math.floor(Date.now() / MINUTE) * MINUTE
export const at = (offsetMinutes: number) => new Date(minute + offsetMinutes * MINUTE).toISOString()

export const booking = (over: Partial<Booking> & { id: string; start: string }): Booking => ({
  reference: 'RSV-7K3F9Q',
  status: 'confirmed',
  end: new Date(Date.parse(over.start) + 30 * MINUTE).toISOString(),
  seats: 1,
  priceMinor: 2500,
  currency: 'GBP',
  notes: '',
  statusReason: null,
  source: 'online',
  service: { id: SERVICE, name: 'Safety check' },
  resource: { id: RESOURCE, name: 'Alex Morgan' },
  customer: { id: 'cust-cora-0001', name: 'Cora Customer', email: 'cora@example.com' },
  timezone: ZONE,
  createdAt: at(-600),
  can: { cancel: true, reschedule: true, undo: false },
  undoUntil: null,
  ...over,
})

export type Call = { method: string; url: URL; body: unknown; headers: Headers }
export const actions = [
  'confirm',
  'decline',
  'complete',
  'no-show',
  'cancel',
  'reschedule',
  'undo',
] as const
export const statusAfter: Record<string, BookingStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  complete: 'completed',
  'no-show': 'no_show',
  cancel: 'cancelled',
  undo: 'confirmed',
}

/** What a change of status leaves the booking able to undo: a completion or no-show, for 15 minutes. */
const undoAfter = (action: string) =>
  action === 'complete' || action === 'no-show'
    ? { can: { cancel: false, reschedule: false, undo: true }, undoUntil: at(15) }
    : { can: { cancel: true, reschedule: true, undo: false }, undoUntil: null }

/**
 * `GET /bookings?scope=all` as the server answers it (bookings.repository.ts): filtered, searched
 * in the reference, the customer's name and e-mail, sorted (ties by id) and paged, with the total.
 */
function listBookings(all: Booking[], query: URLSearchParams) {
  const statuses = query.get('status')?.split(',')
  const search = query.get('search')?.toLowerCase() ?? ''
  const from = query.get('from')
  const to = query.get('to')
  const sort = query.get('sort') ?? 'start'
  const key = (b: Booking) =>
    ({
      start: b.start,
      created: b.createdAt,
      reference: b.reference,
      customer: b.customer.name,
      status: b.status,
    })[sort] ?? b.start
  const direction = query.get('order') === 'desc' ? -1 : 1
  const matching = all
    .filter((b) => !statuses || statuses.includes(b.status))
    .filter((b) =>
      [b.reference, b.customer.name, b.customer.email].some((text) =>
        text.toLowerCase().includes(search),
      ),
    )
    .filter((b) => !query.get('serviceId') || b.service.id === query.get('serviceId'))
    .filter((b) => !query.get('resourceId') || b.resource.id === query.get('resourceId'))
    .filter((b) => (!from || b.start >= from) && (!to || b.start < to))
    .sort((a, b) => direction * (key(a).localeCompare(key(b)) || a.id.localeCompare(b.id)))
  const limit = Number(query.get('limit') ?? 200)
  const offset = Number(query.get('offset') ?? 0)
  return {
    bookings: matching.slice(offset, offset + limit),
    total: matching.length,
    limit,
    offset,
  }
}

/** A staff member's server: bookings that change as actions arrive, and every request made. */
export function operatorServer({
  role = 'operator',
  overrides = {},
}: {
  role?: Role
  overrides?: Record<string, (url: string, init?: RequestInit) => Response>
} = {}) {
  minute = Math.floor(Date.now() / MINUTE) * MINUTE
  const calls: Call[] = []
  const state = {
    bookings: [
      booking({ id: ids.started, reference: 'RSV-AAAAAA', start: at(-10) }),
      booking({
        id: ids.later,
        reference: 'RSV-BBBBBB',
        start: at(180),
        service: { id: SERVICE, name: 'Full service' },
      }),
      booking({
        id: ids.pending,
        reference: 'RSV-CCCCCC',
        status: 'pending',
        start: at(24 * 60),
        notes: 'Squeaky brakes',
      }),
    ],
  }
  const record = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(url, 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    return call
  }
  const bookingRoutes = Object.fromEntries(
    Object.values(ids).flatMap((id) =>
      actions.map((action) => [
        `/api/v1/bookings/${id}/${action}`,
        (url: string, init?: RequestInit) => {
          const call = record(url, init)
          const current = state.bookings.find((b) => b.id === id)!
          const changed =
            action === 'reschedule'
              ? { ...current, start: (call.body as { start: string }).start }
              : { ...current, status: statusAfter[action]!, ...undoAfter(action) }
          state.bookings = state.bookings.map((b) => (b.id === id ? changed : b))
          return jsonResponse({ booking: changed })
        },
      ]),
    ),
  )
  // Each booking's story: its making, and a customer who has been before.
  const stories = Object.fromEntries(
    Object.values(ids).map((id) => [
      `/api/v1/bookings/${id}/story`,
      (url: string) => {
        record(url)
        return jsonResponse(storyOf(state.bookings.find((b) => b.id === id)!))
      },
    ]),
  )
  // The references the list can open, whichever bookings a test puts in `state`.
  const byReference = Object.fromEntries(
    ['RSV-AAAAAA', 'RSV-BBBBBB', 'RSV-CCCCCC'].map((reference) => [
      `/api/v1/bookings/by-reference/${reference}`,
      (url: string) => {
        record(url)
        const found = state.bookings.find((b) => b.reference === reference)
        return found
          ? jsonResponse({ booking: found })
          : errorResponse(404, { code: 'not_found', message: 'Not found' })
      },
    ]),
  )
  stubFetch({
    ...signedInRoutes(role),
    ...stories,
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/bookings': (url, init) => {
      const call = record(url, init)
      if (call.method === 'POST') {
        const made = booking({
          id: '8d4e5f6a-7b8c-4d9e-bf0a-2b3c4d5e6f70',
          reference: 'RSV-DDDDDD',
          start: (call.body as { start: string }).start,
          source: 'staff',
        })
        state.bookings = [...state.bookings, made]
        return jsonResponse({ booking: made }, 201)
      }
      return jsonResponse(listBookings(state.bookings, call.url.searchParams))
    },
    ...byReference,
    '/api/v1/quotes': () => jsonResponse({ quotes: [] }),
    '/api/v1/closures': () => jsonResponse({ closures: [] }),
    '/api/v1/resources': () =>
      jsonResponse({
        resources: [
          {
            id: RESOURCE,
            name: 'Alex Morgan',
            kind: 'staff',
            description: '',
            active: true,
            weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
            overrides: [],
            timeOff: [],
          },
        ],
      }),
    '/api/v1/services': () =>
      jsonResponse({
        services: [
          {
            id: SERVICE,
            name: 'Safety check',
            description: '',
            durationMinutes: 30,
            pricing: 'fixed',
            priceMinor: 2500,
            currency: 'GBP',
            capacity: 1,
            resourceIds: [RESOURCE],
          },
        ],
      }),
    [`/api/v1/services/${SERVICE}/slots`]: (url) => {
      record(url)
      return jsonResponse({
        timezone: ZONE,
        slots: [
          { start: at(26 * 60), end: at(26 * 60 + 30), seatsLeft: 1 },
          { start: at(27 * 60), end: at(27 * 60 + 30), seatsLeft: 1 },
        ],
      })
    },
    // Where the later booking can move: the same times, each with the resource it would keep.
    [`/api/v1/bookings/${ids.later}/slots`]: (url) => {
      record(url)
      return jsonResponse({
        timezone: ZONE,
        slots: [26, 27].map((hours) => ({
          start: at(hours * 60),
          end: at(hours * 60 + 30),
          seatsLeft: 1,
          resource: { id: RESOURCE, name: 'Alex Morgan' },
        })),
      })
    },
    ...bookingRoutes,
    ...Object.fromEntries(
      Object.entries(overrides).map(([path, handler]) => [
        path,
        (url: string, init?: RequestInit) => {
          record(url, init)
          return handler(url, init)
        },
      ]),
    ),
  })
  return { calls, state }
}

export const posts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path)
export const section = (name: string) => screen.getByRole('region', { name })
export const card = async (within_: HTMLElement, name: RegExp) =>
  within(within_).findByRole('article', { name })

/** A booking's story as the server tells it: made online by its customer, who came once before. */
export const storyOf = (b: Booking): BookingStory => ({
  events: [
    {
      id: '00000000-0000-4000-8000-00000000e001',
      at: b.createdAt,
      actor: { id: b.customer.id, name: b.customer.name },
      action: 'booking.created',
      data: { source: 'online', status: 'confirmed' },
    },
  ],
  notes: [],
  customer: {
    ...b.customer,
    phone: '+447700900123',
    since: at(-60 * 24 * 90),
    visits: { total: 2, completed: 1, noShows: 0, cancelled: 0 },
    recent: [],
  },
})
