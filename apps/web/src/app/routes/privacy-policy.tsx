import { Anchor, Box, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link } from 'wouter'
import { Markdown } from '@/components/markdown.tsx'
import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { directionOf } from '@/lib/i18n/languages.ts'
import { slot, withSlots } from '@/lib/i18n/rich.tsx'

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
      ) : (
        <Stack gap={48}>
          {settings.data.privacyMarkdown.trim() ? (
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
          <AccountControls name={settings.data.name} email={settings.data.contact.email} />
        </Stack>
      )}
    </Page>
  )
}

// The dashboard's cards, named by their place on it in the dashboard's own words (the route loads
// the account area): the page does not scroll to a card, because the bookings and quotes above it
// load after it has scrolled and would push the card away.
const controls = [
  ['privacy.controls.details', ['customerDashboard.profile', 'customerDashboard.details']],
  ['privacy.controls.email', ['customerDashboard.security', 'emailChange.title']],
  ['privacy.controls.export', ['customerDashboard.security', 'dataExport.title']],
  ['privacy.controls.delete', ['customerDashboard.security', 'customerDashboard.deleteAccount']],
] as const satisfies readonly (readonly [MessageKey, readonly MessageKey[]])[]

/**
 * What anyone can do about their data whatever the business wrote above: the controls exist in
 * every installation, so the app says where they are rather than leaving it to each policy.
 */
function AccountControls({ name, email }: { name: string; email: string }) {
  const { t, language } = useI18n()
  const { user, loading } = useAuth()
  // Arabic reads right to left, so its path points that way.
  const arrow = directionOf(language) === 'rtl' ? ' ← ' : ' → '
  return (
    <Stack component="section" aria-labelledby="privacy-controls-title" gap="sm">
      <Title order={2} id="privacy-controls-title">
        {t('privacy.controls.title')}
      </Title>
      <Text>{t('privacy.controls.intro')}</Text>
      {/* A plain list: Mantine's List would add a chunk to every visit of this page. */}
      <Box
        component="ul"
        m={0}
        ps="lg"
        style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}
      >
        {controls.map(([what, place]) => (
          <li key={what}>
            {withSlots(t(what, { where: slot('where') }), {
              where: (
                <Anchor component={Link} to="/dashboard">
                  {[t('customerDashboard.title'), ...place.map((key) => t(key))].join(arrow)}
                </Anchor>
              ),
            })}
          </li>
        ))}
      </Box>
      <Text>
        {t('privacy.controls.signedIn')}
        {!loading && !user ? (
          <>
            {' '}
            <Anchor component={Link} to="/signin?next=%2Fdashboard">
              {t('privacy.controls.signIn')}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Text c="dimmed">
        {email
          ? withSlots(t('privacy.controls.guestWithEmail', { name, email: slot('email') }), {
              email: (
                <Anchor
                  href={`mailto:${email}`}
                  inherit
                  underline="always"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {email}
                </Anchor>
              ),
            })
          : t('privacy.controls.guest', { name })}
      </Text>
    </Stack>
  )
}
