import { Alert, Button, Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core'
import { type Booking, formatMoney } from '@reserva/shared'
import { useRef, useState } from 'react'
import { CountInput } from '@/components/count-input.tsx'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { createBooking } from '@/lib/booking-requests.ts'
import { useClock } from '@/lib/clock.ts'
import { shortDate, timeIn, todayIn, zonedToInstant } from '@/lib/dates.ts'
import { useResources } from '@/lib/get-resources.ts'
import { useServices } from '@/lib/get-services.ts'
import type { Customer } from '../api/customers.ts'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { whatAndWhen } from '../booking-notices.ts'
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
  return (
    <FormModal opened={opened} onClose={onClose} title="Book for a customer">
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
        <Alert color="green" variant="light" title="Booked" role="status">
          <Text size="sm">
            {whatAndWhen(booked)} with {booked.resource.name}. Reference{' '}
            <strong>{booked.reference}</strong>. The customer gets a confirmation e-mail.
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
            Book another
          </Button>
          <Button onClick={onDone}>Done</Button>
        </Group>
      </Stack>
    )
  }

  const submit = () => {
    const found: Record<string, string> = {}
    if (!customer) found.customer = 'Choose the customer'
    if (!serviceId) found.serviceId = 'Choose a service'
    const reason = override.reason.trim()
    if (outside) {
      if (!resource) found.resource = 'Choose who or what it is with'
      if (!override.date) found.date = 'Choose the date'
      if (!override.time) found.time = 'Choose the start time'
      if (reason.length < 3) found.reason = 'Say why, in a few words'
    } else if (!start) found.start = 'Choose a time'
    const chosen = outside
      ? override.date && override.time
        ? zonedToInstant(timezone, `${override.date}T${override.time}`)
        : null
      : start
    const places = typeof seats === 'number' ? seats : Number(seats)
    const left = outside ? (service?.capacity ?? 1) : seatsLeft
    if (!Number.isInteger(places) || places < 1) found.seats = 'Book at least one place'
    else if (places > left) found.seats = `Only ${left} left at this time`
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
          Picked on the calendar: {prefill.resource.name},{' '}
          {shortDate(prefill.date, { year: false })} at {timeIn(timezone, prefill.start)}.
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
        label="Service"
        placeholder="Choose a service"
        description="Quote-only services are booked from an accepted quote, not here."
        data={bookable.map((item) => ({
          value: item.id,
          label:
            item.priceMinor === null
              ? item.name
              : `${item.name} · ${formatMoney(item.priceMinor, item.currency)}`,
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
        label="With"
        description="Who or what the booking is with. Any free resource: the first one free at the time chosen."
        data={[
          { value: ANY_RESOURCE, label: 'Any free resource' },
          ...resourceChoices.map((item) => ({
            value: item.id,
            label: item.active ? item.name : `${item.name} (not in use)`,
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
        label="Book outside the times offered"
        description="Staff only: before opening, in a break or a closure, or a walk-in already being served."
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
          label="Places"
          description={start ? `${seatsLeft} left at this time` : undefined}
          value={seats}
          onChange={setSeats}
          min={1}
          max={seatsLeft}
          error={errors.seats}
          maw={160}
        />
      ) : null}
      <Textarea
        label="Notes"
        description="Optional. The customer sees them in their booking."
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <DialogButtons
        onCancel={onDone}
        confirmLabel="Book"
        onConfirm={submit}
        loading={book.isPending}
      />
    </Stack>
  )
}
