import { Divider, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'wouter'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { ActiveSessions } from '@/features/auth/components/active-sessions.tsx'
import { ChangeEmailSettings } from '@/features/auth/components/change-email-settings.tsx'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx'
import { DeleteAccount } from '@/features/auth/components/delete-account.tsx'
import { EmailVerificationNotice } from '@/features/auth/components/email-verification-notice.tsx'
import { ProfileForm } from '@/features/auth/components/profile-form.tsx'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings.tsx'
import { WalletSettings } from '@/features/auth/components/wallet-settings.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx'
import { feedPaths } from '@/features/calendar-feeds/api/calendar-feeds.ts'
import { CalendarFeed } from '@/features/calendar-feeds/components/calendar-feed.tsx'
import { CustomerQuotes } from '@/features/quotes/components/customer-quotes.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

// A person's data export is a chunk of its own (as it is on the admin's people screen), fetched
// when the dashboard shows: its first paint does not wait for it (apps/web/js-budget.json).
const DataExportSettings = lazy(() =>
  import('@/features/data-export/components/data-export-settings.tsx').then((m) => ({
    default: m.DataExportSettings,
  })),
)

export function Component() {
  const t = useT()
  usePageTitle(t('customerDashboard.title'))
  return (
    <RequireRole>
      <Dashboard />
    </RequireRole>
  )
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="lg">
      <Stack gap={4}>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {children}
    </Stack>
  )
}

function Dashboard() {
  const { user, profile } = useAuth()
  const [params] = useSearchParams()
  const t = useT()
  return (
    <Page
      title={t('customerDashboard.title')}
      description={t('customerDashboard.description', { name: user?.name ?? '' })}
      size="lg"
    >
      <Stack gap={48}>
        <EmailVerificationNotice
          justVerified={params.get('verified') === '1'}
          linkError={params.get('error') !== null}
        />
        <Section
          id="bookings-title"
          title={t('customerDashboard.bookings')}
          description={t('customerDashboard.bookingsText')}
        >
          <MyBookings visitorZone={profile?.timezone ?? undefined} />
          <SectionCard id="calendar-feed-title" title={t('calendarFeed.title')}>
            <CalendarFeed
              path={feedPaths.mine}
              about={t(
                user?.role === 'customer' ? 'calendarFeed.mineText' : 'calendarFeed.businessText',
              )}
            />
          </SectionCard>
        </Section>
        <Divider />
        <Section
          id="quotes-title"
          title={t('customerDashboard.quotes')}
          description={t('customerDashboard.quotesText')}
        >
          <CustomerQuotes headingOrder={3} />
        </Section>
        <Divider />
        <Section
          id="profile-title"
          title={t('customerDashboard.profile')}
          description={t('customerDashboard.profileText')}
        >
          <SectionCard id="profile-card-title" title={t('customerDashboard.details')}>
            <ProfileForm />
          </SectionCard>
        </Section>
        <Divider />
        <Section
          id="security-title"
          title={t('customerDashboard.security')}
          description={t('customerDashboard.securityText')}
        >
          <SectionCard id="email-change-title" title={t('emailChange.title')}>
            <ChangeEmailSettings />
          </SectionCard>
          <SectionCard id="password-title" title={t('customerDashboard.password')}>
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard id="two-factor-title" title={t('customerDashboard.twoFactor')}>
            <TwoFactorSettings />
          </SectionCard>
          <SectionCard id="wallets-title" title={t('customerDashboard.wallets')}>
            <WalletSettings />
          </SectionCard>
          <SectionCard id="sessions-title" title={t('customerDashboard.sessions')}>
            <ActiveSessions />
          </SectionCard>
          {/* Everyone: staff have a profile, sessions and bookings of their own too. */}
          <SectionCard id="data-export-title" title={t('dataExport.title')}>
            <Suspense fallback={<Skeleton h={96} radius="md" />}>
              <DataExportSettings />
            </Suspense>
          </SectionCard>
          {user?.role === 'customer' ? (
            <SectionCard id="delete-account-title" title={t('customerDashboard.deleteAccount')}>
              <DeleteAccount />
            </SectionCard>
          ) : null}
        </Section>
      </Stack>
    </Page>
  )
}
