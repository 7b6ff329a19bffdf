import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'wouter'
import { CentredButtons } from '@/components/centred-buttons.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

export function Component() {
  const t = useT()
  usePageTitle(t('notFound.title'))
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Text c="var(--mantine-color-anchor)" fw={800} fz={{ base: 56, sm: 80 }} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" size="lg" maw={460}>
          {t('notFound.text')}
        </Text>
        <CentredButtons mt="sm">
          <Button component={Link} to="/" size="md">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/book" size="md" variant="default">
            {t('notFound.book')}
          </Button>
        </CentredButtons>
      </Stack>
    </Container>
  )
}
