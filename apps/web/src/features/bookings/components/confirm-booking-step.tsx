import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { Booking, Service } from '@reserva/shared'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { Notice } from '@/components/notice.tsx'
import { IconCheck, IconHourglass } from '@/components/screen-icons.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { useCreateBooking } from '../api/create-booking.ts'
import { createHold, type Hold } from '../api/holds.ts'
import type { ChangePolicy } from '../change-policy.ts'
import { bookingMessages, isTimeGone } from '../errors.ts'
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left.ts'
import { newIdempotencyKey } from '../idempotency-key.ts'
import { BookingFacts } from './booking-facts.tsx'
import { BackButton, ChangeNotice, choiceFacts } from './choice-facts.tsx'

export type ConfirmStepProps = {
  service: Service
  start: string
  end: string
  seats: number
  notes: string
  businessZone: string
  visitorZone: string
  /** The business's cut-offs, to say beforehand what can still be changed online. */
  policy?: ChangePolicy
  /** The time is held: the flow lets it go if the person picks another. */
  onHeld: (hold: Hold) => void
  /** The time was taken or cannot be booked any more: back to choosing one, with this message. */
  onTimeGone: (message: string) => void
  onBack: () => void
  onBooked: (booking: Booking) => void
  /** The session ended on the way: sign in again and come back to this choice. */
  onSignIn: () => void
}

/**
 * Holds the chosen time as soon as it is shown (others do not see it free meanwhile), shows how
 * long the hold lasts, and books. One Idempotency-Key is made per intent to book and reused by
 * every attempt, and the button is off while a request is under way: a double click, or a retry
 * after a lost answer, makes one booking.
 */
export function ConfirmBookingStep({
  service,
  start,
  end,
  seats,
  notes,
  businessZone,
  visitorZone,
  policy,
  onHeld,
  onTimeGone,
  onBack,
  onBooked,
  onSignIn,
}: ConfirmStepProps) {
  const { t, language } = useI18n()
  const hold = useMutation({
    mutationFn: createHold,
    onSuccess: onHeld,
    onError: (error) => {
      if (isTimeGone(error)) onTimeGone(errorMessage(error, bookingMessages))
    },
  })
  const create = useCreateBooking()
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const sending = useRef(false)
  const held = useRef(false)

  // Once per mount (React's development double effects included): hold the time.
  useEffect(() => {
    if (held.current) return
    held.current = true
    hold.mutate({ serviceId: service.id, start, seats })
  }, [hold, service.id, start, seats])

  const secondsLeft = useSecondsLeft(hold.data?.expiresAt ?? null)

  const confirm = () => {
    if (sending.current) return
    sending.current = true
    create.mutate(
      { booking: { serviceId: service.id, start, seats, notes }, idempotencyKey },
      {
        // On success `sending` stays set: the next screen may take a moment to load, and this
        // button must not book again meanwhile.
        onSuccess: onBooked,
        onError: (error) => {
          sending.current = false
          if (isTimeGone(error)) onTimeGone(errorMessage(error, bookingMessages))
          // The key belongs to other details now: the next attempt is a new intent.
          if (isApiError(error) && error.code === 'bookings.idempotency_key_reused') {
            setIdempotencyKey(newIdempotencyKey())
          }
        },
      },
    )
  }

  const facts = choiceFacts(
    { service, start, end, seats, notes, businessZone, visitorZone },
    { t, language },
  )

  const holdFailed = hold.isError && !isTimeGone(hold.error)
  const error = create.error && !isTimeGone(create.error) ? create.error : null
  const signedOut = [hold.error, create.error].some(
    (e) => isApiError(e) && (e.code === 'auth.session_missing' || e.status === 401),
  )
  const signInAgain = (
    <Button size="xs" onClick={onSignIn}>
      {t('confirmStep.signInAgain')}
    </Button>
  )

  return (
    <Stack gap="lg" maw={640}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <BookingFacts facts={facts} />
      </Paper>

      {policy ? <ChangeNotice start={start} policy={policy} zone={businessZone} /> : null}

      {hold.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('confirmStep.holding')}</Text>
        </Group>
      ) : holdFailed ? (
        <ErrorAlert
          error={hold.error}
          title={t('confirmStep.holdFailed')}
          overrides={bookingMessages}
          action={
            signedOut ? (
              signInAgain
            ) : (
              <Button
                size="xs"
                variant="default"
                onClick={() => hold.mutate({ serviceId: service.id, start, seats })}
              >
                {t('confirmStep.tryAgain')}
              </Button>
            )
          }
        />
      ) : hold.isSuccess && secondsLeft !== null ? (
        secondsLeft > 0 ? (
          <Notice tone="info" icon={<IconHourglass size={20} />} role="status">
            {withNodes(t('confirmStep.held', holes('left')), {
              left: (
                <Text component="span" fw={700} ff="monospace" role="timer" aria-live="off">
                  {t('confirmStep.left', { time: minutesAndSeconds(secondsLeft) })}
                </Text>
              ),
            })}
          </Notice>
        ) : (
          <Notice tone="warning" icon={<IconHourglass size={20} />} role="status">
            {t('confirmStep.released')}
          </Notice>
        )
      ) : null}

      <ErrorAlert
        error={error}
        title={t('confirmStep.notMade')}
        overrides={bookingMessages}
        action={signedOut ? signInAgain : null}
      />

      <Group gap="sm">
        <Button
          size="lg"
          w={{ base: '100%', xs: 'auto' }}
          onClick={confirm}
          loading={create.isPending || create.isSuccess}
          disabled={hold.isPending}
          leftSection={<IconCheck size={20} />}
        >
          {t('confirmStep.confirm')}
        </Button>
        <BackButton onClick={onBack} disabled={create.isPending} />
      </Group>
    </Stack>
  )
}
