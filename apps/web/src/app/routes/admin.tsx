import { Code, Skeleton, Text } from '@mantine/core'
import type { BusinessSettings } from '@reserva/shared'
import { lazy, type ReactNode, useState } from 'react'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { PersonDataExport } from '@/app/person-data-export.tsx'
import { ResourceCalendars } from '@/app/resource-calendars.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { LiveStatus } from '@/components/live-status.tsx'
import { Page } from '@/components/page.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { type WorkspaceSection, WorkspaceSections } from '@/components/workspace-sections.tsx'
import { useResources } from '@/features/catalogue/api/resources.ts'
import { useAdminServices } from '@/features/catalogue/api/services.ts'
import { ClosuresEditor } from '@/features/catalogue/components/closures-editor.tsx'
import { ResourcesManager } from '@/features/catalogue/components/resources-manager.tsx'
import { ServicesPanel } from '@/features/catalogue/components/services-panel.tsx'
import { useBusinessSettings } from '@/features/settings/api/business-settings.ts'
import { SettingsForm } from '@/features/settings/components/settings-form.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'

// People, the audit log, the statistics, the API keys, webhooks, single sign-on and the system are chunks of their own, fetched when their
// section opens: the other tabs' first load does not carry them (apps/web/js-budget.json).
const PeoplePanel = lazy(() =>
  import('@/features/people/components/people-panel.tsx').then((m) => ({ default: m.PeoplePanel })),
)
const AuditLog = lazy(() =>
  import('@/features/audit/components/audit-log.tsx').then((m) => ({ default: m.AuditLog })),
)
const ApiKeysPanel = lazy(() =>
  import('@/features/api-keys/components/api-keys-panel.tsx').then((m) => ({
    default: m.ApiKeysPanel,
  })),
)
const SsoProvidersPanel = lazy(() =>
  import('@/features/sso-providers/components/sso-providers-panel.tsx').then((m) => ({
    default: m.SsoProvidersPanel,
  })),
)
const WebhooksPanel = lazy(() =>
  import('@/features/webhooks/components/webhooks-panel.tsx').then((m) => ({
    default: m.WebhooksPanel,
  })),
)
const SystemPanel = lazy(() =>
  import('@/features/system/components/system-panel.tsx').then((m) => ({
    default: m.SystemPanel,
  })),
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

/** What the admin's sections show, in the business's time zone once the settings are in. */
function zoned(
  settings: ReturnType<typeof useBusinessSettings>,
  render: (settings: BusinessSettings) => ReactNode,
) {
  return () => (settings.data ? render(settings.data) : <Loading query={settings} />)
}

function Screen() {
  const t = useT()
  usePageTitle(t('admin.title'))
  const settings = useBusinessSettings()
  // What the sections show, asked for at once: the screen appears whole, behind the one spinner,
  // rather than heading first and each part popping in after.
  const firstData = [settings, useAdminServices(), useResources()]
  // Only the first time: a later refetch (or a retry after an error) keeps the screen in place.
  const [shown, setShown] = useState(false)
  if (!shown && firstData.every((query) => !query.isPending)) setShown(true)
  if (!shown) return <ScreenSpinner />

  // The open section travels in the query string (/admin?tab=resources), like every selection;
  // the staff layout's navigation links to each (app/layout/staff-nav.ts).
  const sections: WorkspaceSection[] = [
    {
      value: 'services',
      label: t('admin.services'),
      description: t('admin.servicesText'),
      content: zoned(settings, ({ currency }) => <ServicesPanel currency={currency} />),
    },
    {
      value: 'resources',
      label: t('admin.resources'),
      description: t('admin.resourcesText'),
      content: zoned(settings, ({ timezone }) => (
        <ResourcesManager timezone={timezone} canManage more={ResourceCalendars} />
      )),
    },
    {
      value: 'closures',
      label: t('admin.closures'),
      description: t('admin.closuresText'),
      content: zoned(settings, ({ timezone }) => <ClosuresEditor timezone={timezone} />),
    },
    {
      value: 'settings',
      label: t('admin.settings'),
      description: t('admin.settingsText'),
      content: zoned(settings, (data) => <SettingsForm settings={data} />),
    },
    {
      value: 'people',
      label: t('admin.people'),
      description: t('admin.peopleText'),
      content: zoned(settings, ({ timezone }) => (
        <PeoplePanel timezone={timezone} more={PersonDataExport} />
      )),
    },
    {
      value: 'audit',
      label: t('admin.audit'),
      description: t('admin.auditText'),
      content: zoned(settings, ({ timezone }) => <AuditLog timezone={timezone} />),
    },
    {
      value: 'statistics',
      label: t('admin.statistics'),
      description: t('admin.statisticsText'),
      content: zoned(settings, ({ timezone }) => <StatisticsPanel timezone={timezone} />),
    },
    {
      value: 'api-keys',
      label: t('admin.apiKeys'),
      description: t('admin.apiKeysText'),
      content: zoned(settings, ({ timezone }) => <ApiKeysPanel timezone={timezone} />),
    },
    {
      value: 'webhooks',
      label: t('admin.webhooks'),
      description: t('admin.webhooksText'),
      content: zoned(settings, ({ timezone }) => <WebhooksPanel timezone={timezone} />),
    },
    {
      value: 'sso',
      label: t('admin.sso'),
      description: t('admin.ssoText'),
      content: () => <SsoProvidersPanel />,
    },
    {
      value: 'system',
      label: t('admin.system'),
      description: t('admin.systemText'),
      content: zoned(settings, ({ timezone }) => <SystemPanel timezone={timezone} />),
    },
  ]

  return (
    <Page title={t('admin.title')} size="100%" aside={<LiveStatus />} compact>
      <WorkspaceSections sections={sections} param="tab" />
      <Text size="sm" c="dimmed" mt={48}>
        {withNodes(t('admin.createOnServer', holes('command')), {
          command: <Code style={{ whiteSpace: 'nowrap' }}>npm run admin:create</Code>,
        })}
      </Text>
    </Page>
  )
}

function Loading({ query }: { query: ReturnType<typeof useBusinessSettings> }) {
  if (query.isError) return <ErrorAlert error={query.error} />
  return <Skeleton h={280} radius="md" />
}
