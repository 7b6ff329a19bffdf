import type { ApiKeyScope } from '@reserva/shared'

/**
 * What an API key needs to call each `/api/v1` route, by method and path as the OpenAPI document
 * writes them (decision 036):
 *
 * - a scope: a key with it acts as its maker (an admin) on the route;
 * - `public`: the route answers visitors, so any valid key may call it, and it is answered as a
 *   visitor is (a key's maker's rights do not come along);
 * - `null`: keys are refused (403 `api_keys.scope`): people, settings, the audit log, statistics,
 *   storage, profiles, account routes and the keys themselves are for signed-in people only.
 *
 * Every documented route has an entry and every entry a route (api-key-scopes.test.ts), so a new
 * route cannot be reachable by keys, or unreachable, without a decision here. The same table
 * gives each operation its `security` in the OpenAPI document.
 */
export const apiKeyRouteScopes: Record<string, ApiKeyScope | 'public' | null> = {
  // Bookings and the customers staff book for.
  'GET /api/v1/bookings': 'bookings:read',
  'GET /api/v1/bookings/{id}': 'bookings:read',
  'GET /api/v1/bookings/by-reference/{reference}': 'bookings:read',
  'GET /api/v1/bookings/{id}/ics': 'bookings:read',
  'GET /api/v1/bookings/{id}/slots': 'bookings:read',
  'GET /api/v1/bookings/{id}/story': 'bookings:read',
  'GET /api/v1/customers': 'bookings:read',
  'POST /api/v1/customers': 'bookings:write',
  'POST /api/v1/holds': 'bookings:write',
  'DELETE /api/v1/holds/{id}': 'bookings:write',
  'POST /api/v1/bookings': 'bookings:write',
  'POST /api/v1/bookings/{id}/{action}': 'bookings:write',
  'POST /api/v1/bookings/{id}/reschedule': 'bookings:write',
  'POST /api/v1/bookings/{id}/manage-link': 'bookings:write',
  // The link is the credential; a key adds nothing to it.
  'GET /api/v1/manage/booking': 'public',
  'GET /api/v1/manage/booking/slots': 'public',
  'GET /api/v1/manage/booking/ics': 'public',
  'POST /api/v1/manage/booking/cancel': 'public',
  'POST /api/v1/manage/booking/reschedule': 'public',
  // A visitor's booking: anyone may, with a key or without; the mailed code is the credential.
  'POST /api/v1/guest/bookings': 'public',
  'POST /api/v1/guest/bookings/confirm': 'public',
  'POST /api/v1/guest/quotes': 'public',
  'POST /api/v1/guest/quotes/confirm': 'public',
  // A quote's link is the credential (decision 045), as a booking's is.
  'GET /api/v1/manage/quote': 'public',
  'GET /api/v1/manage/quote/slots': 'public',
  'POST /api/v1/manage/quote/messages': 'public',
  'POST /api/v1/manage/quote/accept': 'public',
  'POST /api/v1/manage/quote/decline': 'public',
  'POST /api/v1/bookings/{id}/notes': 'bookings:write',
  // Quotes: reading only; offers, answers, messages and files stay with people.
  'GET /api/v1/quotes': 'quotes:read',
  'GET /api/v1/quotes/{id}': 'quotes:read',
  'GET /api/v1/quotes/{id}/slots': 'quotes:read',
  'GET /api/v1/quotes/{id}/attachments/{attachmentId}': 'quotes:read',
  'POST /api/v1/quotes': null,
  'POST /api/v1/quotes/{id}/offer': null,
  'POST /api/v1/quotes/{id}/reject': null,
  'POST /api/v1/quotes/{id}/accept': null,
  'POST /api/v1/quotes/{id}/decline': null,
  'POST /api/v1/quotes/{id}/withdraw': null,
  'POST /api/v1/quotes/{id}/messages': null,
  'POST /api/v1/quotes/{id}/attachments': null,
  'POST /api/v1/quotes/{id}/link': null,
  // The catalogue: services, resources and their hours.
  'GET /api/v1/admin/services': 'catalogue:manage',
  'POST /api/v1/admin/services': 'catalogue:manage',
  'PATCH /api/v1/admin/services/{id}': 'catalogue:manage',
  'POST /api/v1/admin/resources': 'catalogue:manage',
  'PATCH /api/v1/admin/resources/{id}': 'catalogue:manage',
  'PUT /api/v1/resources/{id}/hours': 'catalogue:manage',
  'PUT /api/v1/resources/{id}/overrides': 'catalogue:manage',
  'DELETE /api/v1/resources/{id}/overrides/{date}': 'catalogue:manage',
  'POST /api/v1/resources/{id}/time-off': 'catalogue:manage',
  'DELETE /api/v1/resources/{id}/time-off/{timeOffId}': 'catalogue:manage',
  'GET /api/v1/resources': 'catalogue:manage',
  // Closing the whole business is the admin's decision, made in the admin screens.
  'POST /api/v1/admin/closures': null,
  'DELETE /api/v1/admin/closures/{id}': null,
  // What visitors may read.
  'GET /api/v1/services': 'public',
  'GET /api/v1/services/{id}/slots': 'public',
  'GET /api/v1/settings/public': 'public',
  'GET /api/v1/closures': 'public',
  'GET /api/v1/calendar-feeds/{link}': 'public',
  // For signed-in people only.
  'GET /api/v1/me/calendar-feed': null,
  'POST /api/v1/me/calendar-feed': null,
  'DELETE /api/v1/me/calendar-feed': null,
  'GET /api/v1/resources/{id}/calendar-feed': null,
  'POST /api/v1/resources/{id}/calendar-feed': null,
  'DELETE /api/v1/resources/{id}/calendar-feed': null,
  // Erasing an account: a person's own act, or an admin's by hand; never a key's.
  'POST /api/v1/me/delete-account': null,
  'POST /api/v1/admin/people/{id}/erase': null,
  // A person's whole record, for a person signed in: never a key's to ask for or download.
  'GET /api/v1/me/data-export': null,
  'POST /api/v1/me/data-export': null,
  'GET /api/v1/admin/people/{id}/data-export': null,
  'POST /api/v1/admin/people/{id}/data-export': null,
  'GET /api/v1/data-exports/{id}/archive': null,
  // A calendar's password is a person's to give: no key connects one.
  'GET /api/v1/resources/{id}/calendar-connection': null,
  'PUT /api/v1/resources/{id}/calendar-connection': null,
  'DELETE /api/v1/resources/{id}/calendar-connection': null,
  'POST /api/v1/resources/{id}/calendar-connection/sync': null,
  'GET /api/v1/me/profile': null,
  'PATCH /api/v1/me/profile': null,
  'GET /api/v1/me/wallets': null,
  'POST /api/v1/me/wallets': null,
  'POST /api/v1/me/wallets/nonce': null,
  'DELETE /api/v1/me/wallets/{address}': null,
  'GET /api/v1/me/email': null,
  'POST /api/v1/me/email': null,
  'POST /api/v1/me/email/code': null,
  'POST /api/v1/me/email/confirm': null,
  'GET /api/v1/auth/options': null,
  'POST /api/v1/auth/sign-up/phone': null,
  'GET /api/v1/admin/settings': null,
  'PATCH /api/v1/admin/settings': null,
  'GET /api/v1/admin/people': null,
  'POST /api/v1/admin/people': null,
  'GET /api/v1/admin/people/{id}': null,
  'POST /api/v1/admin/people/{id}/role': null,
  'POST /api/v1/admin/people/{id}/operator-request': null,
  'POST /api/v1/admin/people/{id}/ban': null,
  'POST /api/v1/admin/people/{id}/unban': null,
  'POST /api/v1/admin/people/{id}/revoke-sessions': null,
  'GET /api/v1/admin/audit': null,
  'GET /api/v1/admin/audit.csv': null,
  'GET /api/v1/admin/statistics': null,
  'GET /api/v1/admin/system': null,
  'GET /api/v1/admin/sso-providers': null,
  'POST /api/v1/admin/sso-providers': null,
  'DELETE /api/v1/admin/sso-providers/{providerId}': null,
  'GET /api/v1/admin/api-keys': null,
  'POST /api/v1/admin/api-keys': null,
  'POST /api/v1/admin/api-keys/{id}/revoke': null,
  // Webhooks carry every booking's facts to wherever they point: set up by admins in person.
  'GET /api/v1/admin/webhooks': null,
  'POST /api/v1/admin/webhooks': null,
  'PATCH /api/v1/admin/webhooks/{id}': null,
  'DELETE /api/v1/admin/webhooks/{id}': null,
  'POST /api/v1/admin/webhooks/{id}/rotate-secret': null,
  'GET /api/v1/admin/webhooks/{id}/deliveries': null,
  'POST /api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver': null,
  'POST /api/v1/admin/webhooks/{id}/test': null,
}

/** Hono's way of writing a path (`:id`, `:path{.+}`) as the OpenAPI document writes it. */
export const documentedPath = (honoPath: string) =>
  honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')

/** The entry for a request's matched route; routes not in the table (storage) refuse keys. */
export function scopeFor(method: string, honoPath: string): ApiKeyScope | 'public' | null {
  const key = `${method === 'HEAD' ? 'GET' : method} ${documentedPath(honoPath)}`
  return apiKeyRouteScopes[key] ?? null
}
