import { Code, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { useBusinessSettings } from '@/features/catalogue/api/business-settings.ts'
import { useResources } from '@/features/catalogue/api/resources.ts'
import { useAdminServices } from '@/features/catalogue/api/services.ts'
import { ErrorAlert } from '@/features/catalogue/components/error-alert.tsx'
import { ResourcesManager } from '@/features/catalogue/components/resources-manager.tsx'
import { ServicesPanel } from '@/features/catalogue/components/services-panel.tsx'
import { SettingsForm } from '@/features/catalogue/components/settings-form.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  return (
    <RequireRole roles={['admin']}>
      <Screen />
    </RequireRole>
  )
}

const tabs = ['services', 'resources', 'settings'] as const
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
    >
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List mb="xl" aria-label="Admin sections">
          <Tabs.Tab value="services">Services</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
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
      </Tabs>
      <Text size="sm" c="dimmed" mt={48}>
        People and roles, the audit log and statistics arrive here later. Until then, more
        administrators can be created on the server with <Code>npm run admin:create</Code>.
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
