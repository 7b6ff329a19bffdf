import { Button, Grid, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { quoteReferenceSchema } from '@reserva/shared'
import { Link, useSearchParams } from 'wouter'
import { RequireRole, useSignInPath } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { CustomerQuoteByReference } from '@/features/quotes/components/customer-quotes.tsx'
import { QuoteRequestForm } from '@/features/quotes/components/quote-request-form.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { BusinessContact } from '@/features/settings/components/business-contact.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * /quote: the request form, open to visitors (sent as a guest, or after signing in). /quote?ref=QTE-…
 * shows one of the customer's quotes with what they can do now; the route has no parameters
 * (DESIGN §8), so the quote travels in the query string.
 */
export function Component() {
  const [params] = useSearchParams()
  const raw = params.get('ref')?.trim().toUpperCase() ?? ''
  if (raw) return <QuoteView raw={raw} />
  return <RequestScreen serviceId={params.get('service')} />
}

function RequestScreen({ serviceId }: { serviceId: string | null }) {
  const t = useT()
  usePageTitle(t('quotePage.askTitle'))
  const { user, loading } = useAuth()
  const signInPath = useSignInPath()
  const settings = usePublicSettings()
  // Guests ask as they book (decision 045), unless the business takes signed-in customers only.
  const guests = settings.data?.guests
  const guestPhone = guests && guests.booking !== 'off' ? guests.phone : null
  return (
    <Page title={t('quotePage.askTitle')} description={t('quotePage.askDescription')} size="lg">
      <Grid gap={{ base: 40, md: 56 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {loading || settings.isPending ? (
            <Skeleton h={560} radius="md" aria-hidden />
          ) : (
            <QuoteRequestForm
              signedIn={user !== null}
              signInPath={signInPath}
              initialServiceId={serviceId}
              guestPhone={guestPhone}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" component="aside" aria-label={t('quotePage.howLabel')}>
            <Paper withBorder radius="lg" p="lg" bg="var(--reserva-surface-muted)">
              <Title order={2} size="h4" mb="sm">
                {t('quotePage.howTitle')}
              </Title>
              <List type="ordered" spacing="xs" size="sm">
                <List.Item>{t('quotePage.howStep1')}</List.Item>
                <List.Item>{t('quotePage.howStep2')}</List.Item>
                <List.Item>{t('quotePage.howStep3')}</List.Item>
              </List>
              {user ? (
                <Button component={Link} to="/dashboard" variant="default" size="sm" mt="md">
                  {t('quotePage.seeQuotes')}
                </Button>
              ) : null}
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Title order={2} size="h4" mb="sm">
                {t('quotePage.inPersonTitle')}
              </Title>
              <BusinessContact />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  )
}

function QuoteView({ raw }: { raw: string }) {
  // Only a well-formed reference reaches the page: arbitrary text from the address never does.
  const t = useT()
  const reference = quoteReferenceSchema.safeParse(raw).success ? raw : null
  usePageTitle(reference ? t('quotePage.quoteTitle', { reference }) : t('quotePage.yourQuote'))
  return (
    <Page title={t('quotePage.yourQuote')} description={t('quotePage.yourQuoteDescription')}>
      {reference ? (
        <RequireRole>
          <CustomerQuoteByReference reference={reference} />
        </RequireRole>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>{t('quotePage.badReference')}</Text>
          <Button component={Link} to="/dashboard">
            {t('quotePage.toDashboard')}
          </Button>
        </Stack>
      )}
    </Page>
  )
}
