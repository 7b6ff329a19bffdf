import { Button, Group, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useSendManageLink } from '../api/send-manage-link.ts'
import { bookingMessages } from '../errors.ts'

/**
 * Mails the booking's customer a new manage link, which ends every earlier one: for a mail
 * forwarded by mistake. Only while the booking can still change (a link would open nothing after).
 */
export function SendLinkButton({
  booking,
  audience,
}: {
  booking: Pick<Booking, 'id' | 'reference' | 'status'>
  audience: 'customer' | 'staff'
}) {
  const send = useSendManageLink()
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null
  return (
    <div>
      <Group gap="xs" align="center">
        <Button
          size="xs"
          variant="subtle"
          px={0}
          loading={send.isPending}
          onClick={() => send.mutate(booking.id)}
          aria-label={`E-mail a new link to change booking ${booking.reference}`}
        >
          {audience === 'customer'
            ? 'E-mail me a new change link'
            : 'E-mail the customer a new link'}
        </Button>
        {send.isSuccess ? (
          <Text size="sm" role="status">
            Sent. Links in earlier e-mails no longer work.
          </Text>
        ) : null}
      </Group>
      <ErrorAlert error={send.error} overrides={bookingMessages} />
    </div>
  )
}
