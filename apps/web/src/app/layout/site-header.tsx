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
import { Link, NavLink } from 'react-router'
import { UserDrawerLinks, UserMenu } from '@/features/auth/components/user-menu.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { isStaffRole, workspacePath } from '@/features/auth/workspace.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { BrandMark } from './brand-mark.tsx'
import { ColorSchemeChoice, ColorSchemeToggle } from './color-scheme-toggle.tsx'
import classes from './layout.module.css'
import { navItems } from './nav-items.ts'
import { useAttentionCount } from './use-attention-count.ts'

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
  const attention = useAttentionCount()

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
              <NavLink
                to={
                  attention.count > 0 && user.role === 'operator'
                    ? attention.to
                    : workspacePath(user.role)
                }
                className={classes.navLink}
                aria-label={
                  attention.count > 0 && user.role === 'operator'
                    ? `Workspace, ${attention.count} need attention`
                    : undefined
                }
              >
                Workspace
              </NavLink>
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
              <UserMenu attention={attention} />
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
              <UserDrawerLinks onNavigate={menu.close} attention={attention} />
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
