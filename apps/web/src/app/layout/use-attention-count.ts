import type { Attention } from '@/features/auth/components/user-menu.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { isStaffRole, workspacePath } from '@/features/auth/workspace.ts'
import { pendingBookingsFilter, useAllBookings } from '@/features/bookings/api/staff-bookings.ts'
import { useAllQuotes } from '@/features/quotes/api/quotes.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { useClock } from '@/lib/clock.ts'
import { todayIn } from '@/lib/dates.ts'
import type { Waiting } from './staff-nav.ts'

const OPERATOR_DASHBOARD = workspacePath('operator')

/**
 * For staff, what waits for them: bookings waiting for confirmation and quote requests waiting
 * for an offer (0 for everyone else and until both lists are in), each and in all, and where the
 * operator dashboard shows it: the agenda while a booking waits, else the quote inbox. The same queries as
 * the operator dashboard's, so a live update refreshes both.
 */
export function useAttentionCount(): Attention & { waiting: Waiting } {
  const { user, session } = useAuth()
  // Only once the server has confirmed who is signed in: the role remembered from the last visit
  // may belong to someone else by now (another account signed in on this browser since).
  const confirmed = Boolean(session?.id)
  const staff = confirmed && isStaffRole(user?.role)
  const timezone = usePublicSettings().data?.timezone
  const clock = useClock()
  const bookings = useAllBookings(
    pendingBookingsFilter(timezone ?? 'UTC', todayIn(timezone ?? 'UTC', clock.now())),
    {
      enabled: staff && Boolean(timezone),
    },
  )
  const quotes = useAllQuotes({ enabled: staff })
  if (!staff || !bookings.data || !quotes.data) {
    return { count: 0, to: OPERATOR_DASHBOARD, waiting: { bookings: 0, quotes: 0 } }
  }
  const requested = quotes.data.filter((quote) => quote.status === 'requested').length
  return {
    count: bookings.data.length + requested,
    waiting: { bookings: bookings.data.length, quotes: requested },
    to:
      bookings.data.length > 0
        ? `${OPERATOR_DASHBOARD}?section=agenda`
        : requested > 0
          ? `${OPERATOR_DASHBOARD}?section=quotes`
          : OPERATOR_DASHBOARD,
  }
}
