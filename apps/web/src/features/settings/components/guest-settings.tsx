import { Select, SimpleGrid, Stack } from '@mantine/core'
import type { BusinessSettings, GuestBookingMode, GuestPhoneMode } from '@reserva/shared'
import type { ReactNode } from 'react'
import { SectionCard } from '@/components/section-card.tsx'

const bookingChoices: { value: GuestBookingMode; label: string }[] = [
  { value: 'confirm_first', label: 'Can book: the time is held until they enter a code we e-mail' },
  {
    value: 'book_then_confirm',
    label: 'Can book at once: we e-mail a link to confirm the address',
  },
  { value: 'off', label: 'Cannot book: they sign in or create an account first' },
]
const phoneChoices: { value: GuestPhoneMode; label: string }[] = [
  { value: 'optional', label: 'Asked, optional' },
  { value: 'required', label: 'Required' },
  { value: 'off', label: 'Not asked' },
]

type GuestValues = Pick<BusinessSettings, 'guestBooking' | 'guestPhone'>

/** The settings form's part on visitors who book without an account. */
export function GuestSettings({
  values,
  errors,
  onChange,
}: {
  values: GuestValues
  errors: Partial<Record<string, ReactNode>>
  onChange: (changes: Partial<GuestValues>) => void
}) {
  return (
    <SectionCard id="settings-guests" title="Booking without an account">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Visitors without an account"
            description="Whether they can book with a name and an e-mail address."
            data={bookingChoices}
            value={values.guestBooking}
            onChange={(mode) => mode && onChange({ guestBooking: mode as GuestBookingMode })}
            error={errors.guestBooking}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Their phone number"
            description="Whether a visitor booking this way is asked for one."
            data={phoneChoices}
            value={values.guestPhone}
            onChange={(mode) => mode && onChange({ guestPhone: mode as GuestPhoneMode })}
            error={errors.guestPhone}
            allowDeselect={false}
            disabled={values.guestBooking === 'off'}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  )
}
