import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import { bareList } from '@/components/bare-list.ts'
import { isApiError } from '@/lib/api-client.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { quoteMessages } from '../errors.ts'
import { useQuoteFormat } from '../hooks/use-quote-format.ts'
import type { Upload } from '../hooks/use-uploads.ts'

/** A refused file stays refused if sent again; a lost connection may not. */
const worthRetrying = (error: unknown) =>
  !(
    isApiError(error) &&
    [
      'storage.too_large',
      'storage.type_not_allowed',
      'storage.too_many_files',
      'storage.quota_exceeded',
      'validation_failed',
    ].includes(error.code)
  )

/** Each file being sent, with a progress bar, and what became of it. */
export function UploadList({
  uploads,
  onRetry,
}: {
  uploads: Upload[]
  onRetry: (upload: Upload) => void
}) {
  const t = useT()
  const format = useQuoteFormat()
  if (uploads.length === 0) return null
  return (
    <Stack component="ul" gap="sm" style={bareList} aria-label={t('quoteFiles.list')}>
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100)
        return (
          <Stack component="li" key={upload.key} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} truncate="end" miw={0}>
                {upload.file.name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  ({format.size(upload.file.size)})
                </Text>
              </Text>
              <Text
                size="sm"
                fw={upload.state === 'done' ? 600 : 400}
                c={
                  upload.state === 'done'
                    ? 'var(--reserva-success-text)'
                    : upload.state === 'failed'
                      ? 'var(--mantine-color-error)'
                      : 'dimmed'
                }
                style={{ flexShrink: 0 }}
              >
                {upload.state === 'waiting'
                  ? t('quoteFiles.waiting')
                  : upload.state === 'uploading'
                    ? format.percent(upload.progress)
                    : upload.state === 'done'
                      ? t('quoteFiles.uploaded')
                      : t('quoteFiles.notUploaded')}
              </Text>
            </Group>
            <Progress
              value={upload.state === 'failed' ? 0 : percent}
              aria-label={t('quoteFiles.progress', { name: upload.file.name })}
              color={upload.state === 'done' ? 'green.9' : 'brand'}
              size="sm"
              radius="xl"
              bg="var(--reserva-border)"
            />
            {upload.state === 'failed' ? (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {errorMessage(upload.error, quoteMessages)}
                </Text>
                {worthRetrying(upload.error) ? (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onRetry(upload)}
                    aria-label={t('quoteFiles.tryAgainLabel', { name: upload.file.name })}
                    style={{ flexShrink: 0 }}
                  >
                    {t('quoteFiles.tryAgain')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        )
      })}
    </Stack>
  )
}
