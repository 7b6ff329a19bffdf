import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { BookingFlow } from '@/features/bookings/components/booking-flow.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  usePageTitle(t('book.title'))
  const { user, profile, loading } = useAuth()
  const settings = usePublicSettings()
  return (
    <Page title={t('book.title')} description={t('book.description')} size="lg">
      <BookingFlow
        signedIn={user !== null}
        authLoading={loading}
        businessZone={settings.data?.timezone}
        visitorZone={profile?.timezone ?? undefined}
        policy={settings.data?.policies}
        guests={settings.data?.guests}
      />
    </Page>
  )
}
