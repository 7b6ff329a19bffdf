import { quoteLinkHeader } from '@reserva/shared'
import type { Records } from '../records.ts'
import { atItsPath, everyone, isoDay, type MatrixRow, ownerOrStaff, v1 } from './expect.ts'

/**
 * A row of a route a quote link opens (decision 045): anyone who holds the link of a new quote of
 * the customer's acts on it as its customer, signed in or not, as anyone else.
 */
const byQuoteLink = (
  method: 'GET' | 'POST',
  path: string,
  status: number,
  {
    offered = false,
    query,
    json,
  }: { offered?: boolean; query?: string; json?: (r: Records) => unknown } = {},
): MatrixRow => ({
  method,
  path: `${v1}${path}`,
  expect: everyone(status),
  request: async (r) => {
    // Every actor accepts an offer: a fitting may outlast the hour between the fixture's starts,
    // so each offer skips one.
    if (path.endsWith('/accept')) r.freeFittingStart()
    const quote = await r.newQuote({ offered })
    return {
      path: `${v1}${path}${query ? `?${query}` : ''}`,
      headers: { [quoteLinkHeader]: r.t.quoteLinks.linkFor(quote.id, 1) },
      ...(json ? { json: json(r) } : {}),
    }
  },
})

export const quoteLinkRows: MatrixRow[] = [
  byQuoteLink('GET', '/manage/quote', 200),
  byQuoteLink('GET', '/manage/quote/slots', 200, {
    offered: true,
    query: `from=${isoDay(3)}&to=${isoDay(5)}`,
  }),
  byQuoteLink('POST', '/manage/quote/messages', 201, { json: () => ({ body: 'Any news?' }) }),
  byQuoteLink('POST', '/manage/quote/accept', 200, { offered: true, json: () => ({}) }),
  byQuoteLink('POST', '/manage/quote/decline', 200, { offered: true }),
  // Without a link, nobody: not the customer signed in, not staff.
  atItsPath('GET', `${v1}/manage/quote`, everyone(400), { label: 'without a link' }),
  {
    method: 'POST',
    path: `${v1}/quotes/{id}/link`,
    expect: ownerOrStaff(202),
    request: async (r) => ({ path: `${v1}/quotes/${(await r.newQuote()).id}/link` }),
  },
]
