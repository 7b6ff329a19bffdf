import { Badge } from '@mantine/core'
import type { Person, Role } from '@reserva/shared'

export const roleNames: Record<Role, string> = {
  customer: 'Customer',
  operator: 'Operator',
  admin: 'Admin',
}

/** Text on background, each pair at least 4.5:1 (the booking status badges' palette). */
const colours = {
  admin: { text: '#1e3a8a', background: '#eef4ff' },
  operator: { text: '#237032', background: '#eaf6ec' },
  customer: { text: '#495057', background: '#f1f3f5' },
  banned: { text: '#a61e1e', background: '#fff0f0' },
  request: { text: '#7a4100', background: '#fff4e0' },
} as const

function Tag({ kind, children }: { kind: keyof typeof colours; children: string }) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      style={{
        backgroundColor: colours[kind].background,
        color: colours[kind].text,
        flexShrink: 0,
      }}
    >
      {children}
    </Badge>
  )
}

export const RoleBadge = ({ role }: { role: Role }) => <Tag kind={role}>{roleNames[role]}</Tag>

export const needsAttention = (person: Person) =>
  person.status === 'banned' || person.requestedRole !== null

/** "Banned" and "Asks to be an operator": what needs an admin's eye; nothing for the rest. */
export function PersonFlags({ person }: { person: Person }) {
  return (
    <>
      {person.status === 'banned' ? <Tag kind="banned">Banned</Tag> : null}
      {person.requestedRole === 'operator' ? (
        <Tag kind="request">Asks to be an operator</Tag>
      ) : null}
    </>
  )
}

/** Who a person is, in one line: the e-mail address, or the phone for a phone-only account. */
export const contactOf = (person: Pick<Person, 'email' | 'phone'>) =>
  person.email ?? person.phone ?? 'No e-mail address or phone'
