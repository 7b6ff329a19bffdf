import {
  Button,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import {
  currencySymbol,
  minorToMajorText,
  offerSchema,
  parseMajorToMinor,
  type Quote,
} from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import {
  addDays,
  dayIn,
  longInstant,
  timeIn,
  todayIn,
  zonedToInstant,
  zoneLabel,
} from '@/lib/dates.ts'
import { fieldErrors, serverFieldErrors } from '@/lib/form-errors.ts'
import { useServices } from '@/lib/get-services.ts'
import { offerQuote, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'
import { firstDayFor, SlotChooser } from './slot-chooser.tsx'

/** An offer lapses at the end of its last day, in the business's zone. */
const END_OF_DAY = '23:59'
const DEFAULT_VALID_DAYS = 7

/**
 * Staff price a request, or revise their offer: the price (typed in major units, sent exactly in
 * minor units), until when it stands, the service it is booked as, and optionally a time: one of
 * the service's free times, or, for a service priced per job (which lists none online), any time,
 * which the server checks when the customer accepts.
 */
export function OfferForm({ quote, onSent }: { quote: Quote; onSent: (quote: Quote) => void }) {
  const zone = quote.timezone
  const offer = quote.offer
  const today = todayIn(zone)
  const services = useServices()
  const [price, setPrice] = useState(
    offer ? minorToMajorText(offer.priceMinor, offer.currency) : '',
  )
  const [validDay, setValidDay] = useState(
    offer && dayIn(zone, offer.validUntil) >= today
      ? dayIn(zone, offer.validUntil)
      : addDays(today, DEFAULT_VALID_DAYS),
  )
  const [serviceId, setServiceId] = useState(offer?.service.id ?? quote.service?.id ?? '')
  const [chosenTimeMode, setTimeMode] = useState<'customer' | 'proposed'>(
    offer?.proposedStart ? 'proposed' : 'customer',
  )
  const [day, setDay] = useState(() =>
    firstDayFor({ zone, start: offer?.proposedStart, preferredDates: quote.preferredDates }),
  )
  const [start, setStart] = useState<string | null>(offer?.proposedStart ?? null)
  const [time, setTime] = useState(offer?.proposedStart ? timeIn(zone, offer.proposedStart) : '')
  const [message, setMessage] = useState(offer?.message ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const send = useQuoteMutation(offerQuote)

  const service = services.data?.find((s) => s.id === serviceId)
  const currency = service?.currency ?? offer?.currency ?? services.data?.[0]?.currency ?? 'GBP'
  // The server lists no free times for a service priced per job: any time may be proposed, and
  // one must be, since the customer would have no times to choose from.
  const anyTime = service?.pricing === 'quote'
  const timeMode = anyTime ? 'proposed' : chosenTimeMode

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: Record<string, string> = {}
    const amount = parseMajorToMinor(price, currency, { example: 42000 })
    if (!amount.ok) problems.priceMinor = amount.message
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validDay)) problems.validUntil = 'Choose a date'
    else if (validDay < today) problems.validUntil = 'Choose today or a later day'
    if (!serviceId) problems.serviceId = 'Choose the service to book the job as'
    let proposedStart: string | null = null
    if (timeMode === 'proposed') {
      if (anyTime) {
        if (!day || !/^\d{2}:\d{2}$/.test(time)) problems.proposedStart = 'Choose a day and a time'
        else proposedStart = zonedToInstant(zone, `${day}T${time}`)
      } else if (!start) problems.proposedStart = 'Choose one of the free times'
      else proposedStart = start
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      return
    }
    const parsed = offerSchema.safeParse({
      priceMinor: amount.ok ? amount.minor : 0,
      validUntil: zonedToInstant(zone, `${validDay}T${END_OF_DAY}`),
      serviceId,
      proposedStart,
      message,
    })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    send.mutate(
      { id: quote.id, offer: parsed.data },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed')
            setErrors(serverFieldErrors(error.details))
        },
      },
    )
  }

  const validation = isApiError(send.error) && send.error.code === 'validation_failed'

  return (
    <FormStack gap="md" onSubmit={submit} aria-label={offer ? 'Revise the offer' : 'Make an offer'}>
      <ErrorAlert error={validation ? null : send.error} overrides={quoteMessages} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={`Price (${currency})`}
          description="What the customer pays for the whole job."
          leftSection={<Text size="sm">{currencySymbol(currency)}</Text>}
          inputMode="decimal"
          autoComplete="off"
          placeholder={minorToMajorText(42000, currency)}
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={errors.priceMinor}
          required
        />
        <TextInput
          type="date"
          label="Valid until"
          description={`To the end of this day (${zoneLabel(zone)}).`}
          min={today}
          value={validDay}
          onChange={(event) => setValidDay(event.currentTarget.value)}
          error={errors.validUntil}
          required
        />
      </SimpleGrid>
      <NativeSelect
        label="Book it as"
        description="The service the booking is made for; its length sets the booking's."
        data={[
          { value: '', label: services.isPending ? 'Loading services…' : 'Choose a service' },
          ...(services.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={serviceId}
        onChange={(event) => {
          setServiceId(event.currentTarget.value)
          setStart(null)
        }}
        error={errors.serviceId}
        required
      />
      <Radio.Group
        label="Time of the job"
        value={timeMode}
        onChange={(value) => setTimeMode(value as 'customer' | 'proposed')}
      >
        <Stack gap={8} mt={6}>
          <Radio
            value="customer"
            label="The customer chooses a free time when accepting"
            description={
              anyTime
                ? `Not for ${service?.name}: a service priced per job lists no free times online.`
                : undefined
            }
            disabled={anyTime}
          />
          <Radio value="proposed" label="Propose a time" />
        </Stack>
      </Radio.Group>
      {timeMode === 'proposed' ? (
        !serviceId ? (
          <Text size="sm" c="dimmed">
            Choose the service first: its free times depend on it.
          </Text>
        ) : anyTime ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Propose any time; it is checked against the calendar when the customer accepts.
            </Text>
            <Group gap="md" align="flex-start">
              <TextInput
                type="date"
                label="Day"
                min={today}
                value={day}
                onChange={(event) => setDay(event.currentTarget.value)}
                error={errors.proposedStart}
              />
              <TextInput
                type="time"
                label={`Start (${zoneLabel(zone)})`}
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
              />
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            {start && offer?.proposedStart === start ? (
              <Text size="sm">
                Proposed now: {longInstant(zone, start)} ({zoneLabel(zone)}). Choose another time to
                change it.
              </Text>
            ) : null}
            <SlotChooser
              serviceId={serviceId}
              zone={zone}
              day={day}
              onDayChange={setDay}
              value={start}
              onChange={setStart}
              error={errors.proposedStart}
            />
          </Stack>
        )
      ) : null}
      <Textarea
        label="Message to the customer"
        description="Optional: what the price includes, anything they should know."
        rows={3}
        resize="vertical"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={errors.message}
        maxLength={5000}
      />
      <Group>
        <Button type="submit" loading={send.isPending}>
          {offer ? 'Send revised offer' : 'Send offer'}
        </Button>
      </Group>
    </FormStack>
  )
}
