import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { dialogProps } from '@/components/dialog-props.ts'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { GridBlock } from '../calendar-grid.ts'

/** A class's roster from the calendar: who booked how many places; each opens its booking. */
export function CalendarRosterModal({
  block,
  zone,
  onClose,
  onOpen,
}: {
  block: GridBlock | null
  zone: string
  onClose: () => void
  onOpen: (booking: Booking) => void
}) {
  const { t, language } = useI18n()
  const first = block?.bookings[0]
  return (
    <Modal
      opened={block !== null}
      onClose={onClose}
      title={
        first && block
          ? t('staffCalendar.rosterTitle', {
              service: first.service.name,
              seats: block.seats,
              count: block.capacity ?? 1,
            })
          : ''
      }
      {...dialogProps}
    >
      {block && first ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('staffCalendar.rosterWhen', {
              date: longDate(dayIn(zone, first.start), { language }),
              start: timeIn(zone, first.start, { language }),
              end: timeIn(zone, first.end, { language }),
              resource: first.resource.name,
            })}
          </Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {block.bookings.map((booking) => (
              <Group key={booking.id} component="li" justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {booking.customer.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('staffCalendar.rosterPlaces', {
                      count: booking.seats,
                      reference: booking.reference,
                    })}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <BookingStatusBadge status={booking.status} />
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('staffCalendar.openLabel', { reference: booking.reference })}
                    onClick={() => onOpen(booking)}
                  >
                    {t('staffCalendar.open')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  )
}
