import { Container, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Link } from 'wouter'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { ContactDetails } from '@/features/settings/components/contact-details.tsx'
import { useClock } from '@/lib/clock.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './layout.module.css'

const footerLinks = [
  { to: '/book', label: 'footer.bookATime' },
  { to: '/quote', label: 'footer.askForAQuote' },
  { to: '/about', label: 'footer.about' },
  { to: '/privacy-policy', label: 'footer.privacy' },
] as const satisfies { to: string; label: MessageKey }[]

function ColumnTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h6" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.6 }}>
      {children}
    </Title>
  )
}

export function SiteFooter() {
  const settings = usePublicSettings()
  const t = useT()
  const year = useClock().now().getFullYear()

  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <div className={classes.footerColumns}>
          <Stack gap={6}>
            {settings.data ? (
              <>
                <Text fw={700} size="lg">
                  {settings.data.name}
                </Text>
                <Text size="sm" c="dimmed">
                  <bdi>{settings.data.tagline}</bdi>
                </Text>
              </>
            ) : settings.isPending ? (
              <Skeleton h={20} w={140} />
            ) : null}
          </Stack>

          <Stack gap="sm">
            <ColumnTitle>{t('footer.contact')}</ColumnTitle>
            {settings.data ? (
              <ContactDetails contact={settings.data.contact} size="sm" />
            ) : settings.isPending ? (
              <Skeleton h={60} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('footer.noContact')}
              </Text>
            )}
          </Stack>

          <Stack gap="sm" component="nav" aria-label={t('layout.footerNav')}>
            <ColumnTitle>{t('footer.explore')}</ColumnTitle>
            {footerLinks.map((item) => (
              <Link key={item.to} to={item.to} className={classes.footerLink}>
                {t(item.label)}
              </Link>
            ))}
          </Stack>
        </div>

        {settings.data ? (
          <>
            <hr className={classes.footerRule} />
            <Text size="sm" c="dimmed">
              © {year} {settings.data.name}
            </Text>
          </>
        ) : null}
      </Container>
    </footer>
  )
}
