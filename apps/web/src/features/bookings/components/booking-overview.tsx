import { Anchor, Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { BookingStatus, ManagedBooking } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { IconCalendar, IconCircleCheck, IconClock } from '@/components/icons.tsx'
import { IconDownload, IconInfoCircle } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { downloadIcsByLink } from '../api/manage-booking.ts'
import { calendarLinks } from '../calendar-links.ts'
import { BookingFacts, WhenText } from './booking-facts.tsx'
import { CancelBookingButton } from './cancel-booking-button.tsx'
import { RescheduleBookingButton } from './reschedule-booking-button.tsx'
import { SendLinkButton } from './send-link-button.tsx'
import { StatusReason } from './status-reason.tsx'

const headlines = {
  confirmed: { title: 'bookingOverview.confirmed', color: 'green', icon: 'done' },
  pending: { title: 'bookingOverview.pending', color: 'yellow', icon: 'wait' },
  declined: { title: 'bookingOverview.declined', color: 'red', icon: 'info' },
  cancelled: { title: 'bookingOverview.cancelled', color: 'gray', icon: 'info' },
  completed: { title: 'bookingOverview.completed', color: 'brand', icon: 'done' },
  no_show: { title: 'bookingOverview.noShow', color: 'gray', icon: 'info' },
} as const satisfies Record<
  BookingStatus,
  { title: MessageKey; color: string; icon: 'done' | 'wait' | 'info' }
>

/**
 * One booking for its customer: a headline by its status, what, when, where, a calendar file and
 * links that add it to Google Calendar or Outlook and, within the business's cut-offs, a new time
 * or a cancellation. As the signed-in customer, or through the booking's manage `link` (then the
 * links to the dashboard stay out: there may be no account to open).
 */
export function BookingOverview<B extends ManagedBooking>({
  booking,
  visitorZone,
  intro,
  link,
  business,
}: {
  booking: B
  visitorZone: string
  /** What the headline says under it. */
  intro: ReactNode
  link?: string
  /** The business's name and address (its public settings), once they are known. */
  business?: { name: string; address: string } | undefined
}) {
  const { t, language } = useI18n()
  const [message, setMessage] = useState<string | null>(null)
  const zone = booking.timezone
  const headline = headlines[booking.status]
  const open = booking.status === 'pending' || booking.status === 'confirmed'
  const whenOf = (start: string) =>
    t('bookingNotices.startsAt', { day: longDate(dayIn(zone, start)), time: timeIn(zone, start) })

  const facts = [
    { label: t('bookingFacts.service'), value: booking.service.name },
    {
      label: t('bookingFacts.when'),
      value: (
        <WhenText
          start={booking.start}
          end={booking.end}
          businessZone={zone}
          visitorZone={visitorZone}
        />
      ),
    },
    { label: t('bookingFacts.with'), value: booking.resource.name },
    ...(business?.address
      ? [
          {
            label: t('bookingFacts.where'),
            value: (
              <Text style={{ whiteSpace: 'pre-line' }}>
                <bdi>{business.address}</bdi>
              </Text>
            ),
          },
        ]
      : []),
    ...(booking.seats > 1
      ? [
          {
            label: t('bookingFacts.people'),
            value: t('bookingFacts.peopleCount', { count: booking.seats }),
          },
        ]
      : []),
    ...(booking.priceMinor !== null
      ? [
          {
            label: t('bookingFacts.price'),
            value: formatMoney(booking.priceMinor, booking.currency, language),
          },
        ]
      : []),
    ...(booking.notes
      ? [
          {
            label: t('bookingFacts.notes'),
            value: <Text style={{ whiteSpace: 'pre-wrap' }}>{booking.notes}</Text>,
          },
        ]
      : []),
    { label: t('bookingFacts.status'), value: <BookingStatusBadge status={booking.status} /> },
  ]

  const added = calendarLinks({
    title: business?.name
      ? t('bookingOverview.eventTitle', { service: booking.service.name, business: business.name })
      : booking.service.name,
    start: booking.start,
    end: booking.end,
    details: t('bookingOverview.eventDetails', {
      reference: booking.reference,
      resource: booking.resource.name,
      url: `${window.location.origin}/booking-confirmation?ref=${booking.reference}`,
    }),
    location: business?.address ?? '',
  })

  return (
    <Stack gap="lg">
      {message ? <StatusMessage>{message}</StatusMessage> : null}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon variant="light" color={headline.color} size={48} radius="xl" aria-hidden>
            {headline.icon === 'done' ? (
              <IconCircleCheck size={28} />
            ) : headline.icon === 'wait' ? (
              <IconClock size={28} />
            ) : (
              <IconInfoCircle size={28} />
            )}
          </ThemeIcon>
          <Stack gap={6} miw={0}>
            <Title order={2}>{t(headline.title)}</Title>
            {intro}
            <StatusReason reason={booking.statusReason} />
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t('bookingOverview.reference')}
              </Text>
              <Code fz="md" fw={700} px="sm" py={2}>
                {booking.reference}
              </Code>
            </Group>
          </Stack>
        </Group>
      </Paper>

      <Paper
        component="section"
        aria-labelledby="booking-details-title"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Title order={2} size="h4" mb="md" id="booking-details-title">
          {t('bookingOverview.details')}
        </Title>
        <BookingFacts facts={facts} />
      </Paper>

      {open ? (
        <Group gap="sm" role="group" aria-label={t('bookingOverview.addTo')}>
          {link ? (
            <Button
              size="md"
              leftSection={<IconDownload size={18} />}
              onClick={() =>
                downloadIcsByLink(link, `${booking.reference}.ics`).catch(() =>
                  setMessage(t('bookingOverview.icsFailed')),
                )
              }
            >
              {t('bookingOverview.addToCalendar')}
            </Button>
          ) : (
            <Button
              component="a"
              href={`/api/v1/bookings/${booking.id}/ics`}
              download={`${booking.reference}.ics`}
              size="md"
              leftSection={<IconDownload size={18} />}
            >
              {t('bookingOverview.addToCalendar')}
            </Button>
          )}
          <Button
            component="a"
            href={added.google}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="md"
            leftSection={<IconCalendar size={18} />}
          >
            {t('bookingOverview.addToGoogle')}
          </Button>
          <Button
            component="a"
            href={added.outlook}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="md"
            leftSection={<IconCalendar size={18} />}
          >
            {t('bookingOverview.addToOutlook')}
          </Button>
        </Group>
      ) : null}
      {booking.can.reschedule || booking.can.cancel ? (
        <Group gap="sm">
          {booking.can.reschedule ? (
            <RescheduleBookingButton
              booking={booking}
              visitorZone={visitorZone}
              {...(link ? { link } : {})}
              size="md"
              onMoved={(moved) =>
                setMessage(t('bookingOverview.movedIcs', { when: whenOf(moved.start) }))
              }
            />
          ) : null}
          {booking.can.cancel ? (
            <CancelBookingButton
              booking={booking}
              {...(link ? { link } : {})}
              size="md"
              onCancelled={() =>
                setMessage(t('myBookings.cancelled', { when: whenOf(booking.start) }))
              }
            />
          ) : null}
        </Group>
      ) : null}
      {link ? null : <SendLinkButton booking={booking} audience="customer" />}
      {open && !booking.can.cancel && !booking.can.reschedule ? (
        <Text size="sm" c="dimmed">
          {t('bookingOverview.tooClose')}
        </Text>
      ) : null}
      <Text>
        {link ? (
          <Anchor component={Link} to="/book" fw={600}>
            {t('bookingOverview.bookAnother')}
          </Anchor>
        ) : (
          withNodes(t('bookingOverview.allOrAnother', holes('all', 'another')), {
            all: (
              <Anchor component={Link} to="/dashboard" fw={600}>
                {t('bookingOverview.seeAll')}
              </Anchor>
            ),
            another: (
              <Anchor component={Link} to="/book" fw={600}>
                {t('bookingOverview.another')}
              </Anchor>
            ),
          })
        )}
      </Text>
    </Stack>
  )
}
