import { Divider, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSearchParams } from 'wouter'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { ActiveSessions } from '@/features/auth/components/active-sessions.tsx'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx'
import { EmailVerificationNotice } from '@/features/auth/components/email-verification-notice.tsx'
import { ProfileForm } from '@/features/auth/components/profile-form.tsx'
import { TwoFactorSettings } from '@/features/auth/components/two-factor-settings.tsx'
import { WalletSettings } from '@/features/auth/components/wallet-settings.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx'
import { CustomerQuotes } from '@/features/quotes/components/customer-quotes.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Your dashboard')
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
  return (
    <Page
      title="Your dashboard"
      description={`Hello ${user?.name ?? ''}. Your bookings and quotes, and your profile and security settings, in one place.`}
      size="lg"
    >
      <Stack gap={48}>
        <EmailVerificationNotice
          justVerified={params.get('verified') === '1'}
          linkError={params.get('error') !== null}
        />
        <Section
          id="bookings-title"
          title="Bookings"
          description="Your upcoming and past bookings. Move or cancel one while it is not too close to its start."
        >
          <MyBookings visitorZone={profile?.timezone ?? undefined} />
        </Section>
        <Divider />
        <Section
          id="quotes-title"
          title="Quotes"
          description="The quotes you asked for, our offers, and the messages about them. Accept an offer to book it."
        >
          <CustomerQuotes headingOrder={3} />
        </Section>
        <Divider />
        <Section
          id="profile-title"
          title="Profile"
          description="How we address you and reach you about your bookings."
        >
          <SectionCard id="profile-card-title" title="Your details">
            <ProfileForm />
          </SectionCard>
        </Section>
        <Divider />
        <Section
          id="security-title"
          title="Security"
          description="Your password, two-step sign-in, the wallets that sign you in, and the devices where you are signed in."
        >
          <SectionCard id="password-title" title="Password">
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard id="two-factor-title" title="Two-step sign-in">
            <TwoFactorSettings />
          </SectionCard>
          <SectionCard id="wallets-title" title="Wallets">
            <WalletSettings />
          </SectionCard>
          <SectionCard id="sessions-title" title="Where you are signed in">
            <ActiveSessions />
          </SectionCard>
        </Section>
      </Stack>
    </Page>
  )
}
