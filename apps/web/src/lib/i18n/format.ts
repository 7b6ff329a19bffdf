import { formatMoney } from '@reserva/shared/money'
import { activeLanguage } from './active.ts'

/**
 * Values written the language's way, by the browser's Intl: numbers, lengths of time and lists
 * are the contract's (the server's mails write them with the same functions). Dates are
 * lib/dates.ts's (in the language on screen unless told); money is `moneyText`, the shared
 * `formatMoney` in the language on screen.
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

/** An amount of minor units in the language on screen: "£420.00", "420,00 £". */
export const moneyText = (minor: number, currency: string): string =>
  formatMoney(minor, currency, activeLanguage())
