import { Button, Flex, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import {
  createBookingSchema,
  type Guest,
  type GuestBookingMode,
  type GuestPhoneMode,
  guestSchema,
  type Service,
} from '@reserva/shared'
import { useMemo } from 'react'
import { z } from 'zod'
import { CountInput } from '@/components/count-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { IconArrowRight } from '@/components/icons.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const NOTES_MAX = 2000

/**
 * Who a visitor is when they book without an account: a name, the address the code and the
 * booking's mails go to, and a phone number if the business asks (blank is none when optional).
 */
const guestFields = (phone: GuestPhoneMode, t: T) => ({
  name: guestSchema.shape.name,
  email: z.string().trim().min(1, t('bookingDetails.enterEmail')).pipe(guestSchema.shape.email),
  phone:
    phone === 'required'
      ? guestSchema.shape.phone.unwrap()
      : z
          .string()
          .trim()
          .transform((value) => value || undefined)
          .pipe(guestSchema.shape.phone),
})

/**
 * The booking's own fields, worded for this step, with the places left at the chosen time; and a
 * visitor's own when they book as a guest.
 */
const detailsSchema = (maxSeats: number, guestPhone: GuestPhoneMode | null, t: T) => {
  const seats =
    maxSeats === 1 ? t('bookingDetails.onlyOne') : t('bookingDetails.between', { max: maxSeats })
  const booking = createBookingSchema.pick({ seats: true, notes: true }).extend({
    seats: z.coerce
      .number({ error: seats })
      .int({ error: seats })
      .min(1, { error: seats })
      .max(maxSeats, { error: seats }),
    notes: z
      .string()
      .max(NOTES_MAX, { error: t('bookingDetails.notesTooLong', { max: NOTES_MAX }) }),
  })
  return guestPhone === null
    ? booking.extend({ name: z.any(), email: z.any(), phone: z.any() })
    : booking.extend(guestFields(guestPhone, t))
}

export type DetailsStepProps = {
  service: Service
  /** Places left at the chosen time, when known; otherwise the service's capacity. */
  seatsLeft: number | null
  seats: number
  notes: string
  onNotesChange: (notes: string) => void
  signedIn: boolean
  /** Signed in: hold the time and go on to confirm. */
  onContinue: (seats: number) => void
  /** A visitor: sign in or create an account first, then come back to confirm. */
  onSignIn: (seats: number, how: 'signin' | 'signup') => void
  /** Whether visitors may book without an account (the business's choice), and with a phone. */
  guests?: { booking: GuestBookingMode; phone: GuestPhoneMode }
  /** What a visitor typed before, when they come back to this step. */
  guest?: Guest | null
  /** A visitor booking as a guest: go on to confirm as them. */
  onGuestContinue?: (seats: number, guest: Guest) => void
}

/**
 * How many people (for a shared service) and notes for the business. A visitor gives their name
 * and address here and books as a guest, when the business allows it, or signs in (or creates an
 * account) first; what they chose travels with them and is restored afterwards.
 */
export function BookingDetailsStep({
  service,
  seatsLeft,
  seats: initialSeats,
  notes,
  onNotesChange,
  signedIn,
  onContinue,
  onSignIn,
  guests,
  guest,
  onGuestContinue,
}: DetailsStepProps) {
  const t = useT()
  const asGuest = !signedIn && guests !== undefined && guests.booking !== 'off'
  const guestPhone = asGuest ? guests.phone : null
  const maxSeats = Math.max(1, Math.min(service.capacity, seatsLeft ?? service.capacity))
  const schema = useMemo(() => detailsSchema(maxSeats, guestPhone, t), [maxSeats, guestPhone, t])
  const form = useSchemaForm({
    schema,
    initialValues: {
      seats: Math.min(initialSeats, maxSeats) as number | string,
      notes,
      name: guest?.name ?? '',
      email: guest?.email ?? '',
      phone: guest?.phone ?? '',
    },
    // The notes live with the booking flow: they are kept while a visitor signs in.
    onValuesChange: (values, previous) => {
      if (values.notes !== previous.notes) onNotesChange(values.notes)
    },
  })

  const submit = form.onSubmit((values) => {
    if (signedIn) onContinue(values.seats)
    else if (asGuest) {
      const { name, email, phone } = values as unknown as Guest
      onGuestContinue?.(values.seats, { name, email, ...(phone ? { phone } : {}) })
    }
  })
  // Signing in needs only the booking's own fields to be right.
  const goSignIn = (how: 'signin' | 'signup') => {
    const seats = Number(form.getValues().seats)
    if (Number.isInteger(seats) && seats >= 1 && seats <= maxSeats) onSignIn(seats, how)
    else form.validate()
  }

  return (
    <FormStack gap="lg" onSubmit={submit} aria-label={t('bookingDetails.form')}>
      {service.capacity > 1 ? (
        <CountInput
          label={t('bookingDetails.people')}
          description={
            seatsLeft !== null
              ? t('bookingDetails.placesLeft', { count: seatsLeft })
              : t('bookingDetails.upTo', { count: service.capacity })
          }
          min={1}
          max={maxSeats}
          clampBehavior="strict"
          {...form.getInputProps('seats')}
          size="md"
          maw={220}
        />
      ) : null}
      {asGuest ? (
        <>
          <TextInput
            label={t('bookingDetails.name')}
            autoComplete="name"
            required
            size="md"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('bookingDetails.email')}
            description={t('bookingDetails.emailHint')}
            type="email"
            // An address reads left to right in every language.
            dir="ltr"
            autoComplete="email"
            required
            size="md"
            {...form.getInputProps('email')}
          />
          {guestPhone !== 'off' ? (
            <TextInput
              label={t('bookingDetails.phone')}
              description={
                guestPhone === 'optional'
                  ? t('bookingDetails.phoneOptional')
                  : t('bookingDetails.phoneRequired')
              }
              type="tel"
              dir="ltr"
              autoComplete="tel"
              required={guestPhone === 'required'}
              size="md"
              {...form.getInputProps('phone')}
            />
          ) : null}
        </>
      ) : null}
      <Textarea
        label={t('bookingDetails.notes')}
        description={t('bookingDetails.notesHint')}
        {...form.getInputProps('notes')}
        maxLength={NOTES_MAX}
        rows={4}
        size="md"
      />
      {signedIn || asGuest ? (
        <Group>
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
            {t('bookingDetails.continue')}
          </Button>
        </Group>
      ) : null}
      {signedIn ? null : (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          bg="var(--reserva-surface-muted)"
        >
          <Stack gap="sm">
            <Title order={3} size="h4">
              {asGuest ? t('bookingDetails.orSignIn') : t('bookingDetails.signInToBook')}
            </Title>
            <Text>
              {asGuest ? t('bookingDetails.orSignInText') : t('bookingDetails.signInText')}
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" mt={4}>
              <Button
                size="md"
                variant={asGuest ? 'default' : 'filled'}
                onClick={() => goSignIn('signin')}
              >
                {t('bookingDetails.signInAndContinue')}
              </Button>
              <Button size="md" variant="default" onClick={() => goSignIn('signup')}>
                {t('bookingDetails.createAccount')}
              </Button>
            </Flex>
          </Stack>
        </Paper>
      )}
    </FormStack>
  )
}
