import { Button, Flex, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { Role } from '@reserva/shared'
import type { ReactNode } from 'react'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { IconLock } from '@/components/screen-icons.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { listText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'

const roleNames = {
  customer: 'notAllowed.customers',
  operator: 'notAllowed.operators',
  admin: 'notAllowed.administrators',
} as const satisfies Record<Role, MessageKey>

/** "/signin?next=/admin": where a visitor is sent, to come back to this address once signed in. */
export function useSignInPath() {
  const [pathname] = useLocation()
  const search = useSearch()
  return `/signin?${new URLSearchParams({ next: search ? `${pathname}?${search}` : pathname })}`
}

/**
 * Shapes navigation only; the server checks every request itself (DESIGN §2). A visitor is sent
 * to sign in and brought back; a signed-in user without the role sees why they cannot go on.
 */
export function RequireRole({
  roles,
  children,
}: {
  /** Who may see it; leave out for anyone signed in. */
  roles?: Role[]
  children: ReactNode
}) {
  const { user, loading } = useAuth()
  const signInPath = useSignInPath()
  if (loading) return <ScreenSpinner />
  if (!user) return <Redirect to={signInPath} replace />
  if (roles && !roles.includes(user.role)) return <NotAllowed roles={roles} />
  return children
}

/** For a signed-in user whose role does not open this screen. */
export function NotAllowed({ roles }: { roles: Role[] }) {
  const { t, language } = useI18n()
  usePageTitle(t('notAllowed.title'))
  const { user } = useAuth()
  // Two roles at most (the staff's screens): no serial comma to differ from British English.
  const who = listText(
    language,
    roles.map((role) => t(roleNames[role])),
  )
  return (
    <Stack
      align="center"
      ta="center"
      gap="md"
      py={{ base: 64, sm: 96 }}
      px="md"
      maw={560}
      mx="auto"
    >
      <ThemeIcon variant="light" color="gray" size={64} radius="xl" aria-hidden>
        <IconLock size={32} />
      </ThemeIcon>
      <Title order={1}>{t('notAllowed.title')}</Title>
      <Text size="lg">
        {t('notAllowed.onlyFor', { roles: who })}
        {user ? ` ${t('notAllowed.signedInAs', { name: user.name })}` : ''}
      </Text>
      <Text c="dimmed">{t('notAllowed.askAdmin')}</Text>
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        gap="sm"
        mt="sm"
        w={{ base: '100%', xs: 'auto' }}
      >
        <Button component={Link} to="/dashboard" size="md">
          {t('notAllowed.dashboard')}
        </Button>
        <Button component={Link} to="/" size="md" variant="default">
          {t('notAllowed.home')}
        </Button>
      </Flex>
    </Stack>
  )
}
