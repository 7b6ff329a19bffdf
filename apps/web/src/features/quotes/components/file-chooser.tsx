import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core'
import { useId, useRef, useState } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { acceptAttribute, allowedFilesText, MAX_FILES, pickFiles } from '../utils/files.ts'
import { FileLabel } from './file-label.tsx'

/**
 * Files to attach, checked here first (type, size, how many); the server checks again. `already`
 * counts the files the quote has, which count towards the limit.
 */
export function FileChooser({
  files,
  onChange,
  already = 0,
  label = 'Photos or documents',
}: {
  files: File[]
  onChange: (files: File[]) => void
  already?: number
  label?: string
}) {
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
          {label}
        </Input.Label>
        <Input.Description id={descriptionId}>
          Optional. {allowedFilesText}; at most {MAX_FILES} files
          {already > 0 ? ` (${already} already attached)` : ''}.
        </Input.Description>
      </Stack>
      {files.length > 0 ? (
        <Stack component="ul" gap={4} style={bareList} aria-label="Chosen files">
          {files.map((file) => (
            <Group component="li" key={`${file.name}-${file.size}`} gap="xs" wrap="nowrap">
              <FileLabel file={file} />
              <CloseButton
                size="sm"
                aria-label={`Remove ${file.name}`}
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
              {item.name}: {item.reason}
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
              {files.length > 0 ? 'Add more files' : 'Add files'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  )
}
