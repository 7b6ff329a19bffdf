import { Code, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { LiveStatus } from '@/components/live-status.tsx'
import { Page } from '@/components/page.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { useResources } from '@/features/catalogue/api/resources.ts'
import { useAdminServices } from '@/features/catalogue/api/services.ts'
import { ResourcesManager } from '@/features/catalogue/components/resources-manager.tsx'
import { ServicesPanel } from '@/features/catalogue/components/services-panel.tsx'
import { useBusinessSettings } from '@/features/settings/api/business-settings.ts'
import { SettingsForm } from '@/features/settings/components/settings-form.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

// The audit log and the statistics (issue #12) are chunks of their own, fetched when their tab
// opens: the other tabs' first load does not carry them (apps/web/js-budget.json).
const PeoplePanel = lazy(() =>
  import('@/features/people/components/people-panel.tsx').then((m) => ({ default: m.PeoplePanel })),
)
const AuditLog = lazy(() =>
  import('@/features/audit/components/audit-log.tsx').then((m) => ({ default: m.AuditLog })),
)
const StatisticsPanel = lazy(() =>
  import('@/features/statistics/components/statistics-panel.tsx').then((m) => ({
    default: m.StatisticsPanel,
  })),
)

export function Component() {
  return (
    <RequireRole roles={['admin']}>
      <Screen />
    </RequireRole>
  )
}

/** The admin's tabs that load their code when opened and show times in the business's zone. */
const zonedTabs = [
  {
    value: 'people',
    title: 'People',
    description:
      'Everyone with an account: find them, decide operator requests, change roles, ban and sign out.',
    Content: PeoplePanel,
  },
  {
    value: 'audit',
    title: 'Audit log',
    description: 'Who did what to which record, and when: newest first.',
    Content: AuditLog,
  },
  {
    value: 'statistics',
    title: 'Statistics',
    description:
      'Bookings, revenue, the use of each resource, quotes, cancellations and no-shows over a period.',
    Content: StatisticsPanel,
  },
] as const

const tabs = ['services', 'resources', 'settings', 'people', 'audit', 'statistics'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab)

function Screen() {
  usePageTitle('Admin')
  const [params, setParams] = useSearchParams()
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'services'
  const settings = useBusinessSettings()
  // What the tabs show, asked for at once: the screen appears whole, behind the one spinner,
  // rather than heading first and each part popping in after.
  const firstData = [settings, useAdminServices(), useResources()]
  // Only the first time: a later refetch (or a retry after an error) keeps the screen in place.
  const [shown, setShown] = useState(false)
  if (!shown && firstData.every((query) => !query.isPending)) setShown(true)
  if (!shown) return <ScreenSpinner />

  // The open tab travels in the query string (/admin?tab=resources), like every selection.
  const open = (next: string | null) =>
    setParams(isTab(next) ? { tab: next } : {}, { preventScrollReset: true })

  return (
    <Page
      title="Admin"
      description="Manage what customers can book, who or what delivers it and when, and the business's settings."
      size="lg"
      aside={<LiveStatus />}
    >
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List mb="xl" aria-label="Admin sections">
          <Tabs.Tab value="services">Services</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="people">People</Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
          <Tabs.Tab value="statistics">Statistics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="services">
          <Panel
            title="Services"
            description="What customers can book: how long it takes, what it costs, and who or what delivers it."
          >
            {settings.data ? (
              <ServicesPanel currency={settings.data.currency} />
            ) : (
              <Loading query={settings} />
            )}
          </Panel>
        </Tabs.Panel>
        <Tabs.Panel value="resources">
          <Panel
            title="Resources"
            description="The people, rooms and equipment that deliver services, with their working hours, single-day changes and time off."
          >
            {settings.data ? (
              <ResourcesManager timezone={settings.data.timezone} canManage />
            ) : (
              <Loading query={settings} />
            )}
          </Panel>
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <Panel
            title="Settings"
            description="The business's details, time zone and currency, booking rules and page texts."
          >
            {settings.data ? (
              <SettingsForm settings={settings.data} />
            ) : (
              <Loading query={settings} />
            )}
          </Panel>
        </Tabs.Panel>
        {zonedTabs.map(({ value, title, description, Content }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel title={title} description={description}>
              {settings.data ? (
                <Suspense fallback={<Skeleton h={280} radius="md" />}>
                  <Content timezone={settings.data.timezone} />
                </Suspense>
              ) : (
                <Loading query={settings} />
              )}
            </Panel>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="sm" c="dimmed" mt={48}>
        Administrators can also be created on the server with <Code>npm run admin:create</Code>.
      </Text>
    </Page>
  )
}

function Panel({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {children}
    </Stack>
  )
}

function Loading({ query }: { query: ReturnType<typeof useBusinessSettings> }) {
  if (query.isError) return <ErrorAlert error={query.error} />
  return <Skeleton h={280} radius="md" />
}
