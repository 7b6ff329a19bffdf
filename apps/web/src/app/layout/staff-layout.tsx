import { AppShell, Badge, Burger, Group, ScrollArea, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { bareList } from '@/components/bare-list.ts'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { AccountMenu } from './account-nav.tsx'
import { BrandMark } from './brand-mark.tsx'
import { ColorSchemeToggle } from './color-scheme-toggle.tsx'
import layoutClasses from './layout.module.css'
import { BusinessName } from './site-header.tsx'
import { MAIN_ID, SkipLink } from './skip-link.tsx'
import classes from './staff-layout.module.css'
import { currentLink, hrefOf, type StaffGroup, staffNavigation, type Waiting } from './staff-nav.ts'
import { useAttentionCount } from './use-attention-count.ts'

const NAV_ID = 'workspace-navigation'

/**
 * Staff's frame around the workspace screens (Mantine's AppShell): the full width, a header with
 * the business, the colour scheme and the account menu, and the workspace's navigation beside the
 * screen, behind a burger on a phone. The site's header and footer are for customers and visitors.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const [opened, navigation] = useDisclosure(false)
  const { user } = useAuth()
  const { waiting } = useAttentionCount()
  const t = useT()
  if (!user) return null
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={opened}
              onClick={navigation.toggle}
              aria-label={t(opened ? 'staffNav.close' : 'staffNav.open')}
              aria-expanded={opened}
              aria-controls={NAV_ID}
            />
            <Link to="/" className={layoutClasses.brand}>
              <BrandMark />
              <BusinessName />
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id={NAV_ID}
        component="nav"
        aria-label={t('staffNav.label')}
        className={classes.navbar}
        data-closed={opened ? undefined : true}
      >
        <AppShell.Section grow component={ScrollArea} p="sm">
          <StaffNavigation
            groups={staffNavigation(user.role)}
            waiting={waiting}
            onNavigate={navigation.close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  )
}

/** The workspace's sections, in groups, the one on screen marked, what waits counted. */
function StaffNavigation({
  groups,
  waiting,
  onNavigate,
}: {
  groups: StaffGroup[]
  waiting: Waiting
  onNavigate: () => void
}) {
  const [pathname] = useLocation()
  const search = useSearch()
  const current = currentLink(groups, pathname, search)
  const t = useT()
  return groups.map((group) => {
    const id = `${NAV_ID}-${group.id}`
    return (
      <div key={group.id}>
        <div id={id} className={classes.groupLabel}>
          {t(group.label)}
        </div>
        <ul aria-labelledby={id} style={bareList}>
          {group.links.map((link) => {
            const count = link.counted ? waiting[link.counted] : 0
            return (
              <li key={link.label}>
                <Link
                  to={hrefOf(link)}
                  className={`${layoutClasses.navLink} ${classes.link}`}
                  aria-current={link === current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {t(link.label)}
                  {count > 0 ? (
                    <Badge size="sm" variant="filled" color="brand" circle>
                      <span aria-hidden>{count}</span>
                      <VisuallyHidden component="span">
                        {` ${t('staffNav.waiting', { count })}`}
                      </VisuallyHidden>
                    </Badge>
                  ) : null}
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    )
  })
}
