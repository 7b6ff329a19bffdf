import type { Booking } from '@reserva/shared'
import { SendNewLinkButton } from '@/components/send-new-link-button.tsx'
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
  return (
    <SendNewLinkButton
      send={send}
      id={booking.id}
      label={staff ? t('sendLink.staff') : t('sendLink.customer')}
      fullLabel={t(staff ? 'sendLink.staffFor' : 'sendLink.customerFor', {
        reference: booking.reference,
      })}
      sent={t('sendLink.sent')}
      overrides={bookingMessages}
    />
  )
}
