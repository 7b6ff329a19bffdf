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
import { currencySymbol, offerSchema, parseMajorToMinor, type Quote } from '@reserva/shared'
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
import { formErrors } from '@/lib/form-errors.ts'
import { useResources } from '@/lib/get-resources.ts'
import { useServices } from '@/lib/get-services.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { offerQuote, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'
import { useQuoteFormat } from '../hooks/use-quote-format.ts'
import { firstDayFor, QuoteSlotPicker } from './quote-slot-picker.tsx'

/** An offer lapses at the end of its last day, in the business's zone. */
const END_OF_DAY = '23:59'
const DEFAULT_VALID_DAYS = 7

type TimeMode = 'customer' | 'proposed'

/**
 * What is wrong with a typed price. The shared parser says it in English; another language says
 * what to type instead.
 */
function priceProblem({
  typed,
  message,
  example,
  english,
  t,
}: {
  typed: string
  message: string
  /** The amount the placeholder shows, as the field shows it. */
  example: string
  english: boolean
  t: T
}) {
  if (english) return message
  if (typed.trim() === '') return t('quoteOffer.priceRequired')
  if (typed.trim().startsWith('-')) return t('quoteOffer.priceNegative')
  return t('quoteOffer.priceUnreadable', { example })
}

/** What the price field's placeholder shows, in minor units. */
const EXAMPLE_PRICE = 42000

/**
 * What the offer form holds (the price as typed, the last day it stands, the service, the job's
 * length and resource, and a free time if one is proposed), read into the shared `offerSchema`.
 * Fields carry the API's names where they have one, so the server's notes land next to them.
 */
const offerFormSchema = ({
  zone,
  today,
  currencyOf,
  t,
  english,
  amountText,
}: {
  zone: string
  today: string
  currencyOf: (serviceId: string) => string
  /** The words of the language on screen. */
  t: T
  english: boolean
  /** An amount as the price field shows it in the language on screen. */
  amountText: (minor: number, currency: string) => string
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
      const currency = currencyOf(values.serviceId)
      const amount = parseMajorToMinor(values.priceMinor, currency, { example: EXAMPLE_PRICE })
      if (!amount.ok) {
        const { message } = amount
        const example = amountText(EXAMPLE_PRICE, currency)
        problem(
          'priceMinor',
          priceProblem({ typed: values.priceMinor, message, example, english, t }),
        )
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.validUntil))
        problem('validUntil', t('quoteOffer.chooseDate'))
      else if (values.validUntil < today) problem('validUntil', t('quoteOffer.notPast'))
      if (!values.serviceId) problem('serviceId', t('quoteOffer.serviceRequired'))
      if (values.timeMode === 'proposed' && !values.proposedStart)
        problem('proposedStart', t('quoteOffer.slotRequired'))
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
      // Zod's own words are a programmer's ("Too small: expected number to be >=5").
      const words = formErrors(offer.error, { durations: ['durationMinutes'] })
      for (const [field, message] of Object.entries(words)) {
        ctx.addIssue({ code: 'custom', path: [field], message })
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
  const { t, language } = useI18n()
  const format = useQuoteFormat()
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
    () =>
      offerFormSchema({
        zone,
        today,
        currencyOf,
        t,
        english: language === 'en',
        amountText: format.amount,
      }),
    [zone, today, currencyOf, t, language, format.amount],
  )
  const offeredService = offer?.service.id ?? quote.service?.id ?? ''
  const form = useSchemaForm({
    schema,
    initialValues: {
      priceMinor: offer ? format.amount(offer.priceMinor, offer.currency) : '',
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
    <FormStack
      gap="md"
      onSubmit={submit}
      aria-label={offer ? t('quoteOffer.reviseLabel') : t('quoteOffer.makeLabel')}
    >
      <ErrorAlert error={validation ? null : send.error} overrides={quoteMessages} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('quoteOffer.price', { currency })}
          description={t('quoteOffer.priceHelp')}
          leftSection={<Text size="sm">{currencySymbol(currency)}</Text>}
          inputMode="decimal"
          autoComplete="off"
          placeholder={format.amount(EXAMPLE_PRICE, currency)}
          {...form.getInputProps('priceMinor')}
          required
        />
        <TextInput
          type="date"
          label={t('quoteOffer.validUntil')}
          description={t('quoteOffer.validUntilHelp', {
            zone: zoneLabel(zone),
          })}
          min={today}
          {...form.getInputProps('validUntil')}
          required
        />
      </SimpleGrid>
      <NativeSelect
        label={t('quoteOffer.bookAs')}
        description={t('quoteOffer.bookAsHelp')}
        data={[
          {
            value: '',
            label: services.isPending
              ? t('quoteOffer.loadingServices')
              : t('quoteOffer.chooseService'),
          },
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
          label={t('quoteOffer.length')}
          description={
            service
              ? t('quoteOffer.lengthHelp', {
                  duration: formatMinutes(service.durationMinutes, language),
                })
              : t('quoteOffer.lengthHelpAny')
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
          label={t('quoteOffer.who')}
          description={t('quoteOffer.whoHelp')}
          data={[
            { value: '', label: t('quoteOffer.whoever') },
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
        label={t('quoteOffer.time')}
        value={timeMode}
        onChange={(value) => {
          form.setFieldValue('timeMode', value as TimeMode)
          for (const field of ['proposedStart', 'day']) form.clearFieldError(field)
        }}
      >
        <Stack gap={8} mt={6}>
          <Radio value="customer" label={t('quoteOffer.customerChooses')} />
          <Radio value="proposed" label={t('quoteOffer.propose')} />
        </Stack>
      </Radio.Group>
      {timeMode === 'proposed' ? (
        !serviceId ? (
          <Text size="sm" c="dimmed">
            {t('quoteOffer.serviceFirst')}
          </Text>
        ) : (
          <Stack gap="xs">
            {start && offer?.proposedStart === start ? (
              <Text size="sm">
                {t('quoteOffer.proposedNow', {
                  when: longInstant(zone, start),
                  zone: zoneLabel(zone),
                })}
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
        label={t('quoteOffer.message')}
        description={t('quoteOffer.messageHelp')}
        rows={3}
        resize="vertical"
        {...form.getInputProps('message')}
        maxLength={5000}
      />
      <Group>
        <Button type="submit" loading={send.isPending}>
          {offer ? t('quoteOffer.sendRevised') : t('quoteOffer.send')}
        </Button>
      </Group>
    </FormStack>
  )
}
