import {
  Badge,
  Button,
  Grid,
  Group,
  NativeSelect,
  NavLink,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ResourceDetail } from '@reserva/shared'
import { type ComponentType, useState } from 'react'
import { useSearchParams } from 'wouter'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconPencil, IconPlus } from '@/components/screen-icons.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { keepScroll } from '@/lib/navigation.ts'
import { useResources } from '../api/resources.ts'
import { DateOverridesEditor } from './date-overrides-editor.tsx'
import { kindNames, ResourceFormModal } from './resource-form.tsx'
import { TimeOffEditor } from './time-off-editor.tsx'
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx'

/** Sections under a resource's own: `id` starts their headings' ids, `order` is their level. */
export type MoreSections = ComponentType<{
  resource: { id: string; name: string }
  order: 4 | 5
  id: string
}>

/**
 * Resources and their schedules: pick one, then edit its weekly hours, single days and time off.
 * Admins (`canManage`) also add resources and edit their details. The chosen resource travels in
 * the query string (?resource=…).
 */
export function ResourcesManager({
  timezone,
  canManage = false,
  headingLevel = 3,
  more,
}: {
  /** The business's time zone: hours and time off are in it. */
  timezone: string
  canManage?: boolean
  /** Sections of another feature under a resource's own (its calendar feed). */
  more?: MoreSections
  /** The level of each resource's heading; its sections are one below. */
  headingLevel?: 3 | 4
}) {
  const t = useT()
  const resources = useResources()
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState<ResourceDetail | 'new' | null>(null)

  if (resources.isPending) return <Skeleton h={320} radius="md" />
  if (resources.isError) return <ErrorAlert error={resources.error} />

  const list = resources.data
  const selected = list.find((item) => item.id === params.get('resource')) ?? list[0]
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('resource', id)
        return next
      },
      keepScroll({ replace: true }),
    )

  return (
    <Stack gap="md">
      {canManage ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            {t('resourcesManager.add')}
          </Button>
        </Group>
      ) : null}
      {list.length === 0 ? (
        <Text c="dimmed">
          {canManage ? t('resourcesManager.noneAdd') : t('resourcesManager.none')}
        </Text>
      ) : (
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            {/* A phone has no room for a long list above the schedule: a select instead. */}
            <NativeSelect
              hiddenFrom="sm"
              label={t('resourcesManager.resource')}
              data={list.map((item) => ({
                value: item.id,
                label: item.active
                  ? item.name
                  : t('resourcesManager.notInUseNamed', { name: item.name }),
              }))}
              value={selected?.id}
              onChange={(event) => choose(event.currentTarget.value)}
            />
            <Stack gap={4} component="nav" aria-label={t('resourcesManager.nav')} visibleFrom="sm">
              {list.map((item) => (
                <NavLink
                  key={item.id}
                  component="button"
                  type="button"
                  label={item.name}
                  description={
                    item.active
                      ? t(kindNames[item.kind])
                      : t('resourcesManager.kindNotInUse', { kind: t(kindNames[item.kind]) })
                  }
                  active={item.id === selected?.id}
                  aria-current={item.id === selected?.id ? 'true' : undefined}
                  onClick={() => choose(item.id)}
                  styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            {selected ? (
              <ResourcePanel
                key={selected.id}
                resource={selected}
                timezone={timezone}
                headingLevel={headingLevel}
                onEdit={canManage ? () => setEditing(selected) : undefined}
                more={more}
              />
            ) : null}
          </Grid.Col>
        </Grid>
      )}
      <ResourceFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        resource={editing === 'new' || editing === null ? undefined : editing}
        onSaved={(saved) => choose(saved.id)}
      />
    </Stack>
  )
}

function ResourcePanel({
  resource,
  timezone,
  headingLevel,
  onEdit,
  more: More,
}: {
  resource: ResourceDetail
  timezone: string
  headingLevel: 3 | 4
  onEdit?: () => void
  more?: MoreSections | undefined
}) {
  const t = useT()
  const sub = (headingLevel + 1) as 4 | 5
  const zone = timezone.replace(/_/g, ' ')
  const id = `resource-${resource.id}`
  return (
    <Stack gap="lg" component="section" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={headingLevel} size="h3" id={`${id}-title`}>
              {resource.name}
            </Title>
            <Badge variant="light" color="gray">
              {t(kindNames[resource.kind])}
            </Badge>
            {resource.active ? null : (
              <Badge variant="light" color="red">
                {t('resourcesManager.notInUse')}
              </Badge>
            )}
          </Group>
          {resource.description ? <Text c="dimmed">{resource.description}</Text> : null}
        </Stack>
        {onEdit ? (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            aria-label={t('resourcesManager.editNamed', { name: resource.name })}
          >
            {t('resourcesManager.edit')}
          </Button>
        ) : null}
      </Group>
      <SectionCard compact title={t('resourcesManager.hours')} order={sub} id={`${id}-hours`}>
        <Text size="sm" c="dimmed" mb="md">
          {t('resourcesManager.hoursText', { name: resource.name, zone })}
        </Text>
        <WeeklyHoursEditor resource={resource} timezone={timezone} />
      </SectionCard>
      <SectionCard compact title={t('resourcesManager.days')} order={sub} id={`${id}-overrides`}>
        <Text size="sm" c="dimmed" mb="md">
          {t('resourcesManager.daysText')}
        </Text>
        <DateOverridesEditor resource={resource} timezone={timezone} />
      </SectionCard>
      <SectionCard compact title={t('resourcesManager.timeOff')} order={sub} id={`${id}-time-off`}>
        <Text size="sm" c="dimmed" mb="md">
          {t('resourcesManager.timeOffText', { name: resource.name })}
        </Text>
        <TimeOffEditor resource={resource} timezone={timezone} />
      </SectionCard>
      {More ? <More resource={resource} order={sub} id={id} /> : null}
    </Stack>
  )
}
