/**
 * The id of the `<script type="application/json">` in which the server sends the public settings
 * with a page it renders (apps/server/src/lib/web-app.ts), so that the app starts with them
 * instead of asking. A module of its own: the web app's first chunk takes this without the
 * package's schemas.
 */
export const publicSettingsElementId = 'reserva-public-settings'
