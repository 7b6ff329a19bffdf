import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@/components/screen-icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
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
  id,
  label,
  intervals,
  onChange,
  errors = {},
  emptyText,
}: {
  /** Unique on the page: the start of the ids of the periods' messages. */
  id: string
  /** Names the day for screen readers: "Monday, period 1, starts". */
  label: string
  intervals: Interval[]
  onChange: (intervals: Interval[]) => void
  errors?: Record<number, string>
  /** Said when the day has no periods; "Closed" unless told. */
  emptyText?: string
}) {
  const t = useT()
  const next = nextInterval(intervals)
  const change = (index: number, part: keyof Interval, value: string) =>
    onChange(intervals.map((item, i) => (i === index ? { ...item, [part]: value } : item)))
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      {intervals.length === 0 ? (
        <Text size="sm" c="dimmed" py={6} miw={64}>
          {emptyText ?? t('intervals.closed')}
        </Text>
      ) : null}
      {intervals.map((interval, index) => {
        const period = { day: label, number: index + 1 }
        const errorId = `${id}-${index}-error`
        const error = errors[index]
        const timeInput = (edge: 'start' | 'end', said: string) => (
          <TextInput
            type="time"
            aria-label={said}
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
              {timeInput('start', t('intervals.starts', period))}
              <Text span aria-hidden c="dimmed" size="sm">
                {t('intervals.to')}
              </Text>
              {timeInput('end', t('intervals.ends', period))}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('intervals.remove', period)}
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
        aria-label={t('intervals.addOn', { day: label })}
      >
        {t('intervals.add')}
      </Button>
    </Group>
  )
}
