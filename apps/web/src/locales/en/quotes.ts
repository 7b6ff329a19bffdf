/**
 * English, the source of its area's keys (see public.ts). The quotes area: asking for a quote, following it (offers, messages, files), and the
 * staff's quote inbox.
 */
export const messages = {} as const

export type QuoteMessages = typeof messages
