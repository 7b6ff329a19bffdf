import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { IconAlertCircle } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { Page } from '@/components/page.tsx'
import { useManagedBooking } from '@/features/bookings/api/manage-booking.ts'
import { BookingOverview } from '@/features/bookings/components/booking-overview.tsx'
import { bookingMessages } from '@/features/bookings/errors.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'

/** The link after `#`: the fragment stays in the browser, out of every request and Referer. */
const linkInAddress = () => {
  try {
    return decodeURIComponent(window.location.hash.slice(1)).trim()
  } catch {
    return ''
  }
}

/**
 * /manage#<link>: the booking a mail's link opens, to see, move or cancel without signing in. The
 * link is the key: the page says so, and asks the server with it in a header.
 */
export function Component() {
  usePageTitle('Your booking')
  const [link, setLink] = useState(linkInAddress)
  useEffect(() => {
    const follow = () => setLink(linkInAddress())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  const query = useManagedBooking(link)
  // Just booked as a guest (the booking flow or the mail's confirmation link came here).
  const booked = useHistoryState<{ booked?: string } | null>()?.booked

  return (
    <Page title="Your booking">
      <Stack gap="xl" maw={760}>
        {booked && link ? (
          <Notice tone="success" role="status" title="You are booked">
            Your reference is {booked}. The details are on their way to your e-mail, with a link
            back to this page: keep it to change or cancel the booking.
          </Notice>
        ) : null}
        {!link ? (
          <Problem
            title="This page needs the link from your e-mail"
            text="Open the link in the e-mail about your booking: it opens the booking here. Or sign in to see all your bookings."
          />
        ) : query.isPending ? (
          <Stack gap="md" aria-hidden>
            <Skeleton h={120} radius="lg" />
            <Skeleton h={260} radius="lg" />
          </Stack>
        ) : query.isError ? (
          <Problem
            title={
              isApiError(query.error) && query.error.status < 500
                ? 'This link does not open a booking now'
                : 'This booking could not be loaded'
            }
            text={errorMessage(query.error, bookingMessages)}
            retry={
              isApiError(query.error) && query.error.status < 500
                ? undefined
                : () => query.refetch()
            }
          />
        ) : (
          <BookingOverview
            booking={query.data}
            visitorZone={browserTimeZone()}
            link={link}
            intro={
              <Text>
                Move or cancel it here, no account needed. Anyone with this link can do the same, so
                keep the e-mail to yourself.
              </Text>
            }
          />
        )}
      </Stack>
    </Page>
  )
}

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <Alert
      role="alert"
      color="gray"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Group gap="sm">
          {retry ? (
            <Button size="xs" variant="default" onClick={retry}>
              Try again
            </Button>
          ) : null}
          <Button component={Link} to="/signin" size="xs" variant="default">
            Sign in
          </Button>
          <Button component={Link} to="/book" size="xs" variant="default">
            Book a time
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
