import type { Person, Role } from '@reserva/shared'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const roleTones: Record<Role, Tone> = { admin: 'info', operator: 'success', customer: 'neutral' }

/** Each role's name in the admin's words, by its message's key. */
export const roleNames = {
  customer: 'adminRoles.customer',
  operator: 'adminRoles.operator',
  admin: 'adminRoles.admin',
} as const satisfies Record<Role, string>

export const RoleBadge = ({ role }: { role: Role }) => {
  const t = useT()
  return <ToneBadge tone={roleTones[role]}>{t(roleNames[role])}</ToneBadge>
}

export const needsAttention = (person: Person) =>
  person.status === 'banned' || person.requestedRole !== null

/** "Banned" and "Asks to be an operator": what needs an admin's eye; nothing for the rest. */
export function PersonFlags({ person }: { person: Person }) {
  const t = useT()
  return (
    <>
      {person.status === 'banned' ? (
        <ToneBadge tone="danger">{t('personLabels.banned')}</ToneBadge>
      ) : null}
      {person.requestedRole === 'operator' ? (
        <ToneBadge tone="warning">{t('personLabels.asksOperator')}</ToneBadge>
      ) : null}
    </>
  )
}

/** Who a person is, in one line: the e-mail address, or the phone for a phone-only account. */
export const contactOf = (person: Pick<Person, 'email' | 'phone'>) =>
  person.email ?? person.phone ?? translate('personLabels.noContact')
