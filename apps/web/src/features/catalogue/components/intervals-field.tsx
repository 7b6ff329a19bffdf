import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@/components/screen-icons.tsx'
import classes from './intervals-field.module.css'

export type Interval = { start: string; end: string }

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

const LAST = 23 * 60 + 59

/** The next period of a day: 09:00–17:00 on an empty day, else from 30 minutes after the last. */
export function nextInterval(intervals: Interval[]): Interval | null {
  const last = intervals.at(-1)
  if (!last) return { start: '09:00', end: '17:00' }
  const start = toMinutes(last.end || '17:00') + 30
  if (start >= LAST) return null
  return { start: toTime(start), end: toTime(Math.min(start + 120, LAST)) }
}

/**
 * The open periods of one day, each a start and an end time; several periods leave breaks between
 * them. `errors` are by period index.
 */
export function IntervalsField({
  label,
  intervals,
  onChange,
  errors = {},
  emptyText = 'Closed',
}: {
  /** Names the day for screen readers: "Monday, period 1, starts". */
  label: string
  intervals: Interval[]
  onChange: (intervals: Interval[]) => void
  errors?: Record<number, string>
  emptyText?: string
}) {
  const next = nextInterval(intervals)
  const change = (index: number, part: keyof Interval, value: string) =>
    onChange(intervals.map((item, i) => (i === index ? { ...item, [part]: value } : item)))
  const idBase = label.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      {intervals.length === 0 ? (
        <Text size="sm" c="dimmed" py={6} miw={64}>
          {emptyText}
        </Text>
      ) : null}
      {intervals.map((interval, index) => {
        const name = `${label}, period ${index + 1}`
        const errorId = `${idBase}-${index}-error`
        const error = errors[index]
        const timeInput = (edge: 'start' | 'end', said: string) => (
          <TextInput
            type="time"
            aria-label={`${name}, ${said}`}
            value={interval[edge]}
            onChange={(event) => change(index, edge, event.currentTarget.value)}
            error={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={classes.time}
          />
        )
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: periods have no identity but their place.
          <Stack key={index} gap={4} className={classes.period}>
            <Group gap={6} wrap="nowrap" align="center">
              {timeInput('start', 'starts')}
              <Text span aria-hidden c="dimmed" size="sm">
                to
              </Text>
              {timeInput('end', 'ends')}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(intervals.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            {error ? (
              <Text id={errorId} size="sm" c="var(--mantine-color-error)" maw={300}>
                {error}
              </Text>
            ) : null}
          </Stack>
        )
      })}
      <Button
        variant="subtle"
        size="sm"
        px="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() => next && onChange([...intervals, next])}
        disabled={!next}
        aria-label={`Add hours on ${label}`}
      >
        Add hours
      </Button>
    </Group>
  )
}
