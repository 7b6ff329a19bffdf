import { Grid, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Booking, Guest, GuestBooked, PublicSettings, Service, Slot } from '@reserva/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { Notice } from '@/components/notice.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { browserTimeZone, dayIn, longDate, timeIn, zoneLabel } from '@/lib/dates.ts'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { keepScroll } from '@/lib/navigation.ts'
import { slotKeys } from '@/lib/query-keys.ts'
import type { Hold } from '../api/holds.ts'
import { readNotes, saveNotes } from '../booking-notes.ts'
import type { ChangePolicy } from '../change-policy.ts'
import { ChoiceSummary, ServiceLine } from './booking-choice.tsx'
import {
  BookingDetailsStep,
  ConfirmBookingStep,
  GuestConfirmStep,
  MonthSlotPicker,
  preloadStepsOnFirstMove,
} from './booking-flow-steps.tsx'
import { type BookingStepId, BookingSteps } from './booking-steps.tsx'
import { ServiceList } from './service-list.tsx'

const stepLoading = <SkeletonStack heights={[56, 280]} gap="md" />

/** An instant with its offset, as the slots' answers write them (the API checks it again). */
const isInstant = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

export type BookingFlowProps = {
  signedIn: boolean
  /** True until we know whether someone is signed in. */
  authLoading: boolean
  /** The business's time zone from its settings, until the slots' answer says it again. */
  businessZone: string | undefined
  /** The visitor's own zone; the browser's unless a test says otherwise. */
  visitorZone?: string
  /** The business's cut-offs, once its settings are in: the confirm step tells them. */
  policy?: ChangePolicy
  /** Whether visitors book without an account, once the business's settings are in. */
  guests?: PublicSettings['guests']
  /** Told of every booking made here (an embedding page hears of it), before the next screen. */
  onBooked?: (reference: string) => void
}

/**
 * /book: service → day and time → details → confirm. Every choice lives in the address
 * (?service=…&date=…&start=…&seats=…&step=confirm), so Back goes to the previous step, and a
 * visitor who signs in or signs up on the way comes back to exactly what they chose.
 */
