import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Switch,
  Text,
} from '@mantine/core'
import type { ResourceDetail } from '@reserva/shared'
import { IconChevronLeft, IconChevronRight } from '@/components/screen-icons.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export type ShownView = 'day' | 'week' | 'list'

const views = [
  { value: 'day', label: 'staffCalendar.day' },
  { value: 'week', label: 'staffCalendar.week' },
  { value: 'list', label: 'staffCalendar.list' },
] as const satisfies { value: ShownView; label: string }[]

/**
 * The calendar's controls: back, today and on by the view's unit; day, week or list; in a week
 * the resource shown (or all of them); and whether cancelled and declined bookings show.
 */
export function CalendarToolbar({
  view,
  onViewChange,
  phone,
  rangeLabel,
  onStep,
  resources,
  resourceId,
  onResourceChange,
  withOver,
  onWithOverChange,
}: {
  view: ShownView
  onViewChange: (view: ShownView) => void
  phone: boolean | undefined
  rangeLabel: string
  /** -1 back, 0 today, 1 on. */
  onStep: (step: -1 | 0 | 1) => void
  resources: ResourceDetail[]
  resourceId: string
  onResourceChange: (id: string) => void
  withOver: boolean
  onWithOverChange: (checked: boolean) => void
}) {
  const t = useT()
  const day = view === 'day'
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={day ? t('staffCalendar.previousDay') : t('staffCalendar.previousWeek')}
          onClick={() => onStep(-1)}
        >
          <IconChevronLeft />
        </ActionIcon>
        <Button variant="default" onClick={() => onStep(0)}>
          {t('staffCalendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={day ? t('staffCalendar.nextDay') : t('staffCalendar.nextWeek')}
          onClick={() => onStep(1)}
        >
          <IconChevronRight />
        </ActionIcon>
        <Text fw={600} size={phone ? 'sm' : 'md'}>
          {rangeLabel.charAt(0).toUpperCase() + rangeLabel.slice(1)}
        </Text>
      </Group>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('staffCalendar.view')}
          value={view}
          onChange={(value) => onViewChange(value as ShownView)}
          data={views.map(({ value, label }) => ({ value, label: t(label) }))}
        />
        {view === 'week' ? (
          <NativeSelect
            label={t('staffCalendar.resources')}
            value={resourceId}
            onChange={(event) => onResourceChange(event.currentTarget.value)}
            data={[
              { value: 'all', label: t('staffCalendar.allResources') },
              ...resources.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
        ) : null}
        <Switch
          label={t('staffCalendar.withOver')}
          checked={withOver}
          onChange={(event) => onWithOverChange(event.currentTarget.checked)}
          size="sm"
        />
      </Group>
    </Group>
  )
}
