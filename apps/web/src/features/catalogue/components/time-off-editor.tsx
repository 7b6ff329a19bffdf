import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { type ResourceDetail, timeOffInputSchema } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { isApiError } from '@/lib/api-client.ts'
import { useClock } from '@/lib/clock.ts'
import { shortInstant, zonedToInstant } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { validationText } from '@/lib/validation-messages.ts'
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
  const t = useT()
  const remove = useResourceMutation(removeTimeOff)
  const now = useClock().now().getTime()
  const current = resource.timeOff.filter((item) => Date.parse(item.end) > now)
  const span = (item: { start: string; end: string }) =>
    t('timeOffEditor.span', {
      start: shortInstant(timezone, item.start),
      end: shortInstant(timezone, item.end),
    })
  return (
    <Stack gap="lg">
      <RemovableEntries
        entries={current}
        none={t('timeOffEditor.none')}
        error={remove.error}
        keyOf={(item) => item.id}
        removeLabel={(item) => t('timeOffEditor.remove', { span: span(item) })}
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
  const t = useT()
  const save = useResourceMutation(addTimeOff)

  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (values.start === '') found.start = t('timeOffEditor.chooseStart')
    if (values.end === '') found.end = t('timeOffEditor.chooseEnd')
    if (Object.keys(found).length === 0) {
      const parsed = timeOffInputSchema.safeParse({
        start: zonedToInstant(timezone, values.start),
        end: zonedToInstant(timezone, values.end),
        reason: values.reason,
      })
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          found[String(issue.path[0])] ??= validationText(issue.message)
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
      title={t('timeOffEditor.add')}
      label={t('timeOffEditor.form', { name: resource.name })}
      error={save.error}
      question={coveredBookingsQuestion(save, {
        timezone,
        saveAnyway: ({ timeOff }) => send({ ...timeOff, acknowledgeBookings: true }),
      })}
      pending={save.isPending}
      submitLabel={t('timeOffEditor.add')}
      doneText={save.isSuccess ? t('timeOffEditor.added') : ''}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
        {instantInput('start', t('timeOffEditor.starts'))}
        {instantInput('end', t('timeOffEditor.ends'))}
      </SimpleGrid>
      <TextInput
        label={t('timeOffEditor.reason')}
        dir="auto"
        description={t('timeOffEditor.reasonHint')}
        value={values.reason}
        onChange={set('reason')}
        error={errors.reason}
        maxLength={200}
        maw={520}
      />
      <Text size="xs" c="dimmed">
        {t('timeOffEditor.zone', { zone: timezone.replace(/_/g, ' ') })}
      </Text>
    </AddEntryForm>
  )
}
