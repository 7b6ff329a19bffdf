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
import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { DurationInput } from '@/components/duration-input.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { addDays, dayIn, longInstant, todayIn, zonedToInstant, zoneLabel } from '@/lib/dates.ts'
import { formatMinutes } from '@/lib/durations.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { useResources } from '@/lib/get-resources.ts'
import { useServices } from '@/lib/get-services.ts'
import { offerQuote, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'
import { firstDayFor, QuoteSlotPicker } from './quote-slot-picker.tsx'

/** An offer lapses at the end of its last day, in the business's zone. */
const END_OF_DAY = '23:59'
const DEFAULT_VALID_DAYS = 7

type TimeMode = 'customer' | 'proposed'

/**
 * What the offer form holds (the price as typed, the last day it stands, the service, the job's
 * length and resource, and a free time if one is proposed), read into the shared `offerSchema`.
 * Fields carry the API's names where they have one, so the server's notes land next to them.
 */
const offerFormSchema = ({
  zone,
  today,
  currencyOf,
}: {
  zone: string
  today: string
  currencyOf: (serviceId: string) => string
}) =>
  z
    .object({
      priceMinor: z.string(),
      validUntil: z.string(),
      serviceId: z.string(),
      durationMinutes: z.union([z.number(), z.literal('')]),
      resourceId: z.string(),
      timeMode: z.enum(['customer', 'proposed']),
      proposedStart: z.string().nullable(),
      day: z.string(),
      message: z.string(),
    })
    .transform((values, ctx) => {
      let refused = false
      const problem = (path: string, message: string) => {
        refused = true
        ctx.addIssue({ code: 'custom', path: [path], message })
      }
      const amount = parseMajorToMinor(values.priceMinor, currencyOf(values.serviceId), {
        example: 42000,
      })
      if (!amount.ok) problem('priceMinor', amount.message)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.validUntil)) problem('validUntil', 'Choose a date')
      else if (values.validUntil < today) problem('validUntil', 'Choose today or a later day')
      if (!values.serviceId) problem('serviceId', 'Choose the service to book the job as')
      if (values.timeMode === 'proposed' && !values.proposedStart)
        problem('proposedStart', 'Choose one of the free times')
      if (refused || !amount.ok) return z.NEVER
      const offer = offerSchema.safeParse({
        priceMinor: amount.minor,
        validUntil: zonedToInstant(zone, `${values.validUntil}T${END_OF_DAY}`),
        serviceId: values.serviceId,
        durationMinutes: values.durationMinutes === '' ? null : values.durationMinutes,
        resourceId: values.resourceId || null,
        proposedStart: values.timeMode === 'proposed' ? values.proposedStart : null,
        message: values.message,
      })
      if (offer.success) return offer.data
      for (const issue of offer.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
      return z.NEVER
    })

/**
 * Staff price a request, or revise their offer: the price (typed in major units, sent exactly in
 * minor units), until when it stands, the service it is booked as, how long the job takes and who
 * does it, and optionally a time: one of the free times for that job. Without one, the customer
 * chooses among the same times when accepting.
 */
