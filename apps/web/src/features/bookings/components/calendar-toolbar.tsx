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

export type ShownView = 'day' | 'week' | 'list'

const views: { value: ShownView; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
]

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
  const unit = view === 'day' ? 'day' : 'week'
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Previous ${unit}`}
          onClick={() => onStep(-1)}
        >
          <IconChevronLeft />
        </ActionIcon>
        <Button variant="default" onClick={() => onStep(0)}>
          Today
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Next ${unit}`}
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
          aria-label="Calendar view"
          value={view}
          onChange={(value) => onViewChange(value as ShownView)}
          data={views}
        />
        {view === 'week' ? (
          <NativeSelect
            label="Resources"
            value={resourceId}
            onChange={(event) => onResourceChange(event.currentTarget.value)}
            data={[
              { value: 'all', label: 'All resources' },
              ...resources.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
        ) : null}
        <Switch
          label="Show cancelled and declined"
          checked={withOver}
          onChange={(event) => onWithOverChange(event.currentTarget.checked)}
          size="sm"
        />
      </Group>
    </Group>
  )
}
