/**
 * English, the source of its area's keys (see public.ts). The admin area: the admin's screens (people, catalogue, settings, API keys, audit,
 * sign-in providers, system). Loaded when a workspace screen is opened.
 */
export const messages = {} as const

export type AdminMessages = typeof messages
