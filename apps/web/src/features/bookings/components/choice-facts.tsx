import { Button, Text } from '@mantine/core'
import type { Service } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import { Notice } from '@/components/notice.tsx'
import { IconArrowLeft } from '@/components/screen-icons.tsx'
import { useClock } from '@/lib/clock.ts'
import { dayIn, longDate, timeIn, zoneLabel } from '@/lib/dates.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { type ChangePolicy, changeWindow } from '../change-policy.ts'
import { formatDuration } from '../duration.ts'
import { WhenText } from './booking-facts.tsx'

// What a person is about to book, as the confirm steps (a customer's, a guest's) show it.

/** The choice's facts for `BookingFacts`, in the language on screen: service, when, people, price and notes. */
export function choiceFacts(
  {
    service,
    start,
    end,
    seats,
    notes,
    businessZone,
    visitorZone,
  }: {
    service: Service
    start: string
    end: string
    seats: number
    notes: string
    businessZone: string
    visitorZone: string
  },
  { t, language }: { t: T; language: Language },
) {
  return [
    { label: t('bookingFacts.service'), value: service.name },
    {
      label: t('bookingFacts.when'),
      value: (
        <WhenText start={start} end={end} businessZone={businessZone} visitorZone={visitorZone} />
      ),
    },
    ...(service.capacity > 1 || seats > 1
      ? [
          {
            label: t('bookingFacts.people'),
            value: t('bookingFacts.peopleCount', { count: seats }),
          },
        ]
      : []),
    ...(service.priceMinor !== null
      ? [
          {
            label: t('bookingFacts.price'),
            value: formatMoney(service.priceMinor, service.currency, language),
          },
        ]
      : []),
    ...(notes.trim()
      ? [
          {
            label: t('bookingFacts.notes'),
            value: <Text style={{ whiteSpace: 'pre-wrap' }}>{notes.trim()}</Text>,
          },
        ]
      : []),
  ]
}

/**
 * Before booking, what can still be changed online afterwards: a warning when the time is already
 * inside a cut-off, else the last moment to cancel or move it.
 */
export function ChangeNotice({
  start,
  policy,
  zone,
}: {
  start: string
  policy: ChangePolicy
  zone: string
}) {
  const { t, language } = useI18n()
  const window = changeWindow(start, policy, useClock().now().getTime())
  const when = (instant: string) =>
    t('changeNotice.when', {
      date: longDate(dayIn(zone, instant)),
      time: timeIn(zone, instant),
      zone: zoneLabel(zone),
    })
  const duration = (minutes: number) => formatDuration(minutes, language)
  if (window.canCancel && window.canReschedule) {
    return (
      <Text size="sm">
        {window.cancelUntil === window.rescheduleUntil
          ? t('changeNotice.both', { when: when(window.cancelUntil) })
          : t('changeNotice.each', {
              cancel: when(window.cancelUntil),
              move: when(window.rescheduleUntil),
            })}
      </Text>
    )
  }
  const text =
    !window.canCancel && !window.canReschedule
      ? t('changeNotice.neither', {
          duration: duration(Math.min(policy.cancelCutoffMinutes, policy.rescheduleCutoffMinutes)),
        })
      : !window.canCancel
        ? t('changeNotice.noCancel', {
            duration: duration(policy.cancelCutoffMinutes),
            when: when(window.rescheduleUntil),
          })
        : t('changeNotice.noMove', {
            duration: duration(policy.rescheduleCutoffMinutes),
            when: when(window.cancelUntil),
          })
  return (
    <Notice tone="warning" role="note" title={t('changeNotice.title')}>
      {text}
    </Notice>
  )
}

/** A confirm step's way back to the details, quiet next to the step's own button. */
export function BackButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const t = useT()
  return (
    <Button
      size="lg"
      variant="subtle"
      color="gray"
      onClick={onClick}
      disabled={disabled}
      leftSection={<IconArrowLeft size={18} />}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {t('confirmStep.back')}
    </Button>
  )
}
