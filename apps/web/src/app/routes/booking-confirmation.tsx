import { Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { bookingReferenceSchema } from '@reserva/shared'
import { Link, useSearchParams } from 'wouter'
import { useSignInPath } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { useBookingByReference } from '@/features/bookings/api/get-bookings.ts'
import { BookingConfirmationDetails } from '@/features/bookings/components/booking-confirmation-details.tsx'
import { bookingPageTitle } from '@/features/bookings/page-title.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  const [searchParams] = useSearchParams()
  const signInPath = useSignInPath()
  const { user, profile, loading } = useAuth()
  const settings = usePublicSettings().data
  const raw = searchParams.get('ref')?.trim().toUpperCase() ?? ''
  // Only a well-formed reference reaches the page: arbitrary text from the address never does.
  const reference = bookingReferenceSchema.safeParse(raw).success ? raw : null
  // The booking the details below ask for (one request): a cancelled one's page says so.
  const booking = useBookingByReference(reference, { enabled: Boolean(user) }).data
  const title = t(bookingPageTitle(booking?.status, 'bookingConfirmation.title'))
  usePageTitle(title)

  return (
    <Page title={title}>
      <Stack gap="xl" maw={760}>
        {!reference ? (
          <Stack gap="md" align="flex-start">
            <Text>{raw ? t('bookingConfirmation.invalid') : t('bookingConfirmation.missing')}</Text>
            <Button component={Link} to="/book">
              {t('bookingConfirmation.bookATime')}
            </Button>
          </Stack>
        ) : loading ? (
          <Skeleton h={160} radius="lg" aria-hidden />
        ) : user ? (
          <BookingConfirmationDetails
            reference={reference}
            visitorZone={profile?.timezone ?? undefined}
            business={settings && { name: settings.name, address: settings.contact.address }}
          />
        ) : (
          // The link in a confirmation e-mail, opened where the customer is not signed in.
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
            <Text c="dimmed" size="sm" mb={4}>
              {t('bookingConfirmation.reference')}
            </Text>
            <Code fz="xl" fw={700} px="sm" py={4}>
              {reference}
            </Code>
            <Text mt="md">{t('bookingConfirmation.signInText')}</Text>
            <Group mt="lg">
              <Button component={Link} to={signInPath}>
                {t('bookingConfirmation.signIn')}
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Page>
  )
}
