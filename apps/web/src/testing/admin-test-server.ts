// The admin screen's API as the unit tests play it (services, resources, settings).
import type { AdminService, ResourceDetail } from '@reserva/shared'
import { businessSettings } from '@/testing/admin-fixtures.ts'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'

export const ALEX = '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f'
export const STUDIO = '1c7e7b4f-9b5d-4d6f-8a8c-2b3c4d5e6f70'
export const TIME_OFF = '2d8f8c50-ac6e-4e70-9b9d-3c4d5e6f7081'

export const settings = businessSettings()

export const resource = (over: Partial<ResourceDetail>): ResourceDetail => ({
  id: ALEX,
  name: 'Alex Morgan',
  kind: 'staff',
  description: 'Senior stylist',
  active: true,
  weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  overrides: [],
  timeOff: [],
  ...over,
})

export const safetyCheck: AdminService = {
  id: '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192',
  name: 'Trim',
  description: 'A quick tidy-up.',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  slotStepMinutes: 15,
  pricing: 'fixed',
  priceMinor: 2500,
  capacity: 1,
  active: true,
  sortOrder: 1,
  resourceIds: [ALEX],
  currency: 'GBP',
}

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))
export type Call = { method: string; path: string; body: unknown }
export const validation = (details: { path: string; message: string }[]) =>
  errorResponse(400, { code: 'validation_failed', message: 'Not valid', details })

/** An admin's server: the catalogue as it changes, and every request made to it. */
export function adminServer(
  overrides: Record<string, (url: string, init?: RequestInit) => Response> = {},
) {
  const calls: Call[] = []
  const state = {
    services: [safetyCheck],
    resources: [resource({}), resource({ id: STUDIO, name: 'Studio', kind: 'room' })],
    settings,
  }
  const record = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: init?.body ? bodyOf(init) : undefined,
    }
    calls.push(call)
    return call
  }
  const resourceRoute = (url: string, init?: RequestInit) => {
    const call = record(url, init)
    const current = state.resources.find((r) => call.path.includes(r.id)) ?? state.resources[0]!
    return jsonResponse({ resource: current }, call.method === 'POST' ? 201 : 200)
  }
  const fetchMock = stubFetch({
    ...signedInRoutes('admin'),
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    // The services on offer, as a visitor sees them (the embed snippets choose among them).
    '/api/v1/services': () =>
      jsonResponse({ services: state.services.filter((service) => service.active) }),
    '/api/v1/admin/settings': (url, init) => {
      const call = record(url, init)
      if (call.method === 'PATCH') state.settings = { ...state.settings, ...(call.body as object) }
      return jsonResponse(state.settings)
    },
    '/api/v1/admin/services': (url, init) => {
      const call = record(url, init)
      if (call.method === 'POST') {
        const service = {
          ...safetyCheck,
          ...(call.body as object),
          id: '4fab0e72-ce80-4092-9dbf-5e6f708192a3',
        }
        state.services = [...state.services, service]
        return jsonResponse({ service }, 201)
      }
      return jsonResponse({ services: state.services })
    },
    [`/api/v1/admin/services/${safetyCheck.id}`]: (url, init) => {
      const call = record(url, init)
      const service = { ...state.services[0]!, ...(call.body as object) }
      state.services = [service]
      return jsonResponse({ service })
    },
    '/api/v1/resources': (url, init) => {
      record(url, init)
      return jsonResponse({ resources: state.resources })
    },
    [`/api/v1/resources/${ALEX}/hours`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/overrides`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/time-off`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/time-off/${TIME_OFF}`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/calendar-feed`]: () => jsonResponse({ feed: null }),
    ...overrides,
  })
  return { fetchMock, calls, state }
}

export const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)
