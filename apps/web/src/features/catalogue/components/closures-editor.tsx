import { SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { shortDate } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
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
const daysOf = ({ firstDay, lastDay }: Pick<Closure, 'firstDay' | 'lastDay'>) =>
  firstDay === lastDay ? shortDate(firstDay) : `${shortDate(firstDay)} to ${shortDate(lastDay)}`

/**
 * Whole days the business is closed for every resource (public holidays, a stocktake): no free
 * times are offered and nothing can be booked, whatever each resource's own hours say.
 */
export function ClosuresEditor({ timezone }: { timezone: string }) {
  const closures = useClosures()
  const remove = useRemoveClosure()
  if (!closures.isSuccess)
    return (
      <QueryFallback
        query={closures}
        subject="the closures"
        placeholder={<Skeleton h={96} radius="md" />}
      />
    )
  return (
    <Stack gap="lg">
      <RemovableEntries
        entries={closures.data}
        none="No closures planned: every resource keeps its own hours."
        error={remove.error}
        keyOf={(item) => item.id}
        removeLabel={(item) => `Remove the closure on ${daysOf(item)}`}
        removing={(item) => remove.isPending && remove.variables === item.id}
        onRemove={(item) => remove.mutate(item.id)}
      >
        {(item) => <EntryWithReason when={daysOf(item)} reason={item.reason} />}
      </RemovableEntries>
      <AddClosureForm timezone={timezone} />
    </Stack>
  )
}

function AddClosureForm({ timezone }: { timezone: string }) {
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
    if (values.firstDay === '') found.firstDay = 'Choose the first day'
    else if (lastDay < values.firstDay) found.lastDay = 'The last day cannot be before the first'
    setErrors(found)
    if (Object.keys(found).length === 0)
      send({ firstDay: values.firstDay, lastDay, reason: values.reason.trim() })
  }
  return (
    <AddEntryForm
      title="Close the business"
      label="Close the business for whole days"
      error={save.error}
      question={coveredBookingsQuestion(save, {
        timezone,
        saveAnyway: (closure) => send({ ...closure, acknowledgeBookings: true }),
      })}
      pending={save.isPending}
      submitLabel="Close these days"
      doneText={save.isSuccess ? 'Closed.' : ''}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        <TextInput
          type="date"
          label="First day"
          value={values.firstDay}
          onChange={set('firstDay')}
          error={errors.firstDay}
          required
        />
        <TextInput
          type="date"
          label="Last day"
          description="Leave empty to close one day."
          value={values.lastDay}
          onChange={set('lastDay')}
          error={errors.lastDay}
        />
      </SimpleGrid>
      <TextInput
        label="Reason"
        description="Optional, e.g. Christmas Day. Anyone may see it."
        value={values.reason}
        onChange={set('reason')}
        error={errors.reason}
        maxLength={120}
        maw={520}
      />
      <Text size="xs" c="dimmed">
        Days in the business's time zone ({timezone.replace(/_/g, ' ')}).
      </Text>
    </AddEntryForm>
  )
}
