import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { type ResourceDetail, timeOffInputSchema } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { shortInstant, zonedToInstant } from '@/lib/dates.ts'
import { serverFieldErrors } from '@/lib/form-errors.ts'
import { addTimeOff, removeTimeOff, useResourceMutation } from '../api/resources.ts'

/** Holidays, sick days, a dentist's appointment: times a resource cannot be booked. */
export function TimeOffEditor({
  resource,
  timezone,
}: {
  resource: ResourceDetail
  timezone: string
}) {
  const remove = useResourceMutation(removeTimeOff)
  const now = Date.now()
  const current = resource.timeOff.filter((item) => Date.parse(item.end) > now)
  return (
    <Stack gap="lg">
      <ErrorAlert error={remove.error} />
      {current.length === 0 ? (
        <Text c="dimmed" size="sm">
          No time off planned.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {current.map((item) => {
            const span = `${shortInstant(timezone, item.start)} to ${shortInstant(timezone, item.end)}`
            return (
              <Paper key={item.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {span}
                    </Text>
                    {item.reason ? (
                      <Text size="sm" c="dimmed">
                        {item.reason}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    variant="default"
                    size="xs"
                    loading={remove.isPending && remove.variables?.timeOffId === item.id}
                    onClick={() => remove.mutate({ id: resource.id, timeOffId: item.id })}
                    aria-label={`Remove time off from ${span}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Paper>
            )
          })}
        </Stack>
      )}
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
        save.mutate(
          { id: resource.id, timeOff: parsed.data },
          {
            onSuccess: () => setValues({ start: '', end: '', reason: '' }),
            onError: (error) => {
              if (isApiError(error) && error.code === 'validation_failed') {
                setErrors(serverFieldErrors(error.details))
              }
            },
          },
        )
        return
      }
    }
    setErrors(found)
  }

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
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="var(--reserva-surface-muted)">
      <FormStack gap="sm" onSubmit={submit} aria-label={`Add time off for ${resource.name}`}>
        <Text fw={600}>Add time off</Text>
        <ErrorAlert error={save.error} />
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
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Add time off
          </Button>
          <Text size="sm" fw={600} role="status" c="var(--reserva-success-text)">
            {save.isSuccess ? 'Added.' : ''}
          </Text>
        </Group>
      </FormStack>
    </Paper>
  )
}
