import { Button, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { bookingReferenceSchema } from '@reserva/shared'
import { Link, useSearchParams } from 'wouter'
import { useSignInPath } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { BookingConfirmationDetails } from '@/features/bookings/components/booking-confirmation-details.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Booking confirmation')
  const [searchParams] = useSearchParams()
  const signInPath = useSignInPath()
  const { user, profile, loading } = useAuth()
  const raw = searchParams.get('ref')?.trim().toUpperCase() ?? ''
  // Only a well-formed reference reaches the page: arbitrary text from the address never does.
  const reference = bookingReferenceSchema.safeParse(raw).success ? raw : null

  return (
    <Page title="Booking confirmation">
      <Stack gap="xl" maw={760}>
        {!reference ? (
          <Stack gap="md" align="flex-start">
            <Text>
              {raw
                ? 'This link does not contain a valid booking reference.'
                : 'This link does not say which booking to show.'}{' '}
              Open the link from your confirmation e-mail, or book a new time.
            </Text>
            <Button component={Link} to="/book">
              Book a time
            </Button>
          </Stack>
        ) : loading ? (
          <Skeleton h={160} radius="lg" aria-hidden />
        ) : user ? (
          <BookingConfirmationDetails
            reference={reference}
            visitorZone={profile?.timezone ?? undefined}
          />
        ) : (
          // The link in a confirmation e-mail, opened where the customer is not signed in.
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
            <Text c="dimmed" size="sm" mb={4}>
              Booking reference
            </Text>
            <Code fz="xl" fw={700} px="sm" py={4}>
              {reference}
            </Code>
            <Text mt="md">
              Sign in to see this booking’s details, add it to your calendar, move it or cancel it.
              Keep this reference to hand if you contact us about it.
            </Text>
            <Group mt="lg">
              <Button component={Link} to={signInPath}>
                Sign in to see your booking
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </Page>
  )
}
