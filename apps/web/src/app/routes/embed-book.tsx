import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link, useSearchParams } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { useEmbedding } from '@/app/embed/embedding.ts'
import { IconCircleCheck } from '@/components/icons.tsx'
import { BookingFlow } from '@/features/bookings/components/booking-flow.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** A booking's or a quote's reference (RSV-7K3F9Q, QTE-7K3F9Q); anything else is not shown. */
const isReference = (value: string | null): value is string =>
  value !== null && /^(RSV|QTE)-[2-9A-HJKMNP-Z]{6}$/.test(value)

/**
 * /embed/book: the booking flow in a frame on the business's own site (app/embed/embed-app.tsx),
 * always as a visitor, with a link to the same step on the site for someone who wants to sign in;
 * after a booking, its reference.
 */
export function Component() {
  const t = useT()
  usePageTitle(t('embedBook.title'))
  const settings = usePublicSettings()
  const [params] = useSearchParams()
  const embedding = useEmbedding()
  const booked = params.get('booked')
  // The site's page of the booking just made (a guest's manage link), when the flow went there.
  const bookingPage = useHistoryState<{ bookingPage?: string } | null>()?.bookingPage
  // The flow's own choices, without the frame's (accent, scheme, origin) or the booked view's.
  const onSite = new URLSearchParams(
    [...params].filter(([key]) => ['service', 'date', 'start', 'seats'].includes(key)),
  )
  const site = `/book${onSite.size > 0 ? `?${onSite}` : ''}`

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h3">
          {settings.data
            ? t('embedBook.titleWith', { name: settings.data.name })
            : t('embedBook.title')}
        </Title>
        <Anchor href={site} target="_blank" rel="noopener" size="sm">
          {t('embedBook.openInNewTab')}
        </Anchor>
      </Group>
      {isReference(booked) ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm" align="flex-start">
            <Group gap="xs">
              <IconCircleCheck size={24} aria-hidden />
              <Title order={2} size="h4">
                {booked.startsWith('QTE') ? t('embedBook.requested') : t('embedBook.booked')}
              </Title>
            </Group>
            <Text c="dimmed" size="sm">
              {t('embedBook.reference')}
            </Text>
            <Code fz="lg" fw={700} px="sm" py={4}>
              {booked}
            </Code>
            <Text>{t('embedBook.detailsSent')}</Text>
            <Group gap="sm">
              {bookingPage?.startsWith('/') && !bookingPage.startsWith('//') ? (
                <Button component="a" href={bookingPage} target="_blank" rel="noopener">
                  {t('embedBook.seeBooking')}
                </Button>
              ) : null}
              <Button component={Link} to="/embed/book" variant="default">
                {t('embedBook.bookAnother')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <BookingFlow
          signedIn={false}
          authLoading={false}
          businessZone={settings.data?.timezone}
          policy={settings.data?.policies}
          guests={settings.data?.guests}
          onBooked={embedding?.booked}
        />
      )}
    </Stack>
  )
}
