import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Quote, Slot } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import { type UseMutationResult, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { LazyMonthSlotPicker } from '@/components/slot-picker/lazy-month-slot-picker.tsx'
import { SlotChoiceModal } from '@/components/slot-picker/slot-choice-modal.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone, longInstant, spanLabel, timeIn, zoneLabel } from '@/lib/dates.ts'
import { formatMinutes } from '@/lib/durations.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useServices } from '@/lib/get-services.ts'
import type { SlotSource } from '@/lib/get-slots.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { slotKeys } from '@/lib/query-keys.ts'
import { isTimeGone, quoteMessages } from '../errors.ts'

/** Stands for the price in the offer's sentence, which shows it in bold where the language puts it. */
const PRICE = '\u0000'

type Offered = Omit<Quote, 'customer'> & { offer: NonNullable<Quote['offer']> }

/**
 * How an offer is accepted: the mutation that accepts it (at the chosen start, or the offer's
 * own), where its free times come from, and what follows. A signed-in customer's and a guest's
 * quote link (decision 045) each give theirs.
 */
export interface OfferAcceptance<Answer> {
  accept: UseMutationResult<Answer, Error, string | undefined>
  slotSource: SlotSource
  onAccepted: (answer: Answer) => void
}

/**
 * Accepting an offer books the job (the server makes the booking in the same transaction), then
 * what follows the booking shows. Without a proposed time the customer picks one of the job's
 * free times first, in the same month calendar as /book.
 */
export function AcceptOfferButton<Answer>({
  quote,
  acceptance: { accept, slotSource, onAccepted },
  visitorZone = browserTimeZone(),
}: {
  quote: Offered
  acceptance: OfferAcceptance<Answer>
  visitorZone?: string
}) {
  const { t, language } = useI18n()
  const offer = quote.offer
  const [open, setOpen] = useState(false)
  const [day, setDay] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const queryClient = useQueryClient()
  const services = useServices()
  const capacity = services.data?.find((s) => s.id === offer.service.id)?.capacity ?? 1
  const startRequired = isApiError(accept.error) && accept.error.code === 'quotes.start_required'
  const mustChoose = !offer.proposedStart || startRequired

  const close = () => {
    setOpen(false)
    setDay(null)
    setSlot(null)
    accept.reset()
  }

  const confirm = () => {
    if (mustChoose && !slot) return
    // Awaited, not mutate's callbacks: those are dropped once this button has gone, and it goes
    // as soon as the quote shows as accepted, which a live update can bring before the answer.
    accept.mutateAsync(mustChoose ? slot?.start : undefined).then(
      (answer) => {
        // The answer stays with the mutation: what follows may show it.
        setOpen(false)
        onAccepted(answer)
      },
      (error: unknown) => {
        // The mutation's state carries the error for the dialog; only the taken time is ours.
        if (isTimeGone(error)) {
          setSlot(null)
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
        ? t('quoteAccept.chooseAnother', { problem: message })
        : t('quoteAccept.proposedGone', { problem: message })
      : startRequired
        ? undefined
        : message
  const error = errorText ? <ErrorAlert error={accept.error} message={errorText} /> : null
  const terms = {
    price: PRICE,
    service: offer.service.name,
    reference: quote.reference,
    title: quote.title,
    duration: formatMinutes(offer.durationMinutes, language),
  }
  const [beforePrice, afterPrice] = (
    offer.resource
      ? t('quoteAccept.whatWith', { ...terms, resource: offer.resource.name })
      : t('quoteAccept.what', terms)
  ).split(PRICE)
  const what = (
    <Text>
      {beforePrice}
      <strong>{formatMoney(offer.priceMinor, offer.currency, language)}</strong>
      {afterPrice}
    </Text>
  )

  return (
    <>
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('quoteAccept.buttonLabel', { reference: quote.reference })}
      >
        {t('quoteAccept.button')}
      </Button>
      {mustChoose ? (
        <SlotChoiceModal
          opened={open}
          onClose={close}
          title={t('quoteAccept.chooseTitle')}
          intro={
            <Stack gap={4}>
              {what}
              <Text size="sm">{t('quoteAccept.chooseIntro')}</Text>
            </Stack>
          }
          chosen={
            slot
              ? {
                  text: t('quoteAccept.chosen', {
                    time: spanLabel(slot, { businessZone: quote.timezone, visitorZone }),
                  }),
                  done: true,
                }
              : { text: t('quoteAccept.chooseHint'), done: false }
          }
          keepLabel={t('quoteAccept.notNow')}
          confirmLabel={t('quoteAccept.confirm')}
          canConfirm={slot !== null}
          confirming={accept.isPending}
          onConfirm={confirm}
        >
          <LazyMonthSlotPicker
            source={slotSource}
            paused={accept.isPending || accept.isSuccess}
            capacity={capacity}
            seats={Math.min(quote.partySize, capacity)}
            businessZone={quote.timezone}
            visitorZone={visitorZone}
            day={day}
            onDayChange={(next) => {
              setDay(next)
              setSlot(null)
            }}
            selectedStart={slot?.start ?? null}
            onChoose={setSlot}
            headingOrder={3}
          />
          {error}
        </SlotChoiceModal>
      ) : (
        <Modal
          opened={open}
          onClose={close}
          title={t('quoteAccept.title')}
          size="md"
          {...questionDialogProps}
        >
          <Stack gap="md">
            {what}
            {offer.proposedStart ? (
              <Text>
                {offer.proposedEnd
                  ? t('quoteAccept.booksUntil', {
                      start: longInstant(quote.timezone, offer.proposedStart),
                      end: timeIn(quote.timezone, offer.proposedEnd),
                      zone: zoneLabel(quote.timezone),
                    })
                  : t('quoteAccept.books', {
                      start: longInstant(quote.timezone, offer.proposedStart),
                      zone: zoneLabel(quote.timezone),
                    })}
              </Text>
            ) : null}
            {error}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('quoteAccept.notNow')}
              </Button>
              <Button loading={accept.isPending} onClick={confirm}>
                {t('quoteAccept.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  )
}
