import { Button, Collapse, Group, Paper, Stack, Textarea } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { Markdown } from '@/components/markdown.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** A page's text in Markdown, with a preview of it as the page shows it, opened on demand. */
export function MarkdownField({
  id: name,
  label,
  value,
  onChange,
  error,
}: {
  /** Unique on the page: names the preview's element. */
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: ReactNode
}) {
  const t = useT()
  const [preview, setPreview] = useState(false)
  const id = `preview-${name}`
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        dir="auto"
        description={t('settingsForm.markdownHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={6}
        maxRows={18}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
      />
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setPreview((open) => !open)}
          aria-expanded={preview}
          aria-controls={id}
        >
          {preview ? t('settingsForm.hidePreview') : t('settingsForm.preview')}
        </Button>
      </Group>
      <Collapse expanded={preview}>
        <Paper
          id={id}
          role="region"
          aria-label={t('settingsForm.previewOf', { label })}
          withBorder
          radius="md"
          p="md"
          bg="var(--reserva-surface-muted)"
        >
          {preview ? <Markdown>{value}</Markdown> : null}
        </Paper>
      </Collapse>
    </Stack>
  )
}
