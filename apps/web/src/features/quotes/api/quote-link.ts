import {
  acceptedManagedQuoteSchema,
  type GuestConfirm,
  type GuestQuoteInput,
  guestQuotedSchema,
  guestQuotePendingSchema,
  type ManagedQuote,
  managedQuoteSchema,
  quoteLinkHeader,
} from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { activeLanguage } from '@/lib/i18n/active.ts'

// A quote asked for without an account, and followed by the link of its mails
// (/manage-quote#<link>, decision 045): every request carries the link in its header, never in
// an address, and no session is needed or sent along.

const linkedAnswer = answerOf('quote', managedQuoteSchema)
const path = '/api/v1/manage/quote'
const linkHeaders = (link: string) => ({ [quoteLinkHeader]: link })

/** The one place the quote link page's query keys are written (STYLE rule 18). */
export const quoteLinkKeys = {
  all: ['linked-quote'] as const,
  quote: (link: string) => [...quoteLinkKeys.all, link] as const,
}

/** The quote the link opens; a refused link is an error with its code, not retried. */
export const useLinkedQuote = (link: string) =>
  useQuery({
    ...apiQueryOptions(quoteLinkKeys.quote(link), path, linkedAnswer, {
      headers: linkHeaders(link),
    }),
    enabled: link !== '',
    retry: false,
  })

export const messageByLink = (link: string, body: string) =>
  apiRequest(`${path}/messages`, {
    method: 'POST',
    body: { body },
    headers: linkHeaders(link),
    schema: linkedAnswer,
  })

export const declineByLink = (link: string) =>
  apiRequest(`${path}/decline`, {
    method: 'POST',
    headers: linkHeaders(link),
    schema: linkedAnswer,
  })

/** Accepts the offer, at `start` (one of its free times) when it proposes none. */
export const acceptByLink = (link: string, start?: string) =>
  apiRequest(`${path}/accept`, {
    method: 'POST',
    body: start ? { start } : {},
    headers: linkHeaders(link),
    schema: acceptedManagedQuoteSchema,
  })

/** A change made through the link: the page shows the quote as the server answered it. */
export function useLinkedChange<Input, Answer extends ManagedQuote | { quote: ManagedQuote }>(
  link: string,
  change: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) =>
      queryClient.setQueryData(
        quoteLinkKeys.quote(link),
        'quote' in answer && typeof answer.quote === 'object' ? answer.quote : answer,
      ),
    // "It changed meanwhile" and the like: show what the quote is now.
    onError: () => queryClient.invalidateQueries({ queryKey: quoteLinkKeys.quote(link) }),
  })
}

/** A visitor's request: 202 `{ pending }`, the code on its way. */
export const askQuoteAsGuest = (input: GuestQuoteInput) =>
  apiRequest('/api/v1/guest/quotes', {
    method: 'POST',
    // The mails about it are written in the language the visitor reads.
    body: { ...input, language: activeLanguage() },
    schema: z.object({ pending: guestQuotePendingSchema }),
  })

/** Confirms the address with the mailed code (and the confirmation's id) or the link's token. */
export const confirmGuestQuote = (body: GuestConfirm) =>
  apiRequest('/api/v1/guest/quotes/confirm', {
    method: 'POST',
    body,
    schema: guestQuotedSchema,
  })

export const useGuestQuote = () => ({
  ask: useMutation({ mutationFn: askQuoteAsGuest }),
  confirm: useMutation({ mutationFn: confirmGuestQuote }),
})

const sentAnswer = z.object({ sent: z.literal(true) })

/** Staff mail the quote's customer a new link (POST /quotes/{id}/link); earlier ones end. */
export const useSendQuoteLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/quotes/${encodeURIComponent(id)}/link`, {
        method: 'POST',
        schema: sentAnswer,
      }),
  })
