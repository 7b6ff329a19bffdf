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

const NOTES_MAX = 2000

/**
 * Who a visitor is when they book without an account: a name, the address the code and the
 * booking's mails go to, and a phone number if the business asks (blank is none when optional).
 */
const guestFields = (phone: GuestPhoneMode) => ({
  name: guestSchema.shape.name,
  email: z.string().trim().min(1, 'Enter your e-mail address').pipe(guestSchema.shape.email),
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
const detailsSchema = (maxSeats: number, guestPhone: GuestPhoneMode | null) => {
  const seats =
    maxSeats === 1
      ? 'Only one place is left at this time.'
      : `Choose between 1 and ${maxSeats} people.`
  const booking = createBookingSchema.pick({ seats: true, notes: true }).extend({
    seats: z.coerce
      .number({ error: seats })
      .int({ error: seats })
      .min(1, { error: seats })
      .max(maxSeats, { error: seats }),
    notes: z.string().max(NOTES_MAX, { error: `Keep the notes under ${NOTES_MAX} characters.` }),
  })
  return guestPhone === null
    ? booking.extend({ name: z.any(), email: z.any(), phone: z.any() })
    : booking.extend(guestFields(guestPhone))
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
  const asGuest = !signedIn && guests !== undefined && guests.booking !== 'off'
  const guestPhone = asGuest ? guests.phone : null
  const maxSeats = Math.max(1, Math.min(service.capacity, seatsLeft ?? service.capacity))
  const schema = useMemo(() => detailsSchema(maxSeats, guestPhone), [maxSeats, guestPhone])
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
    <FormStack gap="lg" onSubmit={submit} aria-label="Your details">
      {service.capacity > 1 ? (
        <CountInput
          label="Number of people"
          description={
            seatsLeft !== null
              ? `${seatsLeft} ${seatsLeft === 1 ? 'place is' : 'places are'} left at this time.`
              : `Up to ${service.capacity} people.`
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
            label="Your name"
            autoComplete="name"
            required
            size="md"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="E-mail address"
            description="We send a code to confirm it, and your booking's details."
            type="email"
            autoComplete="email"
            required
            size="md"
            {...form.getInputProps('email')}
          />
          {guestPhone !== 'off' ? (
            <TextInput
              label="Phone number"
              description={
                guestPhone === 'optional'
                  ? 'Optional. In case we need to reach you.'
                  : 'In case we need to reach you.'
              }
              type="tel"
              autoComplete="tel"
              required={guestPhone === 'required'}
              size="md"
              {...form.getInputProps('phone')}
            />
          ) : null}
        </>
      ) : null}
      <Textarea
        label="Notes for us"
        description="Optional. Anything we should know before you come."
        {...form.getInputProps('notes')}
        maxLength={NOTES_MAX}
        rows={4}
        size="md"
      />
      {signedIn || asGuest ? (
        <Group>
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
            Continue
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
              {asGuest ? 'Or sign in' : 'Sign in to book'}
            </Title>
            <Text>
              {asGuest
                ? 'With an account you see all your bookings in one place. What you chose is kept while you sign in.'
                : 'You need an account to book, so that you can see, move or cancel your booking later. What you chose is kept while you sign in.'}
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" mt={4}>
              <Button
                size="md"
                variant={asGuest ? 'default' : 'filled'}
                onClick={() => goSignIn('signin')}
              >
                Sign in and continue
              </Button>
              <Button size="md" variant="default" onClick={() => goSignIn('signup')}>
                Create an account
              </Button>
            </Flex>
          </Stack>
        </Paper>
      )}
    </FormStack>
  )
}
