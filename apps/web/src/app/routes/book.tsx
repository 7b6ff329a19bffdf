import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { BookingFlow } from '@/features/bookings/components/booking-flow.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Book a time')
  const { user, profile, loading } = useAuth()
  const settings = usePublicSettings()
  return (
    <Page
      title="Book a time"
      description="Choose a service, then a day and a time that suits you, add your details and confirm. You get a booking reference straight away."
      size="lg"
    >
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
