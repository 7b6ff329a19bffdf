import { Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Role } from '@reserva/shared'
import { Link, useNavigate } from 'react-router'
import {
  IconCalendar,
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconShield,
} from '@/components/icons.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import classes from './user-menu.module.css'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?'

/** The screens a role opens, for the header's menu and the phone drawer. */
export function accountLinks(role: Role) {
  return [
    { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
    ...(role === 'operator' || role === 'admin'
      ? [{ to: '/operator-dashboard', label: 'Operator dashboard', icon: IconCalendar }]
      : []),
    ...(role === 'admin' ? [{ to: '/admin', label: 'Admin', icon: IconShield }] : []),
  ]
}

/** Signs out, then goes home; says so if the server could not be reached. */
export function useSignOut() {
  const { controller } = useAuth()
  const navigate = useNavigate()
  return async () => {
    try {
      await controller.signOut()
      navigate('/')
    } catch {
      notifications.show({
        color: 'red',
        title: 'You are still signed in',
        message:
          'We could not reach the server to sign you out. Check your connection and try again.',
      })
    }
  }
}

/** In the header, for a signed-in user: their name, opening a menu of their screens. */
export function UserMenu() {
  const { user } = useAuth()
  const signOut = useSignOut()
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
          <IconChevronDown size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(user.role).map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            leftSection={<item.icon size={18} />}
          >
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconLogout size={18} />} onClick={signOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** The drawer's version on a phone: the same links as buttons, and signing out. */
export function UserDrawerLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth()
  const signOut = useSignOut()
  if (!user) return null
  return (
    <>
      <Text size="sm" c="dimmed">
        Signed in as <strong>{user.name}</strong>
      </Text>
      {accountLinks(user.role).map((item) => (
        <Button
          key={item.to}
          component={Link}
          to={item.to}
          size="md"
          variant="default"
          fullWidth
          leftSection={<item.icon size={18} />}
          onClick={onNavigate}
        >
          {item.label}
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
        Sign out
      </Button>
    </>
  )
}
