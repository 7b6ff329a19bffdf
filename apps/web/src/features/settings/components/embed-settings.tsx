import { Button, Code, CopyButton, Select, Stack, Text, Textarea } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** Text made safe inside a double-quoted HTML attribute. */
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The sites that may show the booking pages in a frame, one origin a line; none: any site. The
 * text is kept as typed (a new line before the next origin), the list is what goes to the form.
 */
export function EmbedOriginsField({
  value,
  onChange,
  error,
}: {
  value: string[]
  onChange: (origins: string[]) => void
  error?: ReactNode
}) {
  const t = useT()
  const [text, setText] = useState(() => value.join('\n'))
  return (
    <Textarea
      label={t('embedSettings.origins')}
      description={t('embedSettings.originsHint')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        onChange(
          event.currentTarget.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        )
      }}
      error={error}
      autosize
      minRows={2}
      maxRows={8}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
    />
  )
}

/**
 * What a business pastes on its own site to show the booking pages there: the script tag that
 * sizes its frame to them (public/embed.js), or a plain iframe, for all services or one.
 */
export function EmbedSnippets() {
  const t = useT()
  const services = useServices()
  const [service, setService] = useState<string | null>(null)
  const origin = window.location.origin
  const serviceAttribute = service ? ` data-service="${service}"` : ''
  const query = service ? `?${new URLSearchParams({ service })}` : ''
  const snippets = [
    {
      label: t('embedSettings.script'),
      code: `<script src="${origin}/embed.js"${serviceAttribute} data-accent="#2563eb" data-scheme="light" async></script>`,
    },
    {
      label: t('embedSettings.frame'),
      code: `<iframe src="${origin}/embed/book${query}" title="${escapeAttribute(t('embedBook.title'))}" loading="lazy" style="width:100%;height:900px;border:0"></iframe>`,
    },
  ]
  return (
    <Stack gap="md">
      <Select
        label={t('embedSettings.startAt')}
        data={[
          { value: '', label: t('embedSettings.allServices') },
          ...(services.data ?? [])
            .filter((s) => s.pricing === 'fixed')
            .map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={service ?? ''}
        onChange={(value) => setService(value || null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {snippets.map(({ label, code }) => (
        <Stack key={label} gap={6}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {code}
          </Code>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="compact-sm"
                onClick={copy}
                aria-label={
                  copied
                    ? t('embedSettings.copiedNamed', { label })
                    : t('embedSettings.copyNamed', { label })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                {copied ? t('embedSettings.copied') : t('embedSettings.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        {t('embedSettings.attributes')}
      </Text>
    </Stack>
  )
}
