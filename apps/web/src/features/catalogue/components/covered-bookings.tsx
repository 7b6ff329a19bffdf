import { Button, Group, List, Text } from '@mantine/core'
import type { CoveredBooking } from '@reserva/shared'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { shortInstant, timeIn } from '@/lib/dates.ts'

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
  const one = bookings.length === 1
  return (
    <Notice
      tone="warning"
      role="alert"
      title={
        one
          ? 'A booking falls in the time you are closing'
          : `${bookings.length} bookings fall in the time you are closing`
      }
    >
      <Text size="sm">
        Saving keeps {one ? 'it' : 'them'} as {one ? 'it is' : 'they are'}: move or cancel{' '}
        {one ? 'it' : 'them'} afterwards, or change what you are saving.
      </Text>
      <List size="sm" spacing={2} mt="xs">
        {bookings.map((booking) => (
          <List.Item key={booking.id}>
            <strong>{booking.reference}</strong>: {booking.serviceName} for {booking.customerName},{' '}
            {shortInstant(timezone, booking.start)}–{timeIn(timezone, booking.end)}
          </List.Item>
        ))}
      </List>
      <Group gap="sm" mt="sm">
        <Button size="xs" loading={saving} onClick={onSaveAnyway}>
          Save anyway
        </Button>
        <Button size="xs" variant="default" onClick={onKeepEditing}>
          Keep editing
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
