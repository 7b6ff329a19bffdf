import type { Person, Role } from '@reserva/shared'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { roleNames } from '@/lib/role-names.ts'

const roleTones: Record<Role, Tone> = { admin: 'info', operator: 'success', customer: 'neutral' }

export const RoleBadge = ({ role }: { role: Role }) => (
  <ToneBadge tone={roleTones[role]}>{roleNames[role]}</ToneBadge>
)

export const needsAttention = (person: Person) =>
  person.status === 'banned' || person.requestedRole !== null

/** "Banned" and "Asks to be an operator": what needs an admin's eye; nothing for the rest. */
export function PersonFlags({ person }: { person: Person }) {
  return (
    <>
      {person.status === 'banned' ? <ToneBadge tone="danger">Banned</ToneBadge> : null}
      {person.requestedRole === 'operator' ? (
        <ToneBadge tone="warning">Asks to be an operator</ToneBadge>
      ) : null}
    </>
  )
}

/** Who a person is, in one line: the e-mail address, or the phone for a phone-only account. */
export const contactOf = (person: Pick<Person, 'email' | 'phone'>) =>
  person.email ?? person.phone ?? 'No e-mail address or phone'
