import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Link } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { IconAlertCircle } from '@/components/icons.tsx'
import { Notice } from '@/components/notice.tsx'
import { Page } from '@/components/page.tsx'
import { useManagedBooking } from '@/features/bookings/api/manage-booking.ts'
import { BookingOverview } from '@/features/bookings/components/booking-overview.tsx'
import { bookingMessages } from '@/features/bookings/errors.ts'
import { bookingPageTitle } from '@/features/bookings/page-title.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAddressFragment } from '@/lib/navigation.ts'

/**
 * /manage#<link>: the booking a mail's link opens, to see, move or cancel without signing in. The
 * link is the key: the page says so, and asks the server with it in a header.
 */
export function Component() {
  const t = useT()
  const link = useAddressFragment()
  const query = useManagedBooking(link)
  const settings = usePublicSettings().data
  const title = t(bookingPageTitle(query.data?.status, 'manage.title'))
  usePageTitle(title)
  // Just booked as a guest (the booking flow or the mail's confirmation link came here).
  const booked = useHistoryState<{ booked?: string } | null>()?.booked

  return (
    <Page title={title}>
      <Stack gap="xl" maw={760}>
        {booked && link ? (
          <Notice tone="success" role="status" title={t('manage.bookedTitle')}>
            {t('manage.bookedText', { reference: booked })}
          </Notice>
        ) : null}
        {!link ? (
          <Problem title={t('manage.noLinkTitle')} text={t('manage.noLinkText')} />
        ) : query.isPending ? (
          <Stack gap="md" aria-hidden>
            <Skeleton h={120} radius="lg" />
            <Skeleton h={260} radius="lg" />
          </Stack>
        ) : query.isError ? (
          <Problem
            title={
              isApiError(query.error) && query.error.status < 500
                ? t('manage.linkRefused')
                : t('manage.loadFailed')
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
            intro={<Text>{t('manage.intro')}</Text>}
            business={settings && { name: settings.name, address: settings.contact.address }}
          />
        )}
      </Stack>
    </Page>
  )
}

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const t = useT()
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
              {t('manage.tryAgain')}
            </Button>
          ) : null}
          <Button component={Link} to="/signin" size="xs" variant="default">
            {t('manage.signIn')}
          </Button>
          <Button component={Link} to="/book" size="xs" variant="default">
            {t('manage.bookATime')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
