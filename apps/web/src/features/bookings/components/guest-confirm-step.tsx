import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Guest, GuestBooked, GuestBookingMode, GuestPending, Service } from '@reserva/shared'
import { useRef, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { MailedCodeForm } from '@/components/mailed-code-form.tsx'
import { IconCheck, IconHourglass } from '@/components/screen-icons.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { useGuestBooking } from '../api/guest-booking.ts'
import type { ChangePolicy } from '../change-policy.ts'
import { bookingMessages, isTimeGone } from '../errors.ts'
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left.ts'
import { newIdempotencyKey } from '../idempotency-key.ts'
import { BookingFacts } from './booking-facts.tsx'
import { BackButton, ChangeNotice, choiceFacts } from './choice-facts.tsx'

export type GuestConfirmStepProps = {
  service: Service
  start: string
  end: string
  seats: number
  notes: string
  guest: Guest
  /** Confirm first (a code comes by mail) or book at once. */
  mode: Exclude<GuestBookingMode, 'off'>
  businessZone: string
  visitorZone: string
  policy?: ChangePolicy
  /** The time was taken or cannot be booked any more: back to choosing one, with this message. */
  onTimeGone: (message: string) => void
  /** Back to the details (to correct the name or the address). */
  onBack: () => void
  onBooked: (booked: GuestBooked) => void
}

/**
 * A visitor's last step: check the choice and who they are, then book. Confirm first: the answer
 * holds the time and mails a code, typed in here (or the mail's link, opened anywhere) to finish.
 * One Idempotency-Key per intent: a double click or a retry sends one mail and holds one time.
 */
export function GuestConfirmStep({
  service,
  start,
  end,
  seats,
  notes,
  guest,
  mode,
  businessZone,
  visitorZone,
  policy,
  onTimeGone,
  onBack,
  onBooked,
}: GuestConfirmStepProps) {
  const { t, language } = useI18n()
  const { book, confirm } = useGuestBooking()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [pending, setPending] = useState<GuestPending | null>(null)
  const [code, setCode] = useState('')
  const sending = useRef(false)
  const secondsLeft = useSecondsLeft(pending?.hold.expiresAt ?? null)

  const timeGone = (error: unknown) => {
    sending.current = false
    if (isTimeGone(error)) onTimeGone(errorMessage(error, bookingMessages))
  }

  const send = () => {
    if (sending.current) return
    sending.current = true
    book.mutate(
      { slot: { serviceId: service.id, start, seats, notes }, guest, idempotencyKey },
      {
        onSuccess: (answer) => {
          if ('pending' in answer) {
            sending.current = false
            setPending(answer.pending)
          } else onBooked(answer)
        },
        onError: timeGone,
      },
    )
  }

  const enterCode = () => {
    if (!pending || sending.current || !/^\d{6}$/.test(code)) return
    sending.current = true
    confirm.mutate({ id: pending.id, code }, { onSuccess: onBooked, onError: timeGone })
  }

  const facts = [
    ...choiceFacts(
      { service, start, end, seats, notes, businessZone, visitorZone },
      { t, language },
    ),
    { label: t('bookingFacts.name'), value: guest.name },
    { label: t('bookingFacts.email'), value: guest.email },
    ...(guest.phone ? [{ label: t('bookingFacts.phone'), value: guest.phone }] : []),
  ]
  const bookError = book.error && !isTimeGone(book.error) ? book.error : null
  const codeError = confirm.error && !isTimeGone(confirm.error) ? confirm.error : null
  const spent = isApiError(codeError) && codeError.code === 'guests.confirmation_expired'

  if (pending) {
    return (
      <MailedCodeForm
        email={pending.email}
        words={{
          checkMail: t('guestConfirm.checkMail'),
          sent: t('guestConfirm.sent', holes('email')),
          form: t('guestConfirm.form'),
          code: t('guestConfirm.code'),
          confirm: t('confirmStep.confirm'),
          startAgain: t('guestConfirm.startAgain'),
        }}
        code={code}
        onCode={setCode}
        onSubmit={enterCode}
        onBack={onBack}
        spent={spent}
        sending={confirm.isPending || confirm.isSuccess}
        status={
          secondsLeft !== null ? (
            <Text size="sm" c="dimmed" role="status">
              {secondsLeft > 0 ? (
                <>
                  <IconHourglass size={16} aria-hidden />{' '}
                  {withNodes(t('guestConfirm.held', holes('left')), {
                    left: (
                      <Text component="span" fw={700} ff="monospace" role="timer" aria-live="off">
                        {t('confirmStep.left', { time: minutesAndSeconds(secondsLeft) })}
                      </Text>
                    ),
                  })}
                </>
              ) : (
                t('guestConfirm.released')
              )}
            </Text>
          ) : null
        }
        error={
          <ErrorAlert
            error={codeError}
            title={t('confirmStep.notMade')}
            overrides={bookingMessages}
          />
        }
      />
    )
  }

  return (
    <Stack gap="lg" maw={640}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <BookingFacts facts={facts} />
      </Paper>
      {policy ? <ChangeNotice start={start} policy={policy} zone={businessZone} /> : null}
      <Text size="sm">
        {mode === 'confirm_first' ? t('guestConfirm.nextCode') : t('guestConfirm.nextBook')}
      </Text>
      <ErrorAlert error={bookError} title={t('confirmStep.notMade')} overrides={bookingMessages} />
      <Group gap="sm">
        <Button
          size="lg"
          w={{ base: '100%', xs: 'auto' }}
          onClick={send}
          loading={book.isPending || (book.isSuccess && !pending)}
          leftSection={<IconCheck size={20} />}
        >
          {mode === 'confirm_first' ? t('guestConfirm.sendCode') : t('confirmStep.confirm')}
        </Button>
        <BackButton onClick={onBack} disabled={book.isPending} />
      </Group>
    </Stack>
  )
}
