import { messages as audit } from './admin/audit.ts'
import { messages as catalogue } from './admin/catalogue.ts'
import { messages as integrations } from './admin/integrations.ts'
import { messages as people } from './admin/people.ts'
import { messages as settings } from './admin/settings.ts'
import { messages as webhooks } from './admin/webhooks.ts'

/**
 * English, the source of its area's keys (see public.ts). The admin area: the admin's screens
 * (people, catalogue, settings, API keys, audit, sign-in providers, system) and the resources'
 * schedules the operator's dashboard shares. Loaded when a workspace screen is opened. Its parts
 * are modules of their own (admin/*.ts) only to keep each file short; they load as one.
 */
export const messages = {
  ...catalogue,
  ...people,
  ...settings,
  ...integrations,
  ...webhooks,
  ...audit,
}

export type AdminMessages = typeof messages
