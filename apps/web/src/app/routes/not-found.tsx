import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'wouter'
import { CentredButtons } from '@/components/centred-buttons.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'

export function Component() {
  usePageTitle('Page not found')
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Text c="var(--mantine-color-anchor)" fw={800} fz={{ base: 56, sm: 80 }} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg" maw={460}>
          There is no page at this address. It may have moved, or the link may have a typo.
        </Text>
        <CentredButtons mt="sm">
          <Button component={Link} to="/" size="md">
            Go to the home page
          </Button>
          <Button component={Link} to="/book" size="md" variant="default">
            Book a time
          </Button>
        </CentredButtons>
      </Stack>
    </Container>
  )
}
