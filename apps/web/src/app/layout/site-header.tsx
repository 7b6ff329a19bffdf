import {
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { Link, NavLink } from 'react-router'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { isStaffRole } from '@/features/auth/workspace.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { BrandMark } from './brand-mark.tsx'
import { ColorSchemeChoice, ColorSchemeToggle } from './color-scheme-toggle.tsx'
import classes from './layout.module.css'
import { navItems } from './nav-items.ts'

// Only for someone signed in: a visitor's first paint needs none of it (issue #11).
const accountNav = () => import('./account-nav.tsx')
const StaffWorkspaceLink = lazy(() => accountNav().then((m) => ({ default: m.StaffWorkspaceLink })))
const AccountMenu = lazy(() => accountNav().then((m) => ({ default: m.AccountMenu })))
const AccountDrawerLinks = lazy(() => accountNav().then((m) => ({ default: m.AccountDrawerLinks })))

function BusinessName() {
  const settings = usePublicSettings()
  if (settings.isPending) {
    return (
      <>
        <Skeleton height={20} width={140} radius="sm" />
        <VisuallyHidden>Home</VisuallyHidden>
      </>
    )
  }
  // Without settings the link still needs a name; "Home" says where it goes.
  return <span className={classes.brandName}>{settings.data?.name ?? 'Home'}</span>
}

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false)
  // Painted from what the last visit remembered, before the server has answered (DESIGN §4).
  const { user } = useAuth()

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Link to="/" className={classes.brand}>
            <BrandMark />
            <BusinessName />
          </Link>

          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            {user && isStaffRole(user.role) ? (
              <Suspense fallback={null}>
                <StaffWorkspaceLink />
              </Suspense>
            ) : null}
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.navLink}>
                {item.label}
              </NavLink>
            ))}
          </Group>

          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <ColorSchemeToggle />
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to="/signin" variant="default">
                  Sign in
                </Button>
                <Button component={Link} to="/signup">
                  Sign up
                </Button>
              </>
            )}
          </Group>

          <Burger
            hiddenFrom="sm"
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label="Open navigation menu"
            aria-expanded={menuOpened}
            aria-controls="navigation-menu"
          />
        </Group>
      </Container>

      <Drawer
        id="navigation-menu"
        opened={menuOpened}
        onClose={menu.close}
        title="Menu"
        position="right"
        size="min(320px, 85vw)"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="xl">
          <Stack gap={4} component="nav" aria-label="Main">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={classes.drawerLink}
                onClick={menu.close}
              >
                {item.label}
              </NavLink>
            ))}
          </Stack>
          <Stack gap="sm">
            {user ? (
              <Suspense fallback={null}>
                <AccountDrawerLinks onNavigate={menu.close} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to="/signup" size="md" fullWidth onClick={menu.close}>
                  Sign up
                </Button>
                <Button
                  component={Link}
                  to="/signin"
                  size="md"
                  variant="default"
                  fullWidth
                  onClick={menu.close}
                >
                  Sign in
                </Button>
              </>
            )}
          </Stack>
          <ColorSchemeChoice />
        </Stack>
      </Drawer>
    </header>
  )
}
