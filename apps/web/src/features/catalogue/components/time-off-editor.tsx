import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { type ResourceDetail, timeOffInputSchema } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { isApiError } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { shortInstant, zonedToInstant } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
import {
  addTimeOff,
  removeTimeOff,
  type TimeOffInput,
  useResourceMutation,
} from '../api/resources.ts'
import { coveredBookingsQuestion } from './covered-bookings.tsx'
import { AddEntryForm, EntryWithReason, RemovableEntries } from './resource-entries.tsx'

/** Holidays, sick days, a dentist's appointment: times a resource cannot be booked. */
export function TimeOffEditor({
  resource,
  timezone,
}: {
  resource: ResourceDetail
  timezone: string
}) {
  const remove = useResourceMutation(removeTimeOff)
  const now = useClock().now().getTime()
  const current = resource.timeOff.filter((item) => Date.parse(item.end) > now)
  const span = (item: { start: string; end: string }) =>
    `${shortInstant(timezone, item.start)} to ${shortInstant(timezone, item.end)}`
  return (
    <Stack gap="lg">
      <RemovableEntries
        entries={current}
        none="No time off planned."
        error={remove.error}
        keyOf={(item) => item.id}
        removeLabel={(item) => `Remove time off from ${span(item)}`}
        removing={(item) => remove.isPending && remove.variables?.timeOffId === item.id}
        onRemove={(item) => remove.mutate({ id: resource.id, timeOffId: item.id })}
      >
        {(item) => <EntryWithReason when={span(item)} reason={item.reason} />}
      </RemovableEntries>
      <AddTimeOffForm resource={resource} timezone={timezone} />
    </Stack>
  )
}

function AddTimeOffForm({ resource, timezone }: { resource: ResourceDetail; timezone: string }) {
  const [values, setValues] = useState({ start: '', end: '', reason: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useResourceMutation(addTimeOff)

  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (values.start === '') found.start = 'Choose when it starts'
    if (values.end === '') found.end = 'Choose when it ends'
    if (Object.keys(found).length === 0) {
      const parsed = timeOffInputSchema.safeParse({
        start: zonedToInstant(timezone, values.start),
        end: zonedToInstant(timezone, values.end),
        reason: values.reason,
      })
      if (!parsed.success) {
        for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
      } else {
        setErrors({})
        send(parsed.data)
        return
      }
    }
    setErrors(found)
  }

  /** Adds the time off; acknowledged once staff chose to save over the bookings listed. */
  const send = (timeOff: TimeOffInput) =>
    save.mutate(
      { id: resource.id, timeOff },
      {
        onSuccess: () => setValues({ start: '', end: '', reason: '' }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed') {
            setErrors(serverFieldErrors(error.details))
          }
        },
      },
    )

  const instantInput = (field: 'start' | 'end', label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      required
    />
  )

  return (
    <AddEntryForm
      title="Add time off"
      label={`Add time off for ${resource.name}`}
      error={save.error}
      question={coveredBookingsQuestion(save, {
        timezone,
        saveAnyway: ({ timeOff }) => send({ ...timeOff, acknowledgeBookings: true }),
      })}
      pending={save.isPending}
      submitLabel="Add time off"
      doneText={save.isSuccess ? 'Added.' : ''}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        {instantInput('start', 'Starts')}
        {instantInput('end', 'Ends')}
      </SimpleGrid>
      <TextInput
        label="Reason"
        description="Optional; only staff see it."
        value={values.reason}
        onChange={set('reason')}
        error={errors.reason}
        maxLength={200}
        maw={520}
      />
      <Text size="xs" c="dimmed">
        Times are in the business's time zone ({timezone.replace(/_/g, ' ')}).
      </Text>
    </AddEntryForm>
  )
}
