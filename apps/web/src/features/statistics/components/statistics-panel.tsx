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
import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { z } from 'zod'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { useClock } from '@/lib/clock.ts'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { keepScroll } from '@/lib/navigation.ts'
import { type StatisticsPeriod, useStatistics } from '../api/get-statistics.ts'
import {
  csvName,
  daysIn,
  presetPeriod,
  presets,
  presetsOf,
  previousPeriod,
  statisticsCsv,
} from '../statistics-periods.ts'
import { periodParams, readPeriod } from '../statistics-search-params.ts'
import { Figures } from './statistics-figures.tsx'

// Recharts is big: the charts come in a chunk of their own, fetched when this tab shows figures.

/** The period's rules, in the words of the language on screen. */
const periodFormSchema = (lastBeforeFirst: string) =>
  z
    .object({
      from: calendarDateSchema,
      to: calendarDateSchema,
      granularity: z.enum(['day', 'week']),
    })
    .superRefine((values, context) => {
      if (values.from > values.to) {
        context.addIssue({ code: 'custom', message: lastBeforeFirst, path: ['to'] })
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
  network_error: () => translate('statistics.networkError'),
  forbidden: () => translate('statistics.forbidden'),
  unauthorized: () => translate('statistics.signedOut'),
}

/**
 * The business's numbers over a chosen period (issue #12 item 3): bookings per day or week,
 * revenue, each resource's booked and open hours, quote conversion, cancellations and no-shows.
 * The period is in the query string; every chart has its numbers in a table too.
 */
export function StatisticsPanel({ timezone }: { timezone: string }) {
  const t = useT()
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
      <Group gap="xs" role="group" aria-label={t('statistics.quickPeriods')}>
        {presets.map((preset) => (
          <Button
            key={preset.id}
            size="xs"
            variant={chosen.has(preset.id) ? 'filled' : 'default'}
            aria-pressed={chosen.has(preset.id)}
            onClick={() => choose(presetPeriod(preset.id, timezone, now))}
          >
            {t(preset.label)}
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
                {t('statistics.downloadCsv')}
              </Button>
            </Group>
            <Figures
              statistics={statistics.data}
              previous={
                before.isSuccess && !before.isPlaceholderData
                  ? { statistics: before.data, days: daysIn(period) }
                  : undefined
              }
            />
          </Stack>
        </Box>
      ) : (
        <QueryFallback
          query={statistics}
          subject={t('statistics.subject')}
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
  const t = useT()
  const lastBeforeFirst = t('statistics.lastBeforeFirst')
  const schema = useMemo(() => periodFormSchema(lastBeforeFirst), [lastBeforeFirst])
  const form = useSchemaForm({ schema, initialValues: period })
  return (
    <form
      aria-label={t('statistics.period')}
      noValidate
      onSubmit={form.onSubmit((values) => onChoose(values))}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label={t('statistics.from')}
          required
          {...form.getInputProps('from')}
        />
        <TextInput type="date" label={t('statistics.to')} required {...form.getInputProps('to')} />
        <Stack gap={4}>
          <Text component="span" id="statistics-per" size="sm" fw={500}>
            {t('statistics.bookingsPer')}
          </Text>
          <SegmentedControl
            aria-labelledby="statistics-per"
            data={[
              { value: 'day', label: t('statistics.day') },
              { value: 'week', label: t('statistics.week') },
            ]}
            {...form.getInputProps('granularity')}
          />
        </Stack>
        <Button type="submit">{t('statistics.show')}</Button>
      </Group>
    </form>
  )
}
