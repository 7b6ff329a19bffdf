import { acceptedQuoteSchema, type CreateQuote, type Quote, quoteSchema } from '@reserva/shared'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { dataChanged, quoteKeys } from '@/lib/query-keys.ts'

const quoteAnswer = answerOf('quote', quoteSchema)
/** A list of quotes, newest first. */
const quotesAnswer = answerOf('quotes', z.array(quoteSchema)).transform((quotes) =>
  [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
)

/** The signed-in customer's quotes, newest first. */
export const useMyQuotes = () =>
  useQuery(apiQueryOptions(quoteKeys.mine(), '/api/v1/quotes', quotesAnswer))

/**
 * Every quote (staff), whatever its status, newest first: the inbox sorts them into tabs itself,
 * and the live socket says when to ask again.
 */
export const useAllQuotes = ({ enabled = true } = {}) =>
  useQuery({
    ...apiQueryOptions(quoteKeys.staff(), '/api/v1/quotes?scope=all', quotesAnswer),
    enabled,
  })

export const createQuote = (input: CreateQuote) =>
  apiRequest('/api/v1/quotes', { method: 'POST', body: input, schema: quoteAnswer })

export type OfferInput = {
  priceMinor: number
  validUntil: string
  serviceId: string
  proposedStart: string | null
  message: string
}

const post = (path: string, body?: unknown) =>
  apiRequest(path, { method: 'POST', body, schema: quoteAnswer })

const quotePath = (id: string, action: string) =>
  `/api/v1/quotes/${encodeURIComponent(id)}/${action}`

export const offerQuote = ({ id, offer }: { id: string; offer: OfferInput }) =>
  post(quotePath(id, 'offer'), offer)

export const rejectQuote = ({ id, message }: { id: string; message: string }) =>
  post(quotePath(id, 'reject'), { message })

export const declineQuote = ({ id }: { id: string }) => post(quotePath(id, 'decline'))

export const withdrawQuote = ({ id }: { id: string }) => post(quotePath(id, 'withdraw'))

export const postQuoteMessage = ({ id, body }: { id: string; body: string }) =>
  post(quotePath(id, 'messages'), { body })

export const acceptQuote = ({ id, start }: { id: string; start?: string }) =>
  apiRequest(quotePath(id, 'accept'), {
    method: 'POST',
    body: start ? { start } : {},
    schema: acceptedQuoteSchema,
  })

/** Puts a quote the server just answered with into every cached list of quotes. */
const putInLists = (queryClient: QueryClient, quote: Quote) =>
  queryClient.setQueriesData<Quote[]>({ queryKey: quoteKeys.lists() }, (list) =>
    list?.map((item) => (item.id === quote.id ? quote : item)),
  )

/**
 * Shows a quote the server just answered with at once, then asks again for the lists (another
 * person may have changed other quotes).
 */
export function useStoreQuote() {
  const queryClient = useQueryClient()
  return (quote: Quote) => {
    putInLists(queryClient, quote)
    void dataChanged(queryClient, 'quotes')
  }
}

/** A change to one quote; the lists show the server's answer, then refetch. */
export function useQuoteMutation<Input>(mutationFn: (input: Input) => Promise<Quote>) {
  const store = useStoreQuote()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: store,
    // "It changed meanwhile" and the like: show what the quote is now.
    onError: () => dataChanged(queryClient, 'quotes'),
  })
}

export function useCreateQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => dataChanged(queryClient, 'quotes'),
  })
}

/**
 * Accepting makes a booking: quotes, bookings and free times are out of date. They are only marked
 * so, not fetched again here: the screen moves on to the booking's confirmation, and a list
 * refetched now would be cut off as it unmounts; each refetches when next shown.
 */
/** Accepting quote `id`'s offer, at the start given (one of its free times) or its own. */
export function useAcceptQuote(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (start: string | undefined) => acceptQuote({ id, start }),
    onSuccess: ({ quote }) => {
      putInLists(queryClient, quote)
      void dataChanged(queryClient, 'quotes', { refetchType: 'none' })
      void dataChanged(queryClient, 'bookings', { refetchType: 'none' })
    },
    onError: () => dataChanged(queryClient, 'quotes'),
  })
}
