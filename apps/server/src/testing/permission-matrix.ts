import { apiKeyRows } from './permission-matrix/api-keys.ts'
import { authRows } from './permission-matrix/auth.ts'
import { bookingRows } from './permission-matrix/bookings.ts'
import { calendarConnectionRows, calendarFeedRows } from './permission-matrix/calendar-feeds.ts'
import { catalogueRows } from './permission-matrix/catalogue.ts'
import { dataExportRows } from './permission-matrix/data-export.ts'
import { emailChangeRows } from './permission-matrix/email-change.ts'
import type { MatrixRow } from './permission-matrix/expect.ts'
import { guestRows } from './permission-matrix/guests.ts'
import { peopleRows } from './permission-matrix/people.ts'
import { quoteLinkRows } from './permission-matrix/quote-links.ts'
import { quoteRows } from './permission-matrix/quotes.ts'
import { ssoProviderRows } from './permission-matrix/sso-providers.ts'
import { storageRows } from './permission-matrix/storage.ts'
import { webhookRows } from './permission-matrix/webhooks.ts'
import type { Records } from './records.ts'

export type { Expected, MatrixRequest, MatrixRow } from './permission-matrix/expect.ts'

/**
 * Who may call what (DESIGN §2): one row per route of the OpenAPI document and per route Better
 * Auth serves under /api/auth, with the answer each actor gets. `otherCustomer` acts on the first customer's
 * records. A route without a row fails permission-matrix.test.ts, so a new route needs one.
 * The rows live by domain in ./permission-matrix/.
 */
export const permissionMatrix: MatrixRow[] = [
  ...catalogueRows,
  ...bookingRows,
  ...guestRows,
  ...quoteRows,
  ...quoteLinkRows,
  ...storageRows,
  ...authRows,
  ...peopleRows,
  ...apiKeyRows,
  ...ssoProviderRows,
  ...calendarFeedRows,
  ...calendarConnectionRows,
  ...webhookRows,
  ...emailChangeRows,
  ...dataExportRows,
]

/** What a body says about the first customer's records: none of it may reach anyone else. */
export function customerSecrets(r: Records) {
  return [
    r.users.customer.email,
    r.booking.id,
    r.booking.reference,
    r.quote.id,
    r.quote.reference,
    r.attachment.id,
    r.objectName,
  ]
}
