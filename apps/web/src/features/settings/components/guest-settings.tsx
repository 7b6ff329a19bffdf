import { Select, SimpleGrid, Stack } from '@mantine/core'
import type { BusinessSettings, GuestBookingMode, GuestPhoneMode } from '@reserva/shared'
import type { ReactNode } from 'react'
import { SectionCard } from '@/components/section-card.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const bookingChoices = {
  confirm_first: 'guestSettings.confirmFirst',
  book_then_confirm: 'guestSettings.bookThenConfirm',
  off: 'guestSettings.off',
} as const satisfies Record<GuestBookingMode, string>
const phoneChoices = {
  optional: 'guestSettings.phoneOptional',
  required: 'guestSettings.phoneRequired',
  off: 'guestSettings.phoneOff',
} as const satisfies Record<GuestPhoneMode, string>

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
  const t = useT()
  return (
    <SectionCard id="settings-guests" title={t('guestSettings.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('guestSettings.visitors')}
            description={t('guestSettings.visitorsHint')}
            data={Object.entries(bookingChoices).map(([value, key]) => ({ value, label: t(key) }))}
            value={values.guestBooking}
            onChange={(mode) => mode && onChange({ guestBooking: mode as GuestBookingMode })}
            error={errors.guestBooking}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('guestSettings.phone')}
            description={t('guestSettings.phoneHint')}
            data={Object.entries(phoneChoices).map(([value, key]) => ({ value, label: t(key) }))}
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
