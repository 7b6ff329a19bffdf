import { Button, Flex, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { createBookingSchema, type Service } from '@reserva/shared'
import { useMemo } from 'react'
import { z } from 'zod'
import { CountInput } from '@/components/count-input.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { IconArrowRight } from '@/components/icons.tsx'
import { useSchemaForm } from '@/lib/form.ts'

const NOTES_MAX = 2000

/** The booking's own fields, worded for this step, with the places left at the chosen time. */
const detailsSchema = (maxSeats: number) => {
  const seats =
    maxSeats === 1
      ? 'Only one place is left at this time.'
      : `Choose between 1 and ${maxSeats} people.`
  return createBookingSchema.pick({ seats: true, notes: true }).extend({
    seats: z.coerce
      .number({ error: seats })
      .int({ error: seats })
      .min(1, { error: seats })
      .max(maxSeats, { error: seats }),
    notes: z.string().max(NOTES_MAX, { error: `Keep the notes under ${NOTES_MAX} characters.` }),
  })
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
}

/**
 * How many people (for a shared service) and notes for the business. A visitor is asked to sign
 * in or create an account here; what they chose travels with them and is restored afterwards.
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
}: DetailsStepProps) {
  const maxSeats = Math.max(1, Math.min(service.capacity, seatsLeft ?? service.capacity))
  const schema = useMemo(() => detailsSchema(maxSeats), [maxSeats])
  const form = useSchemaForm({
    schema,
    initialValues: { seats: Math.min(initialSeats, maxSeats) as number | string, notes },
    // The notes live with the booking flow: they are kept while a visitor signs in.
    onValuesChange: (values, previous) => {
      if (values.notes !== previous.notes) onNotesChange(values.notes)
    },
  })

  const submit = form.onSubmit(({ seats }) => {
    if (signedIn) onContinue(seats)
  })
  const goSignIn = (how: 'signin' | 'signup') =>
    form.onSubmit(({ seats }) => onSignIn(seats, how))()

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
      <Textarea
        label="Notes for us"
        description="Optional. Anything we should know before you come."
        {...form.getInputProps('notes')}
        maxLength={NOTES_MAX}
        rows={4}
        size="md"
      />
      {signedIn ? (
        <Group>
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} />}>
            Continue
          </Button>
        </Group>
      ) : (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          bg="var(--reserva-surface-muted)"
        >
          <Stack gap="sm">
            <Title order={3} size="h4">
              Sign in to book
            </Title>
            <Text>
              You need an account to book, so that you can see, move or cancel your booking later.
              What you chose is kept while you sign in.
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" mt={4}>
              <Button size="md" onClick={() => goSignIn('signin')}>
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
