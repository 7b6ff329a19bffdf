import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { Link } from 'wouter'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import type { Upload } from '../hooks/use-uploads.ts'
import { UploadList } from './upload-list.tsx'

const referencePath = (quote: Quote) => `/quote?${new URLSearchParams({ ref: quote.reference })}`

/** A signed-in customer's request, just sent: its reference, and its files as they go up. */
export function QuoteSent({
  quote,
  uploads,
  busy,
  onRetry,
}: {
  quote: Quote
  uploads: Upload[]
  busy: boolean
  onRetry: (item: Upload) => void
}) {
  const t = useT()
  return (
    <Stack gap="lg">
      <StatusMessage>{t('quoteForm.sent', { reference: quote.reference })}</StatusMessage>
      {uploads.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="sent-files-title">
          <Title order={2} size="h4" id="sent-files-title">
            {t('quoteForm.yourFiles')}
          </Title>
          {busy ? (
            <Text size="sm" c="dimmed">
              {t('quoteForm.sendingFiles')}
            </Text>
          ) : null}
          <UploadList uploads={uploads} onRetry={onRetry} />
        </Stack>
      ) : null}
      <Group gap="sm">
        <Button component={Link} to={referencePath(quote)}>
          {t('quoteForm.seeRequest')}
        </Button>
        <Button component={Link} to="/dashboard" variant="default">
          {t('quoteForm.toDashboard')}
        </Button>
      </Group>
    </Stack>
  )
}
