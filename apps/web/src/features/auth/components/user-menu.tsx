import { Avatar, Badge, Button, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Role } from '@reserva/shared'
import { languageCodes, languageNames } from '@reserva/shared/languages'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation } from 'wouter'
import { IconCalendar } from '@/components/icons.tsx'
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@/components/screen-icons.tsx'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { cancelSignedInQueries } from '@/lib/query-keys.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { isStaffRole, workspacePath } from '../workspace.ts'
import classes from './user-menu.module.css'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?'

/** What waits for staff, and the operator dashboard's section that shows it. */
export type Attention = { count: number; to: string }
const nothingWaits: Attention = { count: 0, to: '/operator-dashboard' }

/**
 * The screens a role opens, for the header's menu and the phone drawer: a customer's dashboard, or
 * for staff their workspace (whose own navigation has the rest). `attention` (what waits for
 * staff) is counted on the workspace's link, in its name too, and the link opens the section
 * where it waits.
 */
export function accountLinks(role: Role, attention: Attention = nothingWaits) {
  const links: {
    to: string
    label: 'userMenu.dashboard' | 'userMenu.workspace'
    icon: typeof IconCalendar
    counted?: boolean
  }[] = []
  if (isStaffRole(role)) {
    links.push({
      to: attention.count > 0 ? attention.to : workspacePath(role),
      label: 'userMenu.workspace',
      icon: IconCalendar,
      counted: true,
    })
  } else {
    links.push({ to: '/dashboard', label: 'userMenu.dashboard', icon: IconLayoutDashboard })
  }
  return links
}

/**
 * The count beside a link (`spoken`: read as "5 need attention") or the menu (unread there). In the
 * content, not an aria-label: a link's name then starts with its visible text (axe's
 * label-content-name-mismatch).
 */
function AttentionBadge({ count, spoken = false }: { count: number; spoken?: boolean }) {
  const t = useT()
  if (count <= 0) return null
  if (!spoken)
    return (
      <Badge size="sm" variant="filled" color="brand" circle aria-hidden>
        {count}
      </Badge>
    )
  return (
    <Badge size="sm" variant="filled" color="brand" circle>
      <span aria-hidden>{count}</span>
      <VisuallyHidden component="span">{` ${t('userMenu.needAttention', { count })}`}</VisuallyHidden>
    </Badge>
  )
}

/** Signs out, then goes home; says so if the server could not be reached. */
export function useSignOut() {
  const { controller } = useAuth()
  const [, navigate] = useLocation()
  const t = useT()
  const queryClient = useQueryClient()
  return async () => {
    try {
      await cancelSignedInQueries(queryClient)
      await controller.signOut()
      navigate('/')
    } catch {
      // Still signed in: what was stopped on its way is asked for again.
      void queryClient.invalidateQueries()
      notifications.show({
        color: 'red',
        title: t('userMenu.stillSignedIn'),
        message: t('userMenu.signOutFailed'),
      })
    }
  }
}

type AttentionProps = {
  /** Shows and keeps the language chosen in the menu (the header's select does the same). */
  onChooseLanguage?: (language: string) => void
  /** For staff: bookings waiting for confirmation and quote requests waiting for an offer. */
  attention?: Attention
}

/** In the header, for a signed-in user: their name, opening a menu of their screens. */
export function UserMenu({ attention = nothingWaits, onChooseLanguage }: AttentionProps) {
  const { user } = useAuth()
  const signOut = useSignOut()
  const { language, t } = useI18n()
  if (!user) return null
  return (
    // No focus placeholder: a focusable role=presentation div inside role=menu fails axe.
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* Named by the user's name; Mantine adds aria-haspopup, so it is read as a menu button. */}
        <UnstyledButton className={classes.trigger}>
          <Avatar size={32} radius="xl" color="brand" variant="filled" aria-hidden>
            {initialsOf(user.name)}
          </Avatar>
          <Text fw={600} size="sm" className={classes.name}>
            {user.name}
          </Text>
          <AttentionBadge count={attention.count} />
          <IconChevronDown size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(user.role, attention).map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            leftSection={<item.icon size={18} />}
            rightSection={item.counted ? <AttentionBadge count={attention.count} spoken /> : null}
          >
            {t(item.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {/* Each language by its own name, in its own language: the item's name is its text. */}
        <Menu.Label>{t('account.language')}</Menu.Label>
        <Menu.RadioGroup value={language} onChange={onChooseLanguage}>
          {languageCodes.map((code) => (
            <Menu.RadioItem key={code} value={code} lang={code} closeMenuOnClick>
              {languageNames[code]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} />} onClick={signOut}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** The drawer's version on a phone: the same links as buttons, and signing out. */
export function UserDrawerLinks({
  onNavigate,
  attention = nothingWaits,
}: AttentionProps & { onNavigate: () => void }) {
  const { user } = useAuth()
  const signOut = useSignOut()
  const t = useT()
  if (!user) return null
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('userMenu.signedInAs', { name: user.name })}
      </Text>
      {accountLinks(user.role, attention).map((item) => (
        <Button
          key={item.to}
          component={Link}
          to={item.to}
          size="md"
          variant="default"
          fullWidth
          leftSection={<item.icon size={18} />}
          rightSection={item.counted ? <AttentionBadge count={attention.count} spoken /> : null}
          onClick={onNavigate}
        >
          {t(item.label)}
        </Button>
      ))}
      <Button
        size="md"
        variant="default"
        fullWidth
        leftSection={<IconLogout size={18} />}
        onClick={() => {
          onNavigate()
          void signOut()
        }}
      >
        {t('userMenu.signOut')}
      </Button>
    </>
  )
}
