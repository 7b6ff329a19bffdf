import { Alert, Button, Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core'
import { type Booking, formatMoney } from '@reserva/shared'
import { useRef, useState } from 'react'
import { CountInput } from '@/components/count-input.tsx'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { createBooking } from '@/lib/booking-requests.ts'
import { useClock } from '@/lib/clock.ts'
import { dayIn, shortDate, timeIn, todayIn, zonedToInstant } from '@/lib/dates.ts'
import { useResources } from '@/lib/get-resources.ts'
import { useServices } from '@/lib/get-services.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { slot, withSlots } from '@/lib/i18n/rich.tsx'
import type { Customer } from '../api/customers.ts'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { isTimeGone } from '../errors.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { CustomerPicker } from './customer-picker.tsx'
import { type OverrideTime, OverrideTimeFields } from './override-time-fields.tsx'
import { StaffSlotPicker } from './staff-slot-picker.tsx'

/** A time picked on the operator's calendar: the empty slot's day, start and resource lane. */
export type BookingPrefill = {
  date: string
  start: string
  resource: { id: string; name: string }
}

/** The resource select's value for "let the server take the first free one". */
const ANY_RESOURCE = 'any'

export function BookForCustomerModal({
  opened,
  onClose,
  timezone,
  prefill,
}: {
  opened: boolean
  onClose: () => void
  timezone: string
  prefill?: BookingPrefill
}) {
  const t = useT()
  return (
    <FormModal opened={opened} onClose={onClose} title={t('bookForCustomer.title')}>
      <BookForCustomerForm timezone={timezone} onDone={onClose} prefill={prefill} />
    </FormModal>
  )
}

/**
 * A booking made by staff for a customer (on the phone, at the counter): confirmed at once, the
 * customer gets the usual e-mail. At a time offered, or, switched to it, at any time the resource
 * is free, saying why (an override, audited). The Idempotency-Key stays the same while the request
 * does, so a retry after a lost answer never books twice.
 */
export function BookForCustomerForm({
  timezone,
  onDone,
  prefill,
}: {
  timezone: string
  onDone: () => void
  prefill?: BookingPrefill
}) {
  const { t, language } = useI18n()
  const today = todayIn(timezone, useClock().now())
  const services = useServices({ staleTime: 30_000 })
  const [customer, setCustomer] = useState<Customer | null>(null)
  const [serviceId, setServiceId] = useState<string | null>(null)
  // The lane's resource when picked on the calendar; otherwise the first one free.
  const [resourceId, setResourceId] = useState<string>(prefill?.resource.id ?? ANY_RESOURCE)
  const resources = useResources()
  const [date, setDate] = useState(prefill?.date ?? today)
  const [start, setStart] = useState<string | null>(null)
  const [seatsLeft, setSeatsLeft] = useState(1)
  const [seats, setSeats] = useState<number | string>(1)
  const [notes, setNotes] = useState('')
  const [outside, setOutside] = useState(false)
  const [override, setOverride] = useState<OverrideTime>({
    date: prefill?.date ?? today,
    time: prefill ? timeIn(timezone, prefill.start) : '',
    reason: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [booked, setBooked] = useState<Booking | null>(null)
  const key = useRef<{ request: string; key: string } | null>(null)
  // The dialog says what was booked itself.
  const book = useBookingMutation(createBooking, { notice: null })

  const bookable = (services.data ?? []).filter((service) => service.pricing === 'fixed')
  const service = bookable.find((item) => item.id === serviceId)
  // Resources in use, and the lane's own whatever it is now (the slot list says if it offers
  // nothing), so the lane clicked is always the one shown.
  const resourceChoices: { id: string; name: string; active: boolean }[] = (
    resources.data ?? []
  ).filter((item) => item.active || item.id === prefill?.resource.id)
  if (prefill && !resourceChoices.some((item) => item.id === prefill.resource.id)) {
    resourceChoices.unshift({ ...prefill.resource, active: true })
  }
  const resource = resourceChoices.find((item) => item.id === resourceId)

  if (booked) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t('bookForCustomer.booked')} role="status">
          <Text size="sm">
            {withSlots(
              t('bookForCustomer.bookedText', {
                service: booked.service.name,
                customer: booked.customer.name,
                date: shortDate(dayIn(booked.timezone, booked.start), { year: false, language }),
                time: timeIn(booked.timezone, booked.start, { language }),
                resource: booked.resource.name,
                reference: slot('reference'),
              }),
              { reference: <strong>{booked.reference}</strong> },
            )}
          </Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setBooked(null)
              setStart(null)
              setNotes('')
              book.reset()
            }}
          >
            {t('bookForCustomer.another')}
          </Button>
          <Button onClick={onDone}>{t('bookForCustomer.done')}</Button>
        </Group>
      </Stack>
    )
  }

  const submit = () => {
    const found: Record<string, string> = {}
    if (!customer) found.customer = t('bookForCustomer.chooseCustomer')
    if (!serviceId) found.serviceId = t('bookForCustomer.chooseService')
    const reason = override.reason.trim()
    if (outside) {
      if (!resource) found.resource = t('bookForCustomer.chooseResource')
      if (!override.date) found.date = t('bookForCustomer.chooseDate')
      if (!override.time) found.time = t('bookForCustomer.chooseStart')
      if (reason.length < 3) found.reason = t('bookForCustomer.sayWhy')
    } else if (!start) found.start = t('bookForCustomer.chooseTime')
    const chosen = outside
      ? override.date && override.time
        ? zonedToInstant(timezone, `${override.date}T${override.time}`)
        : null
      : start
    const places = typeof seats === 'number' ? seats : Number(seats)
    const left = outside ? (service?.capacity ?? 1) : seatsLeft
    if (!Number.isInteger(places) || places < 1) found.seats = t('bookForCustomer.atLeastOne')
    else if (places > left) found.seats = t('bookForCustomer.onlyLeft', { count: left })
    setErrors(found)
    if (!customer || !serviceId || !chosen || Object.keys(found).length > 0) return
    const booking = {
      serviceId,
      start: chosen,
      seats: places,
      notes: notes.trim(),
      customerId: customer.id,
      ...(resource ? { resourceId: resource.id } : {}),
      ...(outside ? { override: { reason } } : {}),
    }
    const request = JSON.stringify(booking)
    if (key.current?.request !== request) key.current = { request, key: crypto.randomUUID() }
    book.mutate({ booking, idempotencyKey: key.current.key }, { onSuccess: setBooked })
  }

  return (
    <Stack gap="md">
      {prefill ? (
        <Text size="sm">
          {t('bookForCustomer.picked', {
            resource: prefill.resource.name,
            date: shortDate(prefill.date, { year: false, language }),
            time: timeIn(timezone, prefill.start, { language }),
          })}
        </Text>
      ) : null}
      <ErrorAlert
        error={isTimeGone(book.error) ? null : book.error}
        overrides={staffBookingMessages}
      />
      <CustomerPicker
        value={customer}
        onChange={(next) => {
          setCustomer(next)
          setErrors(({ customer: _, ...rest }) => rest)
        }}
        error={errors.customer}
      />
      <Select
        label={t('bookForCustomer.service')}
        placeholder={t('bookForCustomer.chooseService')}
        description={t('bookForCustomer.serviceHint')}
        data={bookable.map((item) => ({
          value: item.id,
          label:
            item.priceMinor === null
              ? item.name
              : `${item.name} · ${formatMoney(item.priceMinor, item.currency, language)}`,
        }))}
        value={serviceId}
        onChange={(next) => {
          setServiceId(next)
          setStart(null)
        }}
        error={errors.serviceId}
        disabled={services.isPending}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        required
      />
      <Select
        label={t('bookForCustomer.with')}
        description={t('bookForCustomer.withHint')}
        data={[
          { value: ANY_RESOURCE, label: t('bookForCustomer.anyResource') },
          ...resourceChoices.map((item) => ({
            value: item.id,
            label: item.active ? item.name : t('bookForCustomer.notInUse', { name: item.name }),
          })),
        ]}
        value={resourceId}
        onChange={(next) => {
          setResourceId(next ?? ANY_RESOURCE)
          setStart(null)
        }}
        error={errors.resource}
        disabled={resources.isPending}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        label={t('bookForCustomer.outside')}
        description={t('bookForCustomer.outsideHint')}
        checked={outside}
        onChange={(event) => setOutside(event.currentTarget.checked)}
      />
      {outside ? (
        <OverrideTimeFields
          value={override}
          onChange={setOverride}
          timezone={timezone}
          errors={errors}
        />
      ) : (
        <StaffSlotPicker
          serviceId={serviceId ?? undefined}
          resource={resource}
          date={date}
          onDateChange={setDate}
          value={start}
          onChange={(slot) => {
            setStart(slot?.start ?? null)
            setSeatsLeft(Math.max(1, slot?.seatsLeft ?? 0))
          }}
          minDate={today}
          timezone={timezone}
          preferredStart={prefill?.start}
          error={errors.start}
          requestError={book.error}
        />
      )}
      {service && service.capacity > 1 ? (
        <CountInput
          label={t('bookForCustomer.places')}
          description={start ? t('bookForCustomer.left', { count: seatsLeft }) : undefined}
          value={seats}
          onChange={setSeats}
          min={1}
          max={seatsLeft}
          error={errors.seats}
          maw={160}
        />
      ) : null}
      <Textarea
        label={t('bookForCustomer.notes')}
        description={t('bookForCustomer.notesHint')}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <DialogButtons
        onCancel={onDone}
        cancelLabel={t('bookForCustomer.cancel')}
        confirmLabel={t('bookForCustomer.book')}
        onConfirm={submit}
        loading={book.isPending}
      />
    </Stack>
  )
}
