import { Skeleton, Stack, Text } from '@mantine/core'
import { Markdown } from '@/components/markdown.tsx'
import { Page } from '@/components/page.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Privacy policy')
  const settings = usePublicSettings()

  if (settings.isError) return <SettingsError query={settings} />

  return (
    <Page
      title="Privacy policy"
      description={
        settings.data
          ? `How ${settings.data.name} collects, uses and protects your personal data.`
          : undefined
      }
    >
      {!settings.data ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={18} />
          <Skeleton h={18} />
          <Skeleton h={18} w="70%" />
        </Stack>
      ) : settings.data.privacyMarkdown.trim() ? (
        <Markdown pageTitle="Privacy policy">{settings.data.privacyMarkdown}</Markdown>
      ) : (
        <Text c="dimmed">
          {settings.data.name} has not published a privacy policy yet. Contact{' '}
          {settings.data.contact.email || 'the business'} to ask how your data is handled.
        </Text>
      )}
    </Page>
  )
}
