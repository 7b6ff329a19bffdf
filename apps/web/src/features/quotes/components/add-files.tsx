import { Button, Group, Stack } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useUploads } from '../hooks/use-uploads.ts'
import { FileChooser } from './file-chooser.tsx'
import { UploadList } from './upload-list.tsx'

/** More photos or documents for a quote that is still open. */
export function AddFiles({ quote }: { quote: Quote }) {
  const t = useT()
  const [files, setFiles] = useState<File[]>([])
  const uploads = useUploads()
  const sentOk = uploads.uploads.filter((u) => u.state === 'done').length
  // Until the list refreshes, files just sent count too.
  const already = Math.max(quote.attachments.length, sentOk)

  return (
    <Stack gap="sm">
      <UploadList
        uploads={uploads.uploads}
        onRetry={(item) => void uploads.retry(quote.id, item)}
      />
      <FileChooser
        files={files}
        onChange={setFiles}
        already={already}
        label={t('quoteFiles.addLabel')}
      />
      {files.length > 0 ? (
        <Group>
          <Button
            size="sm"
            loading={uploads.busy}
            onClick={() => {
              const sending = files
              setFiles([])
              void uploads.start(quote.id, sending)
            }}
          >
            {t('quoteFiles.upload', { count: files.length })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}
