import { Button, Group, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
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
  const t = useT()
  const send = useSendManageLink()
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null
  const staff = audience === 'staff'
  const label = staff ? t('sendLink.staff') : t('sendLink.customer')
  return (
    <div>
      <Group gap="xs" align="center">
        <Button
          size="xs"
          variant="subtle"
          px={0}
          loading={send.isPending}
          onClick={() => send.mutate(booking.id)}
          // The visible words first (WCAG 2.5.3), then which booking.
          aria-label={t(staff ? 'sendLink.staffFor' : 'sendLink.customerFor', {
            reference: booking.reference,
          })}
        >
          {label}
        </Button>
        {send.isSuccess ? (
          <Text size="sm" role="status">
            {t('sendLink.sent')}
          </Text>
        ) : null}
      </Group>
      <ErrorAlert error={send.error} overrides={bookingMessages} />
    </div>
  )
}
