import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { useId, useRef, useState } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { acceptAttribute, MAX_FILES, pickFiles } from '../utils/files.ts'
import { FileLabel } from './file-label.tsx'

/**
 * Files to attach, checked here first (type, size, how many); the server checks again. `already`
 * counts the files the quote has, which count towards the limit.
 */
export function FileChooser({
  files,
  onChange,
  already = 0,
  label,
}: {
  files: File[]
  onChange: (files: File[]) => void
  already?: number
  /** "Photos or documents" unless told. */
  label?: string
}) {
  const t = useT()
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([])
  const reset = useRef<() => void>(null)
  const labelId = useId()
  const descriptionId = useId()
  const room = MAX_FILES - already

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
      <Stack gap={2}>
        {/* The same label and description as the form's other fields. */}
        <Input.Label id={labelId} component="span">
          {label ?? t('quoteFiles.label')}
        </Input.Label>
        <Input.Description id={descriptionId}>
          {already > 0
            ? t('quoteFiles.helpAttached', { count: MAX_FILES, attached: already })
            : t('quoteFiles.help', { count: MAX_FILES })}
        </Input.Description>
      </Stack>
      {files.length > 0 ? (
        <Stack component="ul" gap={4} style={bareList} aria-label={t('quoteFiles.chosen')}>
          {files.map((file) => (
            <Group component="li" key={`${file.name}-${file.size}`} gap="xs" wrap="nowrap">
              <FileLabel file={file} />
              <CloseButton
                size="sm"
                aria-label={t('quoteFiles.remove', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f !== file))}
              />
            </Group>
          ))}
        </Stack>
      ) : null}
      {refused.length > 0 ? (
        <Stack component="ul" gap={2} style={bareList} role="alert">
          {refused.map((item) => (
            <Text component="li" key={item.name} size="sm" c="var(--mantine-color-error)">
              {t('quoteFiles.refused', { name: item.name, reason: item.reason })}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group>
        <FileButton
          resetRef={reset}
          multiple
          accept={acceptAttribute}
          onChange={(picked) => {
            const { keep, refused: nope } = pickFiles({ chosen: files, picked, limit: room })
            setRefused(nope)
            if (keep.length > 0) onChange([...files, ...keep])
            reset.current?.()
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" disabled={files.length >= room}>
              {files.length > 0 ? t('quoteFiles.addMore') : t('quoteFiles.add')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  )
}
