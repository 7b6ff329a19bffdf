import { Burger, Button, Container, Group, Skeleton, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import { NavLink } from '@/components/nav-link.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { isStaffRole } from '@/features/auth/workspace.ts'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { BrandMark } from './brand-mark.tsx'
import { ColorSchemeToggle } from './color-scheme-toggle.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import classes from './layout.module.css'
import { navItems } from './nav-items.ts'

// Only for someone signed in: a visitor's first paint needs none of it.
const accountNav = () => import('./account-nav.tsx')
const StaffWorkspaceLink = lazy(() => accountNav().then((m) => ({ default: m.StaffWorkspaceLink })))
const AccountMenu = lazy(() => accountNav().then((m) => ({ default: m.AccountMenu })))
// The phone's menu (Mantine's Drawer, with its scroll area, focus trap and scroll lock), fetched
// when the burger is first pressed.
const NavigationDrawer = lazy(() =>
  import('./navigation-drawer.tsx').then((m) => ({ default: m.NavigationDrawer })),
)

/** The business's name beside the mark, a skeleton until the settings are in. */
export function BusinessName() {
  const settings = usePublicSettings()
  const t = useT()
  if (settings.isPending) {
    return (
      <>
        <Skeleton height={20} width={140} radius="sm" />
        <VisuallyHidden>{t('layout.home')}</VisuallyHidden>
      </>
    )
  }
  // Without settings the link still needs a name; "Home" says where it goes.
  return <span className={classes.brandName}>{settings.data?.name ?? t('layout.home')}</span>
}

export function SiteHeader() {
  const t = useT()
  const [menuOpened, menu] = useDisclosure(false)
  // Mounted from the first press on, so that it can play its closing transition.
  const [drawerWanted, setDrawerWanted] = useState(false)
  // Painted from what the last visit remembered, before the server has answered (DESIGN §4).
  const { user } = useAuth()
  // index.html marks a session remembered from the last visit, so that the page shell does not
  // offer "Sign in" to someone signed in; from here on the header knows, so the mark goes.
  useEffect(() => document.documentElement.removeAttribute('data-remembered-session'), [])

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Link to="/" className={classes.brand}>
            <BrandMark />
            <BusinessName />
          </Link>

          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('layout.mainNav')}>
            {user && isStaffRole(user.role) ? (
              <Suspense fallback={null}>
                <StaffWorkspaceLink />
              </Suspense>
            ) : null}
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.navLink}>
                {t(item.label)}
              </NavLink>
            ))}
          </Group>

          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            ) : (
              <>
                <Button
                  component={Link}
                  to="/signin"
                  variant="default"
                  className={classes.signedOutOnly}
                >
                  {t('layout.signIn')}
                </Button>
                <Button component={Link} to="/signup" className={classes.signedOutOnly}>
                  {t('layout.signUp')}
                </Button>
              </>
            )}
          </Group>

          <Burger
            hiddenFrom="sm"
            opened={menuOpened}
            onClick={() => {
              setDrawerWanted(true)
              menu.toggle()
            }}
            aria-label={t('layout.openMenu')}
            aria-expanded={menuOpened}
            aria-controls="navigation-menu"
          />
        </Group>
      </Container>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavigationDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      ) : null}
    </header>
  )
}
