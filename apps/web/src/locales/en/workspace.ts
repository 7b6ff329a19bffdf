/**
 * English, the source of its area's keys (see public.ts). The workspace area: the operator dashboard and the staff's screens (agenda, calendar,
 * walk-ins, booking search, statistics). Loaded when a workspace screen is opened.
 */
export const messages = {} as const

export type WorkspaceMessages = typeof messages