export function OfferForm({ quote, onSent }: { quote: Quote; onSent: (quote: Quote) => void }) {
  const zone = quote.timezone
  const offer = quote.offer
  const clock = useClock()
  const today = todayIn(zone, clock.now())
  const services = useServices()
  const resources = useResources()
  const send = useQuoteMutation(offerQuote)
  const offerCurrency = offer?.currency
  const currencyOf = useCallback(
    (serviceId: string) =>
      services.data?.find((s) => s.id === serviceId)?.currency ??
      offerCurrency ??
      services.data?.[0]?.currency ??
      'GBP',
    [services.data, offerCurrency],
  )
  const schema = useMemo(
    () => offerFormSchema({ zone, today, currencyOf }),
    [zone, today, currencyOf],
  )
  const offeredService = offer?.service.id ?? quote.service?.id ?? ''
  const form = useSchemaForm({
    schema,
    initialValues: {
      priceMinor: offer ? minorToMajorText(offer.priceMinor, offer.currency) : '',
      validUntil:
        offer && dayIn(zone, offer.validUntil) >= today
          ? dayIn(zone, offer.validUntil)
          : addDays(today, DEFAULT_VALID_DAYS),
      serviceId: offeredService,
      durationMinutes: (offer?.durationMinutes ?? '') as number | '',
      resourceId: offer?.resource?.id ?? '',
      timeMode: (offer?.proposedStart ? 'proposed' : 'customer') as TimeMode,
      proposedStart: offer?.proposedStart ?? null,
      day: firstDayFor({
        zone,
        start: offer?.proposedStart,
        preferredDates: quote.preferredDates,
        today,
      }),
      message: offer?.message ?? '',
    },
  })
  const {
    serviceId,
    proposedStart: start,
    day,
    durationMinutes,
    resourceId,
    timeMode,
  } = form.getValues()
  const errors = form.errors

  const service = services.data?.find((s) => s.id === serviceId)
  const currency = currencyOf(serviceId)
  const doers = (resources.data ?? []).filter(
    (r) => r.active && service?.resourceIds.includes(r.id),
  )
  /** Another service, length or resource: the proposed time is chosen afresh. */
  const timeChanged = () => {
    form.setFieldValue('proposedStart', null)
    for (const field of ['proposedStart', 'day']) form.clearFieldError(field)
  }

  const submit = form.onSubmit((parsed) =>
    send.mutate(
      { id: quote.id, offer: parsed },
      { onSuccess: onSent, onError: (error) => showServerFieldErrors(form, error) },
    ),
  )

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
          {...form.getInputProps('priceMinor')}
          required
        />
        <TextInput
          type="date"
          label="Valid until"
          description={`To the end of this day (${zoneLabel(zone)}).`}
          min={today}
          {...form.getInputProps('validUntil')}
          required
        />
      </SimpleGrid>
      <NativeSelect
        label="Book it as"
        description="The service the booking is made for."
        data={[
          { value: '', label: services.isPending ? 'Loading services…' : 'Choose a service' },
          ...(services.data ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        {...form.getInputProps('serviceId')}
        onChange={(event) => {
          form.setFieldValue('serviceId', event.currentTarget.value)
          form.setFieldValue('resourceId', '')
          timeChanged()
        }}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DurationInput
          label="Length of the job"
          description={
            service
              ? `Empty: the service's own ${formatMinutes(service.durationMinutes)}.`
              : 'Empty: the service’s own length.'
          }
          minutes={durationMinutes}
          units={['minutes', 'hours']}
          onChange={(minutes) => {
            form.setFieldValue('durationMinutes', minutes)
            timeChanged()
          }}
          error={errors.durationMinutes}
        />
        <NativeSelect
          label="Who does it"
          description="The booking is made with them."
          data={[
            { value: '', label: 'Whoever is free' },
            ...doers.map((r) => ({ value: r.id, label: r.name })),
          ]}
          {...form.getInputProps('resourceId')}
          onChange={(event) => {
            form.setFieldValue('resourceId', event.currentTarget.value)
            timeChanged()
          }}
        />
      </SimpleGrid>
      <Radio.Group
        label="Time of the job"
        value={timeMode}
        onChange={(value) => {
          form.setFieldValue('timeMode', value as TimeMode)
          for (const field of ['proposedStart', 'day']) form.clearFieldError(field)
        }}
      >
        <Stack gap={8} mt={6}>
          <Radio value="customer" label="The customer chooses a free time when accepting" />
          <Radio value="proposed" label="Propose a time" />
        </Stack>
      </Radio.Group>
      {timeMode === 'proposed' ? (
        !serviceId ? (
          <Text size="sm" c="dimmed">
            Choose the service first: its free times depend on it.
          </Text>
        ) : (
          <Stack gap="xs">
            {start && offer?.proposedStart === start ? (
              <Text size="sm">
                Proposed now: {longInstant(zone, start)} ({zoneLabel(zone)}). Choose another time to
                change it.
              </Text>
            ) : null}
            <QuoteSlotPicker
              serviceId={serviceId}
              durationMinutes={durationMinutes === '' ? undefined : durationMinutes}
              resourceId={resourceId || undefined}
              zone={zone}
              day={day}
              onDayChange={(next) => form.setFieldValue('day', next)}
              value={start}
              onChange={(next) => form.setFieldValue('proposedStart', next)}
              error={errors.proposedStart as string | undefined}
            />
          </Stack>
        )
      ) : null}
      <Textarea
        label="Message to the customer"
        description="Optional: what the price includes, anything they should know."
        rows={3}
        resize="vertical"
        {...form.getInputProps('message')}
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
