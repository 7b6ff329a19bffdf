import { Skeleton, Stack, Text } from '@mantine/core'
import { Markdown } from '@/components/markdown.tsx'
import { Page } from '@/components/page.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  usePageTitle(t('privacy.title'))
  const settings = usePublicSettings()

  if (settings.isError) return <SettingsError query={settings} />

  return (
    <Page
      title={t('privacy.title')}
      description={
        settings.data ? t('privacy.description', { name: settings.data.name }) : undefined
      }
    >
      {!settings.data ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={18} />
          <Skeleton h={18} />
          <Skeleton h={18} w="70%" />
        </Stack>
      ) : settings.data.privacyMarkdown.trim() ? (
        <Markdown pageTitle={t('privacy.title')}>{settings.data.privacyMarkdown}</Markdown>
      ) : (
        <Text c="dimmed">
          {settings.data.contact.email
            ? t('privacy.emptyWithEmail', {
                name: settings.data.name,
                email: settings.data.contact.email,
              })
            : t('privacy.empty', { name: settings.data.name })}
        </Text>
      )}
    </Page>
  )
}
