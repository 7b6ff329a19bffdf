import { Button, Drawer, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { NavLink } from '@/components/nav-link.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { ColorSchemeChoice } from './color-scheme-choice.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import classes from './layout.module.css'
import { navItems } from './nav-items.ts'

const AccountDrawerLinks = lazy(() =>
  import('./account-nav.tsx').then((m) => ({ default: m.AccountDrawerLinks })),
)

/** The phone's navigation menu, opened by the header's burger (loaded on its first press). */
export function NavigationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth()
  const t = useT()
  // Loaded on the burger's first press, this mounts already asked to open: it opens one render
  // later, as when it was always there, so that Mantine notes the burger as where focus returns.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <Drawer
      id="navigation-menu"
      opened={opened && mounted}
      onClose={onClose}
      title={t('layout.menu')}
      position="right"
      size="min(320px, 85vw)"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xl">
        <Stack gap={4} component="nav" aria-label={t('layout.mainNav')}>
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.drawerLink} onClick={onClose}>
              {t(item.label)}
            </NavLink>
          ))}
        </Stack>
        <Stack gap="sm">
          {user ? (
            <Suspense fallback={null}>
              <AccountDrawerLinks onNavigate={onClose} />
            </Suspense>
          ) : (
            <>
              <Button component={Link} to="/signup" size="md" fullWidth onClick={onClose}>
                {t('layout.signUp')}
              </Button>
              <Button
                component={Link}
                to="/signin"
                size="md"
                variant="default"
                fullWidth
                onClick={onClose}
              >
                {t('layout.signIn')}
              </Button>
            </>
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600} component="span">
            {t('layout.language')}
          </Text>
          <LanguageSwitch fullWidth />
        </Stack>
        <ColorSchemeChoice />
      </Stack>
    </Drawer>
  )
}
