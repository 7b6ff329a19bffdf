import { Button } from '@mantine/core'
import type { ManagedBooking } from '@reserva/shared'
import { lazy, Suspense, useState } from 'react'
import { IconX } from '@/components/screen-icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const loadDialog = () => import('./cancel-booking-dialog.tsx')
const CancelBookingDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.CancelBookingDialog })),
)

/**
 * "Cancel", then a question that says which booking and asks why (cancel-booking-dialog.tsx,
 * fetched when the pointer or the focus comes to the button), then the cancellation: as the
 * signed-in customer, or through the booking's manage `link`.
 */
export function CancelBookingButton<B extends ManagedBooking>({
  booking,
  onCancelled,
  link,
  size = 'sm',
}: {
  booking: B
  onCancelled: (booking: B) => void
  link?: string
  size?: 'sm' | 'md'
}) {
  const t = useT()
  const [opened, setOpened] = useState(false)
  // Once asked, the dialog stays mounted (closed), so that it can fade out and keep its state.
  const [asked, setAsked] = useState(false)
  const prefetch = () => void loadDialog().catch(() => {})

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconX size={16} />}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setAsked(true)
          setOpened(true)
        }}
        aria-label={t('cancelBooking.label', { reference: booking.reference })}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        {t('cancelBooking.button')}
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={booking}
            link={link}
            opened={opened}
            onClose={() => setOpened(false)}
            // The booking as the server answered: the signed-in kind, or a link's (B's own).
            onCancelled={(cancelled) => onCancelled(cancelled as B)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
