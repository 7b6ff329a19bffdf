import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { guestTokenSchema } from '@reserva/shared'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { IconAlertCircle } from '@/components/icons.tsx'
import { Page } from '@/components/page.tsx'
import { useGuestBooking } from '@/features/bookings/api/guest-booking.ts'
import { bookingMessages } from '@/features/bookings/errors.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** The token after `#`: the fragment stays in the browser, out of every request and Referer. */
const tokenInAddress = () => window.location.hash.slice(1).trim()

/**
 * /confirm#<token>: the link in a guest's mail. It confirms the address (and, when the business
 * confirms first, makes the booking held for it), then shows the booking by its manage link.
 */
export function Component() {
  const t = useT()
  usePageTitle(t('confirm.title'))
  const [, navigate] = useLocation()
  const { confirm } = useGuestBooking()
  const [token, setToken] = useState(tokenInAddress)
  useEffect(() => {
    const follow = () => setToken(tokenInAddress())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  const valid = guestTokenSchema.safeParse(token).success
  const sent = useRef<string | null>(null)

  useEffect(() => {
    // Once per link (React's development double effects included): answering twice is harmless
    // (the same booking comes back), but there is no need.
    if (!valid || sent.current === token) return
    sent.current = token
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
    <Page title={t('confirm.title')}>
      <Stack gap="xl" maw={760}>
        {!valid || confirm.isError ? (
          <Alert
            role="alert"
            color="gray"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={t('confirm.refused')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {valid ? errorMessage(confirm.error, bookingMessages) : t('confirm.notWhole')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/book" size="xs" variant="default">
                  {t('manage.bookATime')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('confirm.pending')}</Text>
          </Group>
        )}
      </Stack>
    </Page>
  )
}
