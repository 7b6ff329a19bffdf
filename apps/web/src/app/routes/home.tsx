import { Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { PublicSettings } from '@reserva/shared'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { bareList } from '@/components/bare-list.ts'
import { CentredButtons } from '@/components/centred-buttons.tsx'
import {
  IconArrowRight,
  IconCalendar,
  IconCircleCheck,
  IconClock,
  IconFileText,
  IconList,
} from '@/components/icons.tsx'
import { ServiceList } from '@/features/bookings/components/service-list.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { ContactDetails } from '@/features/settings/components/contact-details.tsx'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './home.module.css'

function Hero({ settings }: { settings: PublicSettings | undefined }) {
  const t = useT()
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
          {settings ? (
            <>
              <Title order={1} className={classes.heroTitle}>
                {settings.name}
              </Title>
              {/* The business's own words, in the language it wrote them: isolated, so that their
                  punctuation stays at their end on a right-to-left page. */}
              <Text size="xl" c="dimmed" maw={620}>
                <bdi>{settings.tagline}</bdi>
              </Text>
            </>
          ) : (
            <Stack align="center" gap="md" w="100%" aria-hidden>
              <Skeleton h={48} w="70%" />
              <Skeleton h={24} w="85%" />
            </Stack>
          )}
          <CentredButtons mt="xs">
            <Button
              component={Link}
              to="/book"
              size="lg"
              leftSection={<IconCalendar />}
              rightSection={<IconArrowRight size={18} />}
            >
              {t('home.bookATime')}
            </Button>
            <Button
              component={Link}
              to="/quote"
              size="lg"
              variant="default"
              leftSection={<IconFileText />}
            >
              {t('home.askForAQuote')}
            </Button>
          </CentredButtons>
        </Stack>
      </Container>
    </Box>
  )
}

/** What the business offers, with durations and prices, each a step from booking it. */
function Services() {
  const services = useServices()
  const t = useT()
  // The hero already invites to book; a failed list leaves the rest of the page as it is.
  if (services.isError || services.data?.length === 0) return null
  return (
    <Container size="lg" pt={{ base: 56, sm: 80 }} component="section" aria-labelledby="services">
      <Stack gap={6} align="center" ta="center" mb={40}>
        <Title order={2} id="services">
          {t('home.offerTitle')}
        </Title>
        <Text c="dimmed" size="lg" maw={560}>
          {t('home.offerText')}
        </Text>
      </Stack>
      {services.data ? (
        <ServiceList services={services.data} />
      ) : (
        <div className={classes.twoColumns} aria-hidden>
          <Skeleton h={180} radius="lg" />
          <Skeleton h={180} radius="lg" />
        </div>
      )}
    </Container>
  )
}

function Step({
  number,
  icon,
  title,
  children,
}: {
  number: number
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <Paper withBorder p="lg" radius="lg" className={classes.step} component="li">
      <Group justify="space-between" align="flex-start" mb="md">
        <span className={classes.icon} aria-hidden>
          {icon}
        </span>
        <Text className={classes.stepNumber} aria-hidden>
          {String(number).padStart(2, '0')}
        </Text>
      </Group>
      <Title order={3} size="h4" mb={6}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
    </Paper>
  )
}

function HowItWorks({ timezone }: { timezone: string | undefined }) {
  const t = useT()
  return (
    <Container size="lg" py={{ base: 56, sm: 80 }}>
      <Stack gap={6} align="center" ta="center" mb={40}>
        <Title order={2}>{t('home.howTitle')}</Title>
        <Text c="dimmed" size="lg" maw={560}>
          {t('home.howText')}
        </Text>
      </Stack>
      <ol className={classes.steps} style={bareList}>
        <Step number={1} icon={<IconList size={24} />} title={t('home.step1Title')}>
          {t('home.step1Text')}
        </Step>
        <Step number={2} icon={<IconClock size={24} />} title={t('home.step2Title')}>
          {timezone
            ? t('home.step2TextZone', { zone: timezone.replaceAll('_', ' ') })
            : t('home.step2Text')}
        </Step>
        <Step number={3} icon={<IconCircleCheck size={24} />} title={t('home.step3Title')}>
          {t('home.step3Text')}
        </Step>
      </ol>
    </Container>
  )
}

function QuoteAndContact({ settings }: { settings: PublicSettings | undefined }) {
  const t = useT()
  return (
    <Box bg="var(--reserva-surface-muted)" py={{ base: 56, sm: 80 }}>
      <Container size="lg">
        <div className={classes.quoteAndContact}>
          <Paper withBorder p={{ base: 'lg', sm: 32 }} radius="lg">
            <Stack gap="md" align="flex-start" h="100%">
              <span className={classes.icon} aria-hidden>
                <IconFileText size={24} />
              </span>
              <Title order={2} size="h3">
                {t('home.tailoredTitle')}
              </Title>
              <Text c="dimmed">{t('home.tailoredText')}</Text>
              <Button component={Link} to="/quote" variant="light" mt="auto">
                {t('home.requestQuote')}
              </Button>
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: 'lg', sm: 32 }} radius="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('home.contactTitle')}
              </Title>
              <Text c="dimmed">{t('home.contactText')}</Text>
              {settings ? (
                <ContactDetails contact={settings.contact} />
              ) : (
                <Skeleton h={96} aria-hidden />
              )}
            </Stack>
          </Paper>
        </div>
      </Container>
    </Box>
  )
}

export function Component() {
  usePageTitle()
  const settings = usePublicSettings()

  if (settings.isError) return <SettingsError query={settings} />

  return (
    <>
      <Hero settings={settings.data} />
      <Services />
      <HowItWorks timezone={settings.data?.timezone} />
      <QuoteAndContact settings={settings.data} />
    </>
  )
}
