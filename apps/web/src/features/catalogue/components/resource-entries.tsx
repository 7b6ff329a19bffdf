import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormStack } from '@/components/form-stack.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** A resource's entries that end (days that differ, time off), each with its Remove button. */
export function RemovableEntries<Entry>({
  entries,
  none,
  error,
  question,
  keyOf,
  removeLabel,
  removing,
  onRemove,
  children,
}: {
  entries: Entry[]
  /** Said when there are none. */
  none: string
  /** The last removal's error. */
  error: unknown
  /** Asked in place of the error (a removal over bookings). */
  question?: ReactNode
  keyOf: (entry: Entry) => string
  removeLabel: (entry: Entry) => string
  removing: (entry: Entry) => boolean
  onRemove: (entry: Entry) => void
  /** What the entry is. */
  children: (entry: Entry) => ReactNode
}) {
  const t = useT()
  return (
    <>
      {question ?? <ErrorAlert error={error} />}
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {none}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={bareList}>
          {entries.map((entry) => (
            <Paper key={keyOf(entry)} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
                <Stack gap={2}>{children(entry)}</Stack>
                <Button
                  variant="default"
                  size="xs"
                  loading={removing(entry)}
                  onClick={() => onRemove(entry)}
                  aria-label={removeLabel(entry)}
                >
                  {t('entries.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  )
}

/** The form under such a list that adds an entry: its title, fields, button and what it did. */
export function AddEntryForm({
  title,
  label,
  error,
  question,
  pending,
  submitLabel,
  doneText,
  onSubmit,
  children,
}: {
  title: string
  /** The form's accessible name. */
  label: string
  error: unknown
  /** Asked in place of the error (a change over bookings). */
  question?: ReactNode
  pending: boolean
  submitLabel: string
  /** Said once it succeeded, else nothing. */
  doneText: string
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="var(--reserva-surface-muted)">
      <FormStack gap="sm" onSubmit={onSubmit} aria-label={label}>
        <Text fw={600}>{title}</Text>
        {question ?? <ErrorAlert error={error} />}
        {children}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Text size="sm" fw={600} role="status" c="var(--reserva-success-text)">
            {doneText}
          </Text>
        </Group>
      </FormStack>
    </Paper>
  )
}

/** An entry's when, and below it why, if a reason was given. */
export function EntryWithReason({ when, reason }: { when: string; reason: string }) {
  return (
    <>
      <Text fw={600} size="sm">
        {when}
      </Text>
      {reason ? (
        <Text size="sm" c="dimmed">
          {reason}
        </Text>
      ) : null}
    </>
  )
}
