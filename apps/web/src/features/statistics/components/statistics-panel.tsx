import {
  Box,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { calendarDateSchema, statisticsQuerySchema } from '@reserva/shared'
import { useSearchParams } from 'wouter'
import { z } from 'zod'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { useClock } from '@/lib/clock.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { keepScroll } from '@/lib/navigation.ts'
import { type StatisticsPeriod, useStatistics } from '../api/get-statistics.ts'
import {
  csvName,
  presetPeriod,
  presets,
  presetsOf,
  previousName,
  previousPeriod,
  statisticsCsv,
} from '../statistics-periods.ts'
import { periodParams, readPeriod } from '../statistics-search-params.ts'
import { Figures } from './statistics-figures.tsx'

// Recharts is big: the charts come in a chunk of their own, fetched when this tab shows figures.

const periodFormSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    granularity: z.enum(['day', 'week']),
  })
  .superRefine((values, context) => {
    if (values.from > values.to) {
      context.addIssue({
        code: 'custom',
        message: 'The last day cannot be before the first',
        path: ['to'],
      })
      return
    }
    // The API's own limit on the period's length, with its message.
    const checked = statisticsQuerySchema.safeParse(values)
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['to'] })
    }
  })

/** This screen's words where they differ from the one map (lib/error-messages.ts). */
const statisticsMessages: ErrorMessageOverrides = {
  network_error: 'Could not reach the server. Check your connection and try again.',
  forbidden: 'Only administrators can see the statistics.',
  unauthorized: 'Your session has ended. Sign in again to go on.',
}

/**
 * The business's numbers over a chosen period (issue #12 item 3): bookings per day or week,
 * revenue, each resource's booked and open hours, quote conversion, cancellations and no-shows.
 * The period is in the query string; every chart has its numbers in a table too.
 */
export function StatisticsPanel({ timezone }: { timezone: string }) {
  const [params, setParams] = useSearchParams()
  const now = useClock().now()
  const period = readPeriod(params, timezone, now)
  const statistics = useStatistics(period)
  // The period of the same length before, for each headline figure's change.
  const before = useStatistics(previousPeriod(period))
  const choose = (next: StatisticsPeriod) => setParams(periodParams(next), keepScroll())
  const chosen = presetsOf(period, timezone, now)

  return (
    <Stack gap="xl">
      <Group gap="xs" role="group" aria-label="Quick periods">
        {presets.map((preset) => (
          <Button
            key={preset.id}
            size="xs"
            variant={chosen.has(preset.id) ? 'filled' : 'default'}
            aria-pressed={chosen.has(preset.id)}
            onClick={() => choose(presetPeriod(preset.id, timezone, now))}
          >
            {preset.label}
          </Button>
        ))}
      </Group>
      <PeriodForm key={JSON.stringify(period)} period={period} onChoose={choose} />
      {statistics.isSuccess ? (
        <Box
          aria-busy={statistics.isPlaceholderData}
          style={{ opacity: statistics.isPlaceholderData ? 0.6 : 1 }}
        >
          <Stack gap="md">
            <Group justify="flex-end">
              <Button
                component="a"
                variant="default"
                size="xs"
                download={csvName(period)}
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(statisticsCsv(statistics.data))}`}
              >
                Download CSV
              </Button>
            </Group>
            <Figures
              statistics={statistics.data}
              previous={
                before.isSuccess && !before.isPlaceholderData
                  ? { statistics: before.data, name: previousName(period) }
                  : undefined
              }
            />
          </Stack>
        </Box>
      ) : (
        <QueryFallback
          query={statistics}
          subject="the statistics"
          placeholder={<Skeleton h={320} radius="md" />}
          overrides={statisticsMessages}
        />
      )}
    </Stack>
  )
}

function PeriodForm({
  period,
  onChoose,
}: {
  period: StatisticsPeriod
  onChoose: (period: StatisticsPeriod) => void
}) {
  const form = useSchemaForm({ schema: periodFormSchema, initialValues: period })
  return (
    <form aria-label="Period" noValidate onSubmit={form.onSubmit((values) => onChoose(values))}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput type="date" label="From" required {...form.getInputProps('from')} />
        <TextInput type="date" label="To" required {...form.getInputProps('to')} />
        <Stack gap={4}>
          <Text component="span" id="statistics-per" size="sm" fw={500}>
            Bookings per
          </Text>
          <SegmentedControl
            aria-labelledby="statistics-per"
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
            {...form.getInputProps('granularity')}
          />
        </Stack>
        <Button type="submit">Show</Button>
      </Group>
    </form>
  )
}
