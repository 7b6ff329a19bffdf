import { type ManagedBooking, managedBookingSchema, manageLinkHeader } from '@reserva/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answerOf } from '@/lib/answer-of.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

// A booking opened by the manage link of its mails (/manage#<link>), without signing in: every
// request carries the link in its header, never in an address.

const managedAnswer = answerOf('booking', managedBookingSchema)
const path = '/api/v1/manage/booking'
const linkHeaders = (link: string) => ({ [manageLinkHeader]: link })

/** The one place the manage screen's query keys are written (STYLE rule 18). */
export const manageKeys = {
  all: ['managed-booking'] as const,
  booking: (link: string) => [...manageKeys.all, link] as const,
}

/** The booking the link opens; a refused link is an error with its code, not retried. */
export const useManagedBooking = (link: string) =>
  useQuery({
    ...apiQueryOptions(manageKeys.booking(link), path, managedAnswer, {
      headers: linkHeaders(link),
    }),
    enabled: link !== '',
    retry: false,
  })

export const cancelByLink = (link: string, reason?: string) =>
  apiRequest(`${path}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
    headers: linkHeaders(link),
    schema: managedAnswer,
  })

export const rescheduleByLink = (link: string, start: string) =>
  apiRequest(`${path}/reschedule`, {
    method: 'POST',
    body: { start },
    headers: linkHeaders(link),
    schema: managedAnswer,
  })

/** The calendar file, fetched with the link and handed to the browser as a download. */
export async function downloadIcsByLink(link: string, filename: string) {
  const res = await fetch(`${path}/ics`, { headers: linkHeaders(link) })
  if (!res.ok) throw new Error(`The calendar file could not be fetched (${res.status})`)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  URL.revokeObjectURL(url)
}

/** A change made through the link: the screen shows the booking as the server answered it. */
export function useManagedChange<Input>(
  link: string,
  mutationFn: (link: string, input: Input) => Promise<ManagedBooking>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => mutationFn(link, input),
    onSuccess: (booking) => queryClient.setQueryData(manageKeys.booking(link), booking),
  })
}
