/**
 * Values written the language's way, by the browser's Intl: numbers, lengths of time and lists
 * are the contract's (the server's mails write them with the same functions). Dates are
 * lib/dates.ts's (in the language on screen unless told); money is the shared `formatMoney`,
 * given the language.
 */
export {
  durationText,
  listText,
  numberText,
  relativeText,
  type TimeUnit,
  unitText,
  waitText,
} from '@reserva/shared/format'
