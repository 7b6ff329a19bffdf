import type { RealtimeTopic } from '@reserva/shared'
import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * Every TanStack Query key of the app, one factory per domain (STYLE rule 18): the only
 * place a key is written. Keys are hierarchical, so invalidating `bookingKeys.all` reaches every
 * list and detail of bookings, whichever screen or feature asked for it.
 */

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  /** The signed-in customer's own bookings. */
  mine: () => [...bookingKeys.lists(), 'mine'] as const,
  /** Staff: every booking in a range and of some statuses. */
  staff: (filter: { from?: string; to?: string; status?: readonly string[] }) =>
    [...bookingKeys.lists(), 'staff', filter] as const,
  /** Staff: one page of every booking, history too, searched, filtered and sorted on the server. */
  search: (query: Record<string, string | number | readonly string[] | undefined>) =>
    [...bookingKeys.lists(), 'search', query] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  /** One booking by its reference (RSV-7K3F9Q). */
  byReference: (reference: string) => [...bookingKeys.details(), reference] as const,
}

/** Free start times, computed by the server from bookings, holds, hours and services. */
export const slotKeys = {
  all: ['slots'] as const,
  forService: (serviceId: string) => [...slotKeys.all, serviceId] as const,
  /**
   * `from` and `to` are days (YYYY-MM-DD) in the business's zone; the rest narrows whose times
   * (one resource's, a job's length, an offer's or a booking's being moved), all under the
   * service's key so the same changes refresh them.
   */
  range: ({
    serviceId,
    from,
    to,
    ...job
  }: {
    serviceId: string
    from: string
    to: string
    resourceId?: string
    durationMinutes?: number
    quoteId?: string
    bookingId?: string
  }) => {
    const narrowed = Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined))
    return Object.keys(narrowed).length === 0
      ? ([...slotKeys.forService(serviceId), from, to] as const)
      : ([...slotKeys.forService(serviceId), from, to, narrowed] as const)
  },
}

export const serviceKeys = {
  all: ['services'] as const,
  /** `offered`: what customers can book or ask about; `admin`: every one, hidden ones too. */
  list: (scope: 'offered' | 'admin') => [...serviceKeys.all, 'list', scope] as const,
}

export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  /** The signed-in customer's own quotes. */
  mine: () => [...quoteKeys.lists(), 'mine'] as const,
  /** Staff: every quote, whatever its status. */
  staff: () => [...quoteKeys.lists(), 'staff'] as const,
}

/** Resources with their hours, overrides and time off (staff). */
export const resourceKeys = {
  all: ['resources'] as const,
  list: () => [...resourceKeys.all, 'list'] as const,
  /** The days the whole business is closed. */
  closures: () => [...resourceKeys.all, 'closures'] as const,
}

export const settingsKeys = {
  all: ['settings'] as const,
  /** Name, texts and zone: on every page. */
  public: () => [...settingsKeys.all, 'public'] as const,
  /** Everything with the booking policies (admin). */
  business: () => [...settingsKeys.all, 'business'] as const,
}

/** Customer accounts, as staff search them. */
export const customerKeys = {
  all: ['customers'] as const,
  search: (text: string) => [...customerKeys.all, 'search', text] as const,
}

export const authKeys = {
  all: ['auth'] as const,
  options: () => [...authKeys.all, 'options'] as const,
  /** The signed-in user's sessions on every device. */
  sessions: () => [...authKeys.all, 'sessions'] as const,
  /** The wallets that sign in to the signed-in user's account. */
  wallets: () => [...authKeys.all, 'wallets'] as const,
  /** The signed-in user's e-mail address and how they prove it is them to change it. */
  email: () => [...authKeys.all, 'email'] as const,
}

/**
 * What anyone may read, signed in or not: the pages and sign-in screen around a sign-out. Every
 * other query is one person's, or their role's, and the next person on this browser must not see
 * it.
 */
const publicKeys: readonly QueryKey[] = [
  settingsKeys.public(),
  serviceKeys.list('offered'),
  slotKeys.all,
  resourceKeys.closures(),
  authKeys.options(),
]

const signedInOnly = (query: Query) =>
  !publicKeys.some((queryKey) => matchQuery({ queryKey }, query))

/**
 * Stops the signed-in person's queries still on their way before their session ends: the server
 * would answer them 401, and nobody is left to show them to. Public ones go on for the next screen.
 */
export const cancelSignedInQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.cancelQueries({ predicate: signedInOnly })

/** Drops what the signed-in person saw, once they have signed out. */
export const forgetSignedInQueries = (queryClient: QueryClient): void =>
  queryClient.removeQueries({ predicate: signedInOnly })

/**
 * The queries a change to a domain makes out of date. The domains are the live socket's topics
 * (packages/shared/src/realtime.ts): a booking made, moved or cancelled takes or frees a time, so
 * it reaches every view of slots too.
 */
const affectedBy: Record<RealtimeTopic, readonly QueryKey[]> = {
  bookings: [bookingKeys.all, slotKeys.all],
  quotes: [quoteKeys.all],
  availability: [slotKeys.all],
}

/**
 * Marks every view of a domain out of date; those on screen refetch (`refetchType: 'none'` only
 * marks them, for a screen about to go away). Used by mutations and by the live updates alike.
 */
export const dataChanged = (
  queryClient: QueryClient,
  domain: RealtimeTopic,
  { refetchType = 'active' }: { refetchType?: 'active' | 'none' } = {},
): Promise<void> =>
  Promise.all(
    affectedBy[domain].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })),
  ).then(() => undefined)
