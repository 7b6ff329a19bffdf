import { Button, Divider, Flex, Group, Stack, Text } from '@mantine/core'
import { type ResourceDetail, workingIntervalSchema } from '@reserva/shared'
import { type FormEvent, Fragment, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { Notice } from '@/components/notice.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { validationText } from '@/lib/validation-messages.ts'
import { setWeeklyHours, useResourceMutation, type WeeklyInterval } from '../api/resources.ts'
import { CoveredBookingsQuestion, coveredBookingsIn } from './covered-bookings.tsx'
import { type Interval, IntervalsField } from './intervals-field.tsx'

/** The days of the week, Monday first, in the language's words ("Monday", "Montag", "月曜日"). */
const weekdayNames = (language: Language) => {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)))
}
const weekdays = [0, 1, 2, 3, 4, 5, 6] as const

type Week = Interval[][]

const weekOf = (hours: WeeklyInterval[]): Week =>
  weekdays.map((_, i) =>
    hours.filter((h) => h.weekday === i + 1).map(({ start, end }) => ({ start, end })),
  )

/** Monday's periods first, then Tuesday's…: the order the server's error paths count in. */
const flatten = (week: Week): WeeklyInterval[] =>
  week.flatMap((day, i) => day.map((interval) => ({ weekday: i + 1, ...interval })))

const overlaps = (day: Interval[]) =>
  day.some((a, i) => day.some((b, j) => i !== j && a.start < b.end && b.start < a.end))

type Errors = { byDay: Record<number, Record<number, string>>; days: Record<number, string> }
const noErrors: Errors = { byDay: {}, days: {} }

/** The server's `intervals.3.end` and `intervals` messages placed at their day and period. */
function serverErrors(details: unknown, week: Week): { errors: Errors; general: string[] } {
  const errors: Errors = { byDay: {}, days: {} }
  const general: string[] = []
  const places = week.flatMap((day, d) => day.map((_, p) => [d, p] as const))
  for (const item of Array.isArray(details) ? details : []) {
    const path = String((item as { path?: unknown }).path ?? '').split('.')
    const message = String((item as { message?: unknown }).message ?? '')
    const place = path[1] === undefined ? undefined : places[Number(path[1])]
    if (place) {
      const [d, p] = place
      errors.byDay[d] = { ...errors.byDay[d], [p]: message }
    } else {
      // A rule about the whole week (periods that overlap): mark the days it is about.
      general.push(message)
      week.forEach((day, d) => {
        if (overlaps(day)) errors.days[d] = message
      })
    }
  }
  return { errors, general }
}

/**
 * A resource's weekly working hours: any number of periods a day (two periods leave a break
 * between them), saved together. Each period is checked here; whether periods overlap is the
 * server's rule, and its answer is shown at the days concerned.
 */
export function WeeklyHoursEditor({
  resource,
  timezone,
}: {
  resource: ResourceDetail
  timezone: string
}) {
  const { t, language } = useI18n()
  const dayNames = weekdayNames(language)
  const [saved, setSaved] = useState(() => weekOf(resource.weeklyHours))
  const [week, setWeek] = useState(saved)
  const [errors, setErrors] = useState<Errors>(noErrors)
  const [general, setGeneral] = useState<string[]>([])
  const save = useResourceMutation(setWeeklyHours)
  const dirty = JSON.stringify(week) !== JSON.stringify(saved)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = { byDay: {}, days: {} }
    week.forEach((day, d) => {
      day.forEach((interval, p) => {
        const parsed = workingIntervalSchema.safeParse({ weekday: d + 1, ...interval })
        if (!parsed.success) {
          const message =
            interval.start === '' || interval.end === ''
              ? t('weeklyHours.bothTimes')
              : parsed.error.issues[0]
                ? validationText(parsed.error.issues[0].message)
                : t('weeklyHours.checkTimes')
          found.byDay[d] = { ...found.byDay[d], [p]: message }
        }
      })
    })
    setGeneral([])
    setErrors(found)
    if (Object.keys(found.byDay).length > 0) return
    send(false)
  }

  /** Saves the week; `acknowledgeBookings` once staff chose to save over the bookings listed. */
  const send = (acknowledgeBookings: boolean) =>
    save.mutate(
      { id: resource.id, intervals: flatten(week), acknowledgeBookings },
      {
        onSuccess: (updated) => {
          const next = weekOf(updated.weeklyHours)
          setSaved(next)
          setWeek(next)
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed') {
            const placed = serverErrors(error.details, week)
            setErrors(placed.errors)
            setGeneral(placed.general)
          }
        },
      },
    )

  const validation = isApiError(save.error) && save.error.code === 'validation_failed'
  const covered = coveredBookingsIn(save.error)

  return (
    <FormStack
      gap="md"
      onSubmit={submit}
      aria-label={t('weeklyHours.form', { name: resource.name })}
    >
      {validation ? (
        <Notice tone="error" role="alert" title={t('weeklyHours.notSaved')}>
          {general.length > 0 ? general.join(' ') : t('weeklyHours.seeNotes')}
        </Notice>
      ) : covered ? (
        <CoveredBookingsQuestion
          bookings={covered}
          timezone={timezone}
          saving={save.isPending}
          onSaveAnyway={() => send(true)}
          onKeepEditing={() => save.reset()}
        />
      ) : (
        <ErrorAlert error={save.error} />
      )}
      <Stack gap={0}>
        {weekdays.map((d) => (
          <Fragment key={d}>
            {d > 0 ? <Divider my="xs" /> : null}
            <Flex
              direction={{ base: 'column', sm: 'row' }}
              gap={{ base: 4, sm: 'md' }}
              align={{ base: 'stretch', sm: 'flex-start' }}
              role="group"
              aria-label={dayNames[d]}
            >
              <Text fw={600} w={{ sm: 120 }} pt={{ sm: 6 }} style={{ flexShrink: 0 }}>
                {dayNames[d]}
              </Text>
              <Stack gap={4} style={{ flex: 1 }}>
                <IntervalsField
                  id={`hours-${resource.id}-${d}`}
                  label={dayNames[d] ?? ''}
                  intervals={week[d] ?? []}
                  onChange={(intervals) => {
                    setWeek((current) => current.map((item, i) => (i === d ? intervals : item)))
                    setErrors((current) => ({
                      byDay: { ...current.byDay, [d]: {} },
                      days: { ...current.days, [d]: '' },
                    }))
                  }}
                  errors={errors.byDay[d]}
                />
                {errors.days[d] ? (
                  <Text size="sm" c="var(--mantine-color-error)">
                    {errors.days[d]}
                  </Text>
                ) : null}
              </Stack>
            </Flex>
          </Fragment>
        ))}
      </Stack>
      <Group gap="sm">
        <Button type="submit" loading={save.isPending}>
          {t('weeklyHours.save')}
        </Button>
        {dirty ? (
          <Button
            variant="default"
            onClick={() => {
              setWeek(saved)
              setErrors(noErrors)
              setGeneral([])
              save.reset()
            }}
          >
            {t('weeklyHours.undo')}
          </Button>
        ) : null}
        <Text size="sm" fw={600} role="status" c={dirty ? 'dimmed' : 'var(--reserva-success-text)'}>
          {dirty ? t('weeklyHours.unsaved') : save.isSuccess ? t('weeklyHours.saved') : ''}
        </Text>
      </Group>
    </FormStack>
  )
}
