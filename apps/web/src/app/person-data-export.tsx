import { Divider, Skeleton, Stack, Title } from '@mantine/core'
import { erasedAccountName } from '@reserva/shared'
import { type ComponentProps, lazy, Suspense } from 'react'
import type { MorePersonSections } from '@/features/people/components/person-drawer.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

// A chunk of its own, as on the dashboard: opening a person does not wait for it.
const DataExportSettings = lazy(() =>
  import('@/features/data-export/components/data-export-settings.tsx').then((m) => ({
    default: m.DataExportSettings,
  })),
)

/**
 * What a person's page on the admin's people screen shows besides their account: an export of
 * their personal data (decision 051), asked for and downloaded by the admin. An erased account
 * has nothing left to export.
 */
export function PersonDataExport({ person }: ComponentProps<MorePersonSections>) {
  const t = useT()
  if (person.name === erasedAccountName && person.status === 'banned') return null
  return (
    <>
      <Stack component="section" aria-labelledby="person-data-export-title" gap="xs">
        <Title order={3} size="h4" id="person-data-export-title">
          {t('dataExport.personTitle')}
        </Title>
        <Suspense fallback={<Skeleton h={96} radius="md" />}>
          <DataExportSettings personId={person.id} />
        </Suspense>
      </Stack>
      <Divider />
    </>
  )
}
