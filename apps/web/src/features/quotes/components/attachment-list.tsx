import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { type Attachment, getAttachmentUrl } from '../api/attachments.ts'
import { quoteMessages } from '../errors.ts'
import { FileLabel } from './file-label.tsx'

/**
 * A quote's files. "Open" asks for a short-lived address and opens it in a new tab. The tab is
 * opened at the click, before the answer: a tab opened later is taken for a pop-up and blocked.
 */
export function AttachmentList({
  quoteId,
  attachments,
}: {
  quoteId: string
  attachments: Attachment[]
}) {
  const t = useT()
  const open = useMutation({
    mutationFn: async ({ attachment, tab }: { attachment: Attachment; tab: Window | null }) => {
      try {
        const url = await getAttachmentUrl({ quoteId, attachmentId: attachment.id })
        if (tab) tab.location.href = url
        else window.location.assign(url)
      } catch (error) {
        tab?.close()
        throw error
      }
    },
  })

  if (attachments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('quoteFiles.none')}
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={6} style={bareList}>
        {attachments.map((attachment) => (
          <Group component="li" key={attachment.id} gap="sm" wrap="nowrap" justify="space-between">
            <Group gap={8} wrap="nowrap" miw={0}>
              <FileLabel file={attachment} />
            </Group>
            <Button
              size="xs"
              variant="default"
              loading={open.isPending && open.variables?.attachment.id === attachment.id}
              aria-label={t('quoteFiles.openLabel', { name: attachment.name })}
              onClick={() => {
                open.reset()
                const tab = window.open('', '_blank')
                if (tab) tab.opener = null
                open.mutate({ attachment, tab })
              }}
            >
              {t('quoteFiles.open')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ErrorAlert error={open.error} overrides={quoteMessages} />
    </Stack>
  )
}
