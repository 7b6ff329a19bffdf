import { Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core'
import { type DataExport, dataExportDays } from '@reserva/shared'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { Notice } from '@/components/notice.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { browserTimeZone, shortInstant } from '@/lib/dates.ts'
import { type ErrorMessageOverrides, errorMessage } from '@/lib/error-messages.ts'
import { fileSizeIn } from '@/lib/file-size.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { exportPaths, useDataExport, usePrepareDataExport } from '../api/data-export.ts'

/** An instant as the requester reads it, in their own zone. */
const when = (instant: string) => shortInstant(browserTimeZone(), instant)

/**
 * Downloading everything Reserva holds about a person (issue #48, decision 051): one's own, or
 * (admins, `personId`) a person's. Says what the archive holds, asks for one, says it is being
 * prepared (asking again every few seconds) and, once ready, offers the zip with its size and how
 * long it can be downloaded; a failed or expired one can be asked for again.
 */
export function DataExportSettings({ personId }: { personId?: string }) {
  const { t, language } = useI18n()
  const path = personId === undefined ? exportPaths.mine : exportPaths.person(personId)
  const query = useDataExport(path)
  const prepare = usePrepareDataExport(path)
  const own = personId === undefined
  // The time to ask again, which the map's words cannot write: lib/dates.ts stays out of the
  // pages that show errors without dates.
  const overrides: ErrorMessageOverrides = {
    'data_export.too_many': (error) => {
      const retryAt = (error.details as { retryAt?: unknown } | undefined)?.retryAt
      return typeof retryAt === 'string' && !Number.isNaN(Date.parse(retryAt))
        ? t('dataExport.tooManyUntil', { when: when(retryAt) })
        : errorMessage(error)
    },
  }

  if (!query.isSuccess)
    return (
      <QueryFallback
        query={query}
        subject={t('dataExport.subject')}
        placeholder={<Skeleton h={96} radius="md" />}
      />
    )
  const current: DataExport | null = query.data.export
  const status = current?.status ?? null
  const prepareButton = (label: string) => (
    <Button loading={prepare.isPending} onClick={() => prepare.mutate()}>
      {label}
    </Button>
  )

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t(own ? 'dataExport.intro' : 'dataExport.personIntro')}</Text>
      <Text size="sm" c="dimmed">
        {t('dataExport.how', { count: dataExportDays })}
      </Text>
      {/* One live region for where the export is: a screen reader hears it turn ready. */}
      <Group gap="xs" role="status" wrap="nowrap">
        {status === 'preparing' ? (
          <>
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('dataExport.preparing')}</Text>
          </>
        ) : current?.status === 'ready' && current.size !== null && current.expiresAt ? (
          <Text size="sm">
            {t('dataExport.ready', {
              size: fileSizeIn(language, current.size),
              until: when(current.expiresAt),
            })}
          </Text>
        ) : current?.status === 'expired' && current.expiresAt ? (
          <Text size="sm">{t('dataExport.expired', { when: when(current.expiresAt) })}</Text>
        ) : null}
      </Group>
      {status === 'failed' ? (
        <Notice tone="error" role="alert" title={t('dataExport.failedTitle')}>
          {t('dataExport.failedText')}
        </Notice>
      ) : null}
      <ErrorAlert error={prepare.error} overrides={overrides} />
      {status === 'preparing' ? null : status === 'ready' && current?.downloadUrl ? (
        <Group gap="sm">
          <Button component="a" href={current.downloadUrl} download>
            {t(own ? 'dataExport.download' : 'dataExport.personDownload')}
          </Button>
          <Button variant="default" loading={prepare.isPending} onClick={() => prepare.mutate()}>
            {t('dataExport.prepareNew')}
          </Button>
        </Group>
      ) : status === 'failed' ? (
        prepareButton(t('dataExport.tryAgain'))
      ) : status === 'expired' ? (
        prepareButton(t('dataExport.prepareNew'))
      ) : (
        prepareButton(t(own ? 'dataExport.prepare' : 'dataExport.personPrepare'))
      )}
    </Stack>
  )
}