export function BookingFlow({
  signedIn,
  authLoading,
  businessZone: knownZone,
  visitorZone: givenZone,
  policy,
  guests,
  onBooked,
}: BookingFlowProps) {
  // Asked only on the steps that show times: the browser's first question about zones loads its
  // zone data, a long task of the page's start on a slow phone.
  const visitorZone = () => givenZone ?? browserTimeZone()
  const t = useT()
  const [params, setParams] = useSearchParams()
  const [, navigate] = useLocation()
  const historyState = useHistoryState<{ notice?: string } | null>()
  const services = useServices()
  const queryClient = useQueryClient()

  const serviceId = params.get('service')
  const requested = serviceId ? services.data?.find((s) => s.id === serviceId) : undefined
  const service = requested?.pricing === 'fixed' ? requested : undefined
  const start = isInstant(params.get('start')) ? params.get('start') : null
  const seats = Math.max(1, Math.floor(Number(params.get('seats')) || 1))
  const day = isDay(params.get('date')) ? params.get('date') : null
  const wantsConfirm = params.get('step') === 'confirm'
  const zone = knownZone ?? 'UTC'
  // Who a visitor booking as a guest said they are; kept while they go back and forth.
  const [guest, setGuest] = useState<Guest | null>(null)

  const step: BookingStepId = !service
    ? 'service'
    : !start
      ? 'time'
      : wantsConfirm && (signedIn || guest)
        ? 'confirm'
        : 'details'

  const [notes, setNotes] = useState(() => readNotes(serviceId, start))
  const [seatsLeft, setSeatsLeft] = useState<number | null>(null)
  const hold = useRef<Hold | null>(null)
  const notice = historyState?.notice ?? null

  useEffect(preloadStepsOnFirstMove, [])

  // Each new step is announced by moving focus to its heading (not on the first paint).
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])

  const go = (next: Record<string, string | number | null>, state?: { notice: string }) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(next)) {
      if (value !== null) search.set(key, String(value))
    }
    setParams(search, { state: state ?? null })
  }

  /** Lets the held time go when the person moves to another one (the server keeps one each). */
  const letGo = (except?: string) => {
    const current = hold.current
    if (!current || current.start === except) return
    hold.current = null
    // The confirm step that took the hold has loaded this module already (with zod and the
    // contract, which the service step does without).
    import('../api/holds.ts')
      .then(({ releaseHold }) => releaseHold(current.id))
      .catch(() => {
        // It expires by itself within minutes; nothing to tell the person.
      })
  }

  const chooseService = (chosen: Service) => {
    letGo()
    go({ service: chosen.id })
  }

  const chooseSlot = (slot: Slot) => {
    if (!service) return
    letGo(slot.start)
    setSeatsLeft(slot.seatsLeft)
    setNotes(readNotes(service.id, slot.start) || notes)
    go({ service: service.id, start: slot.start })
  }

  const changeNotes = (value: string) => {
    setNotes(value)
    if (service && start) saveNotes({ service: service.id, start, notes: value })
  }

  const withChoice = (chosenSeats: number) => ({
    service: service?.id ?? null,
    start,
    seats: chosenSeats,
  })

  const signIn = (chosenSeats: number, how: 'signin' | 'signup') => {
    if (!service || !start) return
    saveNotes({ service: service.id, start, notes })
    const choice = { service: service.id, start, seats: String(chosenSeats), step: 'confirm' }
    const next = `/book?${new URLSearchParams(choice)}`
    navigate(`/${how}?${new URLSearchParams({ next })}`)
  }

  const booked = (booking: Booking) => {
    hold.current = null
    saveNotes(null)
    onBooked?.(booking.reference)
    navigate(`/booking-confirmation?${new URLSearchParams({ ref: booking.reference })}`)
  }

  /** A guest's booking: its manage link is their key to it, and the page it opens says so. */
  const guestBooked = ({ booking, manageLink }: GuestBooked) => {
    saveNotes(null)
    onBooked?.(booking.reference)
    navigate(`/manage#${manageLink}`, { state: { booked: booking.reference } })
  }

  const backToTime = (message?: string) => {
    if (!service) return
    if (message) void queryClient.invalidateQueries({ queryKey: slotKeys.forService(service.id) })
    go(
      { service: service.id, date: start ? dayIn(zone, start) : day },
      message ? { notice: message } : undefined,
    )
  }

  const end =
    service && start
      ? new Date(Date.parse(start) + service.durationMinutes * 60_000).toISOString()
      : null

  /** What both confirm steps (a customer's, a guest's) are given about the choice. */
  const confirming = (chosen: Service, chosenStart: string, chosenEnd: string) => ({
    service: chosen,
    start: chosenStart,
    end: chosenEnd,
    seats,
    notes,
    businessZone: zone,
    visitorZone: visitorZone(),
    policy,
    onBack: () => go(withChoice(seats)),
  })

  const titles = {
    service: t('bookingFlow.titleService'),
    time: t('bookingFlow.titleTime'),
    details: t('bookingFlow.titleDetails'),
    confirm: t('bookingFlow.titleConfirm'),
  } satisfies Record<BookingStepId, string>

  return (
    <Stack gap="xl">
      <BookingSteps current={step} />

      <Stack gap="lg">
        <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {titles[step]}
        </Title>

        {notice && step === 'time' ? (
          <Notice tone="error" role="alert" title={t('bookingFlow.chooseAnother')}>
            {notice}
          </Notice>
        ) : null}

        {step === 'service' ? (
          !services.isSuccess ? (
            <QueryFallback
              query={services}
              subject={t('bookingFlow.servicesSubject')}
              placeholder={
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {[1, 2, 3, 4].map((n) => (
                    <Skeleton key={n} h={190} radius="lg" />
                  ))}
                </SimpleGrid>
              }
            />
          ) : (
            <Stack gap="md">
              {serviceId && !service ? (
                <Notice tone="warning" role="alert">
                  <Text size="sm" c="bright">
                    {requested
                      ? t('bookingFlow.quoteOnly', { name: requested.name })
                      : t('bookingFlow.serviceGone')}
                  </Text>
                </Notice>
              ) : null}
              {services.data.length === 0 ? (
                <Text c="dimmed">{t('bookingFlow.nothing')}</Text>
              ) : (
                <ServiceList services={services.data} onChoose={chooseService} />
              )}
            </Stack>
          )
        ) : null}

        {step === 'time' && service ? (
          <>
            <ChoiceSummary
              rows={[
                {
                  label: t('bookingFlow.service'),
                  value: <ServiceLine service={service} />,
                  change: { text: t('bookingFlow.changeService'), onClick: () => go({}) },
                },
              ]}
            />
            <Suspense fallback={stepLoading}>
              <MonthSlotPicker
                key={service.id}
                source={{ serviceId: service.id }}
                capacity={service.capacity}
                businessZone={zone}
                visitorZone={visitorZone()}
                day={day}
                onDayChange={(next) =>
                  // Same step: the page stays where it is (the picker brings the times into view).
                  setParams({ service: service.id, date: next }, keepScroll({ replace: true }))
                }
                selectedStart={null}
                onChoose={chooseSlot}
              />
            </Suspense>
          </>
        ) : null}

        {step === 'details' && service && start && end ? (
          <Grid gap={{ base: 'lg', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <ChoiceSummary
                rows={[
                  {
                    label: t('bookingFlow.service'),
                    value: <ServiceLine service={service} />,
                    change: { text: t('bookingFlow.changeService'), onClick: () => go({}) },
                  },
                  {
                    label: t('bookingFlow.time'),
                    value: (
                      <>
                        <Text fw={600}>{longDate(dayIn(zone, start))}</Text>
                        <Text size="sm">
                          {t('bookingFacts.timeRange', {
                            start: timeIn(zone, start),
                            end: timeIn(zone, end),
                            zone: zoneLabel(zone),
                          })}
                        </Text>
                      </>
                    ),
                    change: { text: t('bookingFlow.changeTime'), onClick: () => backToTime() },
                  },
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              {authLoading && wantsConfirm ? (
                <Loader aria-label={t('spinner.loading')} />
              ) : (
                <Suspense fallback={stepLoading}>
                  <BookingDetailsStep
                    key={start}
                    service={service}
                    seatsLeft={seatsLeft}
                    seats={seats}
                    notes={notes}
                    onNotesChange={changeNotes}
                    signedIn={signedIn}
                    onContinue={(chosen) => go({ ...withChoice(chosen), step: 'confirm' })}
                    onSignIn={signIn}
                    guests={guests}
                    guest={guest}
                    onGuestContinue={(chosen, who) => {
                      setGuest(who)
                      go({ ...withChoice(chosen), step: 'confirm' })
                    }}
                  />
                </Suspense>
              )}
            </Grid.Col>
          </Grid>
        ) : null}

        {step === 'confirm' && service && start && end && !signedIn && guest ? (
          <Suspense fallback={stepLoading}>
            <GuestConfirmStep
              key={`${service.id}|${start}|${seats}`}
              {...confirming(service, start, end)}
              guest={guest}
              mode={guests?.booking === 'book_then_confirm' ? 'book_then_confirm' : 'confirm_first'}
              onTimeGone={backToTime}
              onBooked={guestBooked}
            />
          </Suspense>
        ) : step === 'confirm' && service && start && end ? (
          <Suspense fallback={stepLoading}>
            <ConfirmBookingStep
              key={`${service.id}|${start}|${seats}`}
              {...confirming(service, start, end)}
              onHeld={(held) => {
                hold.current = held
              }}
              onTimeGone={(message) => {
                hold.current = null
                backToTime(message)
              }}
              onBooked={booked}
              onSignIn={() => signIn(seats, 'signin')}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Stack>
  )
}
