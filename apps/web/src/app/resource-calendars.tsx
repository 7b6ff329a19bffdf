import type { ComponentProps } from 'react'
import { ResourceCalendarFeed } from '@/features/calendar-feeds/components/calendar-feed.tsx'
import { ResourceCalendarConnection } from '@/features/calendar-sync/components/calendar-connection.tsx'
import type { MoreSections } from '@/features/catalogue/components/resources-manager.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'

/**
 * What the workspace shows under each resource besides its hours: its calendar subscription and
 * its CalDAV calendar (decisions 047 and 048), times in the business's zone.
 */
export function ResourceCalendars(props: ComponentProps<MoreSections>) {
  const timezone = usePublicSettings().data?.timezone ?? 'UTC'
  return (
    <>
      <ResourceCalendarFeed {...props} />
      <ResourceCalendarConnection {...props} timezone={timezone} />
    </>
  )
}
