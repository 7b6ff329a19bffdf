import { Button, Grid, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { quoteReferenceSchema } from '@reserva/shared'
import { Link, useSearchParams } from 'wouter'
import { RequireRole, useSignInPath } from '@/app/layout/require-role.tsx'
import { Page } from '@/components/page.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { CustomerQuoteByReference } from '@/features/quotes/components/customer-quotes.tsx'
import { QuoteRequestForm } from '@/features/quotes/components/quote-request-form.tsx'
import { BusinessContact } from '@/features/settings/components/business-contact.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

/**
 * /quote: the request form, open to visitors (sending it asks them to sign in). /quote?ref=QTE-…
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
  usePageTitle('Ask for a quote')
  const { user, loading } = useAuth()
  const signInPath = useSignInPath()
  return (
    <Page
      title="Ask for a quote"
      description="Tell us what you need, when, and for how many people, with photos or documents if they help. We reply with a price you can accept online."
      size="lg"
    >
      <Grid gap={{ base: 40, md: 56 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {loading ? (
            <Skeleton h={560} radius="md" aria-hidden />
          ) : (
            <QuoteRequestForm
              signedIn={user !== null}
              signInPath={signInPath}
              initialServiceId={serviceId}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" component="aside" aria-label="How quotes work">
            <Paper withBorder radius="lg" p="lg" bg="var(--reserva-surface-muted)">
              <Title order={2} size="h4" mb="sm">
                How it works
              </Title>
              <List type="ordered" spacing="xs" size="sm">
                <List.Item>You tell us about the job.</List.Item>
                <List.Item>We reply with a price, and often a time, by e-mail.</List.Item>
                <List.Item>
                  You accept it online and the job is booked, or you decline it. You can write to us
                  about it at any point.
                </List.Item>
              </List>
              {user ? (
                <Button component={Link} to="/dashboard" variant="default" size="sm" mt="md">
                  See your quotes
                </Button>
              ) : null}
            </Paper>
            <Paper withBorder radius="lg" p="lg">
              <Title order={2} size="h4" mb="sm">
                Rather ask in person?
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
  const reference = quoteReferenceSchema.safeParse(raw).success ? raw : null
  usePageTitle(reference ? `Quote ${reference}` : 'Your quote')
  return (
    <Page title="Your quote" description="What you asked for, our offer, and what you can do now.">
      {reference ? (
        <RequireRole>
          <CustomerQuoteByReference reference={reference} />
        </RequireRole>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>
            This link does not contain a valid quote reference (they look like QTE-7K3F9Q). Open the
            link from our e-mail, or find the quote on your dashboard.
          </Text>
          <Button component={Link} to="/dashboard">
            Go to your dashboard
          </Button>
        </Stack>
      )}
    </Page>
  )
}
