import { NavLink } from '@/components/nav-link.tsx'
import { UserDrawerLinks, UserMenu } from '@/features/auth/components/user-menu.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { workspacePath } from '@/features/auth/workspace.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useChooseLanguage } from './language-switch.tsx'
import classes from './layout.module.css'
import { useAttentionCount } from './use-attention-count.ts'

// The header's parts for someone signed in: their menu (Mantine's Menu, with its floating
// positioning) and, for staff, what waits for them (the bookings and quotes queries, dates in the
// business's time zone). Loaded by site-header.tsx only once someone is signed in.
// Each part counts what waits itself: the queries are shared, so they ask the server once.

/** Staff's link to their workspace, opening the section where something waits. */
export function StaffWorkspaceLink() {
  const { user } = useAuth()
  const attention = useAttentionCount()
  const t = useT()
  if (!user) return null
  const waiting = attention.count > 0
  return (
    <NavLink
      to={waiting ? attention.to : workspacePath(user.role)}
      className={classes.navLink}
      aria-label={waiting ? t('layout.workspaceWaiting', { count: attention.count }) : undefined}
    >
      {t('layout.workspace')}
    </NavLink>
  )
}

export function AccountMenu() {
  const chooseLanguage = useChooseLanguage()
  return <UserMenu attention={useAttentionCount()} onChooseLanguage={chooseLanguage} />
}

export function AccountDrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  return <UserDrawerLinks onNavigate={onNavigate} attention={useAttentionCount()} />
}
