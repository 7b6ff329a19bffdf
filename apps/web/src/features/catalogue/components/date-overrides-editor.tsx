import { Badge, Radio, Stack, Text, TextInput } from '@mantine/core'
import { overrideSchema, type ResourceDetail } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { isApiError } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { longDate, todayIn } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
import { listText } from '@/lib/i18n/format.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { validationText } from '@/lib/validation-messages.ts'
import {
  type DateOverride,
  removeOverride,
  setOverride,
  useResourceMutation,
} from '../api/resources.ts'
import { coveredBookingsQuestion } from './covered-bookings.tsx'
import { type Interval, IntervalsField } from './intervals-field.tsx'
import { AddEntryForm, RemovableEntries } from './resource-entries.tsx'

/** "09:00–12:00 and 13:00–17:00", listed the language's way. */
const periods = (language: Language, intervals: Interval[]) =>
  listText(
    language,
    intervals.map((interval) => `${interval.start}–${interval.end}`),
  )

/** Days that differ from the weekly hours: closed (a holiday) or open at other times. */
export function DateOverridesEditor({
  resource,
  timezone,
}: {
  resource: ResourceDetail
  timezone: string
}) {
  const { t, language } = useI18n()
  const today = todayIn(timezone, useClock().now())
  const upcoming = resource.overrides.filter((override) => override.date >= today)
  const remove = useResourceMutation(removeOverride)
  return (
    <Stack gap="lg">
      <RemovableEntries
        entries={upcoming}
        none={t('dayChanges.none')}
        error={remove.error}
        question={coveredBookingsQuestion(remove, {
          timezone,
          saveAnyway: (removal) => remove.mutate({ ...removal, acknowledgeBookings: true }),
        })}
        keyOf={(override) => override.date}
        removeLabel={(override) =>
          t('dayChanges.remove', { day: longDate(override.date, { language }) })
        }
        removing={(override) => remove.isPending && remove.variables?.date === override.date}
        onRemove={(override) => remove.mutate({ id: resource.id, date: override.date })}
      >
        {(override) => (
          <>
            <Text fw={600}>{longDate(override.date, { language })}</Text>
            {override.intervals.length === 0 ? (
              <Badge variant="light" color="gray" w="fit-content">
                {t('dayChanges.closedAllDay')}
              </Badge>
            ) : (
              <Text size="sm">
                {t('dayChanges.open', { periods: periods(language, override.intervals) })}
              </Text>
            )}
          </>
        )}
      </RemovableEntries>
      <AddOverrideForm resource={resource} today={today} timezone={timezone} />
    </Stack>
  )
}

function AddOverrideForm({
  resource,
  today,
  timezone,
}: {
  resource: ResourceDetail
  today: string
  timezone: string
}) {
  const [date, setDate] = useState('')
  const [mode, setMode] = useState<'closed' | 'open'>('closed')
  const [intervals, setIntervals] = useState<Interval[]>([{ start: '09:00', end: '17:00' }])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [intervalErrors, setIntervalErrors] = useState<Record<number, string>>({})
  const t = useT()
  const save = useResourceMutation(setOverride)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const override = { date, intervals: mode === 'closed' ? [] : intervals }
    const parsed = overrideSchema.safeParse(override)
    const found: Record<string, string> = {}
    const byInterval: Record<number, string> = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'intervals' && typeof issue.path[1] === 'number') {
          byInterval[issue.path[1]] ??= validationText(issue.message)
        } else found[String(issue.path[0])] ??= validationText(issue.message)
      }
    }
    if (date === '') found.date = t('dayChanges.chooseDate')
    else if (date < today) found.date = t('dayChanges.notPast')
    if (mode === 'open' && intervals.length === 0) found.intervals = t('dayChanges.onePeriod')
    setErrors(found)
    setIntervalErrors(byInterval)
    if (Object.keys(found).length > 0 || Object.keys(byInterval).length > 0) return
    send(override)
  }

  /** Saves the day; acknowledged once staff chose to save over the bookings listed. */
  const send = (override: DateOverride) =>
    save.mutate(
      { id: resource.id, override },
      {
        onSuccess: () => setDate(''),
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed') {
            setErrors(serverFieldErrors(error.details))
          }
        },
      },
    )

  return (
    <AddEntryForm
      title={t('dayChanges.title')}
      label={t('dayChanges.form', { name: resource.name })}
      error={save.error}
      question={coveredBookingsQuestion(save, {
        timezone,
        saveAnyway: ({ override }) => send({ ...override, acknowledgeBookings: true }),
      })}
      pending={save.isPending}
      submitLabel={mode === 'closed' ? t('dayChanges.close') : t('dayChanges.saveHours')}
      doneText={save.isSuccess ? t('dayChanges.saved') : ''}
      onSubmit={submit}
    >
      <TextInput
        type="date"
        label={t('dayChanges.date')}
        min={today}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={errors.date}
        maw={220}
        required
      />
      <Radio.Group
        label={t('dayChanges.thatDay')}
        value={mode}
        onChange={(value) => setMode(value === 'open' ? 'open' : 'closed')}
      >
        <Stack gap={8} mt={6}>
          <Radio value="closed" label={t('dayChanges.closedAllDay')} />
          <Radio value="open" label={t('dayChanges.openOther')} />
        </Stack>
      </Radio.Group>
      {mode === 'open' ? (
        <Stack gap={4}>
          <IntervalsField
            id={`day-change-${resource.id}`}
            label={t('dayChanges.thatDay')}
            intervals={intervals}
            onChange={(next) => {
              setIntervals(next)
              setIntervalErrors({})
            }}
            errors={intervalErrors}
            emptyText={t('dayChanges.noPeriods')}
          />
          {errors.intervals ? (
            <Text size="sm" c="var(--mantine-color-error)">
              {errors.intervals}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </AddEntryForm>
  )
}
