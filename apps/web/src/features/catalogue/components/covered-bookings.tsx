import { Button, Group, List, Text } from '@mantine/core'
import type { CoveredBooking } from '@reserva/shared'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { shortInstant, timeIn } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'

/** The bookings a schedule change was refused over (409 `catalogue.covers_bookings`), or null. */
export function coveredBookingsIn(error: unknown): CoveredBooking[] | null {
  if (!isApiError(error) || error.code !== 'catalogue.covers_bookings') return null
  const details = error.details as { bookings?: CoveredBooking[] } | undefined
  return details?.bookings ?? []
}

/**
 * Asked before a schedule change that leaves open bookings outside the resource's time: which
 * ones, then save anyway (the bookings stay; staff move or cancel them) or keep editing.
 */
export function CoveredBookingsQuestion({
  bookings,
  timezone,
  saving,
  onSaveAnyway,
  onKeepEditing,
}: {
  bookings: CoveredBooking[]
  timezone: string
  saving: boolean
  onSaveAnyway: () => void
  onKeepEditing: () => void
}) {
  const t = useT()
  const count = bookings.length
  return (
    <Notice tone="warning" role="alert" title={t('coveredBookings.title', { count })}>
      <Text size="sm">{t('coveredBookings.text', { count })}</Text>
      <List size="sm" spacing={2} mt="xs">
        {bookings.map((booking) => (
          <List.Item key={booking.id}>
            {withNodes(
              t('coveredBookings.booking', {
                ...holes('reference'),
                service: booking.serviceName,
                customer: booking.customerName,
                when: `${shortInstant(timezone, booking.start)}–${timeIn(timezone, booking.end)}`,
              }),
              { reference: <strong>{booking.reference}</strong> },
            )}
          </List.Item>
        ))}
      </List>
      <Group gap="sm" mt="sm">
        <Button size="xs" loading={saving} onClick={onSaveAnyway}>
          {t('coveredBookings.saveAnyway')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeepEditing}>
          {t('coveredBookings.keepEditing')}
        </Button>
      </Group>
    </Notice>
  )
}

/**
 * The question for a change `mutation` was refused over (409 `catalogue.covers_bookings`), or
 * undefined: `saveAnyway` sends the same change again, acknowledged.
 */
export function coveredBookingsQuestion<Variables>(
  mutation: {
    error: unknown
    variables: Variables | undefined
    isPending: boolean
    reset: () => void
  },
  { timezone, saveAnyway }: { timezone: string; saveAnyway: (variables: Variables) => void },
) {
  const bookings = coveredBookingsIn(mutation.error)
  const variables = mutation.variables
  if (!bookings || variables === undefined) return undefined
  return (
    <CoveredBookingsQuestion
      bookings={bookings}
      timezone={timezone}
      saving={mutation.isPending}
      onSaveAnyway={() => saveAnyway(variables)}
      onKeepEditing={() => mutation.reset()}
    />
  )
}
