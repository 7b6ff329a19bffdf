import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { guestTokenSchema } from '@reserva/shared'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { IconAlertCircle } from '@/components/icons.tsx'
import { Page } from '@/components/page.tsx'
import { useGuestBooking } from '@/features/bookings/api/guest-booking.ts'
import { bookingMessages } from '@/features/bookings/errors.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { errorMessage } from '@/lib/error-messages.ts'

/** The token after `#`: the fragment stays in the browser, out of every request and Referer. */
const tokenInAddress = () => window.location.hash.slice(1).trim()

/**
 * /confirm#<token>: the link in a guest's mail. It confirms the address (and, when the business
 * confirms first, makes the booking held for it), then shows the booking by its manage link.
 */
export function Component() {
  usePageTitle('Confirming your booking')
  const [, navigate] = useLocation()
  const { confirm } = useGuestBooking()
  const token = tokenInAddress()
  const valid = guestTokenSchema.safeParse(token).success
  const sent = useRef(false)

  useEffect(() => {
    // Once per visit (React's development double effects included): answering twice is harmless
    // (the same booking comes back) but would mail nothing new either.
    if (!valid || sent.current) return
    sent.current = true
    confirm.mutate(
      { token },
      {
        onSuccess: ({ booking, manageLink }) =>
          navigate(`/manage#${manageLink}`, {
            replace: true,
            state: { booked: booking.reference },
          }),
      },
    )
  }, [valid, token, confirm, navigate])

  return (
    <Page title="Confirming your booking">
      <Stack gap="xl" maw={760}>
        {!valid || confirm.isError ? (
          <Alert
            role="alert"
            color="gray"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title="This link does not confirm a booking now"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {valid
                  ? errorMessage(confirm.error, bookingMessages)
                  : 'The link is not whole. Open it from the e-mail again, or copy all of it.'}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/book" size="xs" variant="default">
                  Book a time
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Confirming your booking…</Text>
          </Group>
        )}
      </Stack>
    </Page>
  )
}
