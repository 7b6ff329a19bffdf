import { Skeleton, Stack, Text } from '@mantine/core'
import { Markdown } from '@/components/markdown.tsx'
import { Page } from '@/components/page.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  usePageTitle(t('about.title'))
  const settings = usePublicSettings()

  if (settings.isError) return <SettingsError query={settings} />

  if (!settings.data) {
    return (
      <Page title={t('about.title')}>
        <Stack gap="sm" aria-hidden>
          <Skeleton h={18} />
          <Skeleton h={18} />
          <Skeleton h={18} w="70%" />
        </Stack>
      </Page>
    )
  }

  const { name, aboutMarkdown } = settings.data
  const title = t('about.titleWith', { name })
  return (
    <Page title={title}>
      {aboutMarkdown.trim() ? (
        <Markdown pageTitle={title}>{aboutMarkdown}</Markdown>
      ) : (
        <Text c="dimmed">{t('about.empty', { name })}</Text>
      )}
    </Page>
  )
}
