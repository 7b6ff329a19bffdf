import { SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { shortDate } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import {
  type Closure,
  type ClosureInput,
  useAddClosure,
  useClosures,
  useRemoveClosure,
} from '../api/closures.ts'
import { coveredBookingsQuestion } from './covered-bookings.tsx'
import { AddEntryForm, EntryWithReason, RemovableEntries } from './resource-entries.tsx'

/** "Fri 25 Dec 2026", or "Thu 24 Dec 2026 to Sat 2 Jan 2027". */
const daysOf = (
  t: T,
  language: Language,
  { firstDay, lastDay }: Pick<Closure, 'firstDay' | 'lastDay'>,
) =>
  firstDay === lastDay
    ? shortDate(firstDay, { language })
    : t('closuresEditor.days', {
        first: shortDate(firstDay, { language }),
        last: shortDate(lastDay, { language }),
      })

/**
 * Whole days the business is closed for every resource (public holidays, a stocktake): no free
 * times are offered and nothing can be booked, whatever each resource's own hours say.
 */
export function ClosuresEditor({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const closures = useClosures()
  const remove = useRemoveClosure()
  if (!closures.isSuccess)
    return (
      <QueryFallback
        query={closures}
        subject={t('closuresEditor.subject')}
        placeholder={<Skeleton h={96} radius="md" />}
      />
    )
  return (
    <Stack gap="lg">
      <RemovableEntries
        entries={closures.data}
        none={t('closuresEditor.none')}
        error={remove.error}
        keyOf={(item) => item.id}
        removeLabel={(item) => t('closuresEditor.remove', { days: daysOf(t, language, item) })}
        removing={(item) => remove.isPending && remove.variables === item.id}
        onRemove={(item) => remove.mutate(item.id)}
      >
        {(item) => <EntryWithReason when={daysOf(t, language, item)} reason={item.reason} />}
      </RemovableEntries>
      <AddClosureForm timezone={timezone} />
    </Stack>
  )
}

function AddClosureForm({ timezone }: { timezone: string }) {
  const t = useT()
  const empty = { firstDay: '', lastDay: '', reason: '' }
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useAddClosure()

  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  /** Closes the days; acknowledged once the admin chose to close over the bookings listed. */
  const send = (closure: ClosureInput) =>
    save.mutate(closure, {
      onSuccess: () => setValues(empty),
      onError: (error) => {
        if (isApiError(error) && error.code === 'validation_failed')
          setErrors(serverFieldErrors(error.details))
      },
    })

  // The server judges the rest (a day past, a year at most) and its answer lands at the fields.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lastDay = values.lastDay || values.firstDay
    const found: Record<string, string> = {}
    if (values.firstDay === '') found.firstDay = t('closuresEditor.chooseFirst')
    else if (lastDay < values.firstDay) found.lastDay = t('closuresEditor.lastBeforeFirst')
    setErrors(found)
    if (Object.keys(found).length === 0)
      send({ firstDay: values.firstDay, lastDay, reason: values.reason.trim() })
  }
  return (
    <AddEntryForm
      title={t('closuresEditor.title')}
      label={t('closuresEditor.form')}
      error={save.error}
      question={coveredBookingsQuestion(save, {
        timezone,
        saveAnyway: (closure) => send({ ...closure, acknowledgeBookings: true }),
      })}
      pending={save.isPending}
      submitLabel={t('closuresEditor.close')}
      doneText={save.isSuccess ? t('closuresEditor.closed') : ''}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        <TextInput
          type="date"
          label={t('closuresEditor.firstDay')}
          value={values.firstDay}
          onChange={set('firstDay')}
          error={errors.firstDay}
          required
        />
        <TextInput
          type="date"
          label={t('closuresEditor.lastDay')}
          description={t('closuresEditor.lastDayHint')}
          value={values.lastDay}
          onChange={set('lastDay')}
          error={errors.lastDay}
        />
      </SimpleGrid>
      <TextInput
        label={t('closuresEditor.reason')}
        dir="auto"
        description={t('closuresEditor.reasonHint')}
        value={values.reason}
        onChange={set('reason')}
        error={errors.reason}
        maxLength={120}
        maw={520}
      />
      <Text size="xs" c="dimmed">
        {t('closuresEditor.zone', { zone: timezone.replace(/_/g, ' ') })}
      </Text>
    </AddEntryForm>
  )
}
