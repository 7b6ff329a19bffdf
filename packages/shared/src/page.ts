import type { AuthOptions } from './auth.ts'
import type { Service } from './bookings.ts'
import type { PublicSettings } from './settings.ts'

/**
 * The id of the `<script type="application/json">` in which the server sends, with a page it
 * renders (apps/server/src/lib/prerendered-pages.ts), the answers that page's first render needs,
 * so that the app starts with them instead of asking. A module of its own: the web app's first
 * chunk takes it without the package's schemas.
 */
export const pageDataElementId = 'reserva-page-data'

/**
 * What that element holds: the API's answers, as GET /api/v1/settings/public, /services and
 * /auth/options give them to the one asking.
 */
export interface PageData {
  settings: PublicSettings
  services: Service[]
  authOptions: AuthOptions
}
