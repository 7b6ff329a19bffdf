import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { formatMoney, type Quote } from '@reserva/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { longInstant, timeIn, zoneLabel } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { slotKeys } from '@/lib/query-keys.ts'
import { useAcceptQuote } from '../api/quotes.ts'
import { isTimeGone, quoteMessages } from '../errors.ts'
import { firstDayFor, QuoteSlotPicker } from './quote-slot-picker.tsx'

/**
 * Accepting an offer books the job (the server makes the booking in the same transaction), then
 * the booking's confirmation shows. Without a proposed time the customer picks one of the
 * service's free times first.
 */
export function AcceptOfferButton({
  quote,
}: {
  quote: Quote & { offer: NonNullable<Quote['offer']> }
}) {
  const offer = quote.offer
  const zone = quote.timezone
  const [open, setOpen] = useState(false)
  const [day, setDay] = useState(() => firstDayFor({ zone, preferredDates: quote.preferredDates }))
  const [start, setStart] = useState<string | null>(null)
  const [choiceError, setChoiceError] = useState<string | undefined>()
  const accept = useAcceptQuote()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const startRequired = isApiError(accept.error) && accept.error.code === 'quotes.start_required'
  const mustChoose = !offer.proposedStart || startRequired
  const price = formatMoney(offer.priceMinor, offer.currency)

  const close = () => {
    setOpen(false)
    accept.reset()
    setChoiceError(undefined)
  }

  const confirm = () => {
    if (mustChoose && !start) {
      setChoiceError('Choose a time for the job')
      return
    }
    setChoiceError(undefined)
    // Awaited, not mutate's callbacks: those are dropped once this button has gone, and it goes
    // as soon as the quote shows as accepted, which a live update can bring before the answer.
    accept.mutateAsync({ id: quote.id, start: mustChoose ? (start ?? undefined) : undefined }).then(
      ({ booking }) =>
        navigate(`/booking-confirmation?${new URLSearchParams({ ref: booking.reference })}`),
      (error: unknown) => {
        // The mutation's state carries the error for the dialog; only the taken time is ours.
        if (isTimeGone(error)) {
          setStart(null)
          void queryClient.invalidateQueries({ queryKey: slotKeys.forService(offer.service.id) })
        }
      },
    )
  }

  const message = errorMessage(accept.error, quoteMessages)
  const errorText = !accept.error
    ? undefined
    : isTimeGone(accept.error)
      ? mustChoose
        ? `${message} Please choose another time.`
        : `${message} This offer cannot be accepted for that time any more; your request stays open. Write to us and we will offer another time.`
      : startRequired
        ? undefined
        : message

  return (
    <>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Accept offer ${quote.reference}`}
      >
        Accept offer
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title="Accept this offer?"
        size={mustChoose ? 'lg' : 'md'}
        {...questionDialogProps}
      >
        <Stack gap="md">
          <Text>
            <strong>{price}</strong> for {offer.service.name} ({quote.reference}: {quote.title}).
          </Text>
          {mustChoose ? (
            <>
              <Text>Choose when the job should be done. Accepting books that time for you.</Text>
              <QuoteSlotPicker
                serviceId={offer.service.id}
                zone={zone}
                day={day}
                onDayChange={setDay}
                value={start}
                onChange={(value) => {
                  setStart(value)
                  if (value) setChoiceError(undefined)
                }}
                error={choiceError}
              />
            </>
          ) : offer.proposedStart ? (
            <Text>
              Accepting books {longInstant(zone, offer.proposedStart)}
              {offer.proposedEnd ? ` to ${timeIn(zone, offer.proposedEnd)}` : ''} ({zoneLabel(zone)}
              ) for you.
            </Text>
          ) : null}
          {errorText ? <ErrorAlert error={accept.error} message={errorText} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button loading={accept.isPending} onClick={confirm}>
              Accept and book
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
