import { lazy } from 'react'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { ResourceCalendars } from '@/app/resource-calendars.tsx'
import { LiveStatus } from '@/components/live-status.tsx'
import { Page } from '@/components/page.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { type WorkspaceSection, WorkspaceSections } from '@/components/workspace-sections.tsx'
import { OperatorAgenda } from '@/features/bookings/components/operator-agenda.tsx'
import { useResources } from '@/features/catalogue/api/resources.ts'
import { ResourcesManager } from '@/features/catalogue/components/resources-manager.tsx'
import { QuoteInbox } from '@/features/quotes/components/quote-inbox.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

// The calendar (its time grid, decision 038) is a chunk of its own, fetched when its section
// opens (apps/web/js-budget.json).
const BookingCalendar = lazy(() =>
  import('@/features/bookings/components/booking-calendar.tsx').then((m) => ({
    default: m.BookingCalendar,
  })),
)
// The bookings list brings the date picker (@mantine/dates): a chunk of its own, fetched when its
// section opens (apps/web/js-budget.json).
const BookingSearch = lazy(() =>
  import('@/features/bookings/components/booking-search.tsx').then((m) => ({
    default: m.BookingSearch,
  })),
)

export function Component() {
  return (
    <RequireRole roles={['operator', 'admin']}>
      <Screen />
    </RequireRole>
  )
}

function Screen() {
  const t = useT()
  usePageTitle(t('operatorDashboard.title'))
  const settings = usePublicSettings()
  if (settings.isError) return <SettingsError query={settings} />
  if (!settings.data) return <ScreenSpinner />
  return <Workspace timezone={settings.data.timezone} />
}

/**
 * The operator's workspace: one section at a time, the open one in the query string
 * (`/operator-dashboard?section=bookings`), each linked from the staff layout's navigation
 * (app/layout/staff-nav.ts). A new section is one more entry below, and one there.
 */
function Workspace({ timezone }: { timezone: string }) {
  const t = useT()
  const resources = useResources().data ?? []
  const services = useServices().data ?? []

  const sections: WorkspaceSection[] = [
    {
      value: 'agenda',
      label: t('operatorDashboard.agenda'),
      description: t('operatorDashboard.agendaText'),
      content: () => <OperatorAgenda timezone={timezone} />,
    },
    {
      value: 'calendar',
      label: t('operatorDashboard.calendar'),
      description: t('operatorDashboard.calendarText'),
      content: () => <BookingCalendar timezone={timezone} />,
    },
    {
      value: 'bookings',
      label: t('operatorDashboard.bookings'),
      description: t('operatorDashboard.bookingsText'),
      content: () => (
        <BookingSearch timezone={timezone} services={services} resources={resources} />
      ),
    },
    {
      value: 'quotes',
      label: t('operatorDashboard.quotes'),
      title: t('operatorDashboard.quotesTitle'),
      description: t('operatorDashboard.quotesText'),
      // The business's e-mails link to /operator-dashboard?quote=QTE-….
      linkedBy: 'quote',
      content: () => <QuoteInbox />,
    },
    {
      value: 'resources',
      label: t('operatorDashboard.resources'),
      title: t('operatorDashboard.resourcesTitle'),
      description: t('operatorDashboard.resourcesText'),
      linkedBy: 'resource',
      content: () => <ResourcesManager timezone={timezone} more={ResourceCalendars} />,
    },
  ]

  return (
    <Page title={t('operatorDashboard.title')} size="100%" aside={<LiveStatus />} compact>
      <WorkspaceSections sections={sections} />
    </Page>
  )
}
