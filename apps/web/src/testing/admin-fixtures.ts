import type { BusinessSettings, Person } from '@reserva/shared'
import { signedInRoutes } from './auth-fixtures.ts'
import { jsonResponse, stubFetch } from './fetch-stub.ts'
import { publicSettings } from './fixtures.ts'

/** The business's settings as an admin reads them; a test names only what it is about. */
export const businessSettings = (over: Partial<BusinessSettings> = {}): BusinessSettings => ({
  name: 'Harbour Lane Studio',
  tagline: 'Haircuts by appointment.',
  contactEmail: 'hello@harbourlane.example',
  contactPhone: '+44 20 7946 0958',
  address: '12 Harbour Lane',
  timezone: 'Europe/London',
  country: 'GB',
  currency: 'GBP',
  defaultLanguage: 'en',
  aboutMarkdown: '# About',
  privacyMarkdown: '# Privacy',
  minNoticeMinutes: 120,
  horizonDays: 60,
  cancelCutoffMinutes: 1440,
  rescheduleCutoffMinutes: 1440,
  holdMinutes: 10,
  requireConfirmation: false,
  reminderMinutesBefore: 1440,
  embedOrigins: [],
  guestBooking: 'confirm_first',
  guestPhone: 'optional',
  ...over,
})

/** A person as the admin's people list shows them; a test names only what it is about. */
export const person = (over: Partial<Person> = {}): Person => ({
  id: 'p1',
  name: 'Pat Applicant',
  email: 'pat@example.com',
  phone: null,
  role: 'customer',
  requestedRole: null,
  status: 'active',
  banReason: null,
  banExpires: null,
  emailVerified: true,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...over,
})

/**
 * What the admin screen loads whatever its tab: a signed-in admin, the business's settings and an
 * empty catalogue. A tab's test adds its own routes.
 */
export const adminShellRoutes = (settings: BusinessSettings = businessSettings()) => ({
  ...signedInRoutes('admin'),
  '/api/v1/settings/public': () => jsonResponse(publicSettings),
  '/api/v1/admin/settings': () => jsonResponse(settings),
  '/api/v1/admin/services': () => jsonResponse({ services: [] }),
  '/api/v1/resources': () => jsonResponse({ resources: [] }),
})

/**
 * An admin's server for a read-only tab (the audit log, the statistics): `path` answers with
 * `answer(query)`, and every query asked of it is kept in `requests`, oldest first.
 */
export function adminTabServer({
  path,
  answer,
  settings,
  routes = {},
}: {
  path: string
  answer: (query: URLSearchParams) => Response
  settings?: BusinessSettings
  /** What else the tab asks for (the audit log's people search). */
  routes?: Record<string, (url: string) => Response>
}) {
  const requests: URLSearchParams[] = []
  stubFetch({
    ...adminShellRoutes(settings),
    ...routes,
    [path]: (url) => {
      const query = new URL(url, 'http://localhost').searchParams
      requests.push(query)
      return answer(query)
    },
  })
  return { requests }
}
