/**
 * English, the source of its area's keys (see public.ts). The account area: every way to sign in, sign up or recover an account, the profile,
 * sessions, two-factor and wallet settings, and the customer's dashboard.
 */
export const messages = {} as const

export type AccountMessages = typeof messages
