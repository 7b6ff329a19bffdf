import type { CreateWalkIn, CustomerSummary } from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import type { Db } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { requireE164 } from '../../lib/phone-numbers.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { type Auth, phonePlaceholderDomain } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { inAuthTransaction } from '../people/auth-transaction.ts'
import { ensureProfile } from '../people/people.repository.ts'
import { saveLanguageIfUnset } from '../profiles/profiles.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { notACustomer } from './customers.errors.ts'
import { findByEmailOrPhone, searchCustomers } from './customers.repository.ts'

export interface CustomerDeps {
  db: Db
  auth: Auth
  events: EventBus
}

/** Customers for staff to book for; the route lets only operators and admins in. */
export async function findCustomers(
  db: Db,
  { search, limit }: { search: string; limit: number },
): Promise<CustomerSummary[]> {
  const rows = await searchCustomers(db, { search, limit })
  return rows.map(({ id, name, email, profilePhone, accountPhone }) => {
    const phone = profilePhone ?? accountPhone
    return phone ? { id, name, email, phone } : { id, name, email }
  })
}

/**
 * A walk-in or phone-in client, for staff to book for: the customer with that e-mail address or
 * phone number if there is one (their record, so the booking joins their others), else a new
 * customer record without a password. A number alone gets the same stand-in address as a phone
 * sign-up; the person later signs in with a code sent to their address or number and finds their
 * bookings there. Made and audited in one transaction; 409 `customers.not_a_customer` for an
 * address or number of a staff account.
 */
export async function createWalkIn(
  deps: CustomerDeps,
  actor: CurrentUser,
  input: CreateWalkIn,
): Promise<{ customer: CustomerSummary; created: boolean }> {
  const { db } = deps
  const { country } = await requireSettings(db)
  const phone = input.phone
    ? requireE164({ input: input.phone, country, path: 'phone' })
    : undefined
  const email = input.email?.toLowerCase()
  const existing = await findByEmailOrPhone(db, { email, phone })
  if (existing) {
    if (existing.role !== 'customer') throw notACustomer()
    const { id, name, email: address, accountPhone } = existing
    return { customer: withPhone({ id, name, email: address }, accountPhone), created: false }
  }
  const { user } = await createCustomerRecord(deps, {
    actorId: actor.id,
    email: email ?? `${phone?.slice(1)}@${phonePlaceholderDomain}`,
    name: input.name,
    ...(phone ? { accountPhone: phone } : {}),
    audit: { walkIn: true, ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
  })
  return {
    customer: withPhone({ id: user.id, name: user.name, email: user.email }, phone ?? null),
    created: true,
  }
}

/**
 * A customer record without a password (a walk-in, a guest), made and audited in one
 * transaction: the person later signs in with a code sent to the address, or chooses a password
 * through "forgot password", and finds their bookings. `accountPhone` is a number that signs in
 * (staff took it down); `profilePhone` one only shown to staff (a guest typed it).
 */
export async function createCustomerRecord(
  deps: CustomerDeps,
  {
    actorId,
    email,
    name,
    accountPhone,
    profilePhone,
    language,
    audit,
  }: {
    /** Who made it; a guest makes their own (null: audited as the record itself). */
    actorId: string | null
    email: string
    name: string
    accountPhone?: string
    profilePhone?: string
    /** The language the person reads (a guest's page's): their mails are written in it. */
    language?: Language
    audit: Record<string, unknown>
  },
) {
  return inAuthTransaction(deps, async (tx) => {
    // A call from the server, without the caller's headers: the admin plugin lets it make an
    // account, which an operator's own session (or a visitor) could not.
    const { user } = await deps.auth.api.createUser({
      body: {
        email,
        name,
        role: 'customer',
        data: accountPhone ? { phoneNumber: accountPhone } : {},
      },
    })
    await ensureProfile(tx, { id: user.id, fullName: name, phone: profilePhone ?? null })
    if (language) await saveLanguageIfUnset(tx, { id: user.id, language })
    await writeAudit(tx, {
      actorId: actorId ?? user.id,
      action: 'customer.created',
      entity: 'user',
      entityId: user.id,
      data: audit,
    })
    return { user }
  })
}

const withPhone = (customer: CustomerSummary, phone: string | null): CustomerSummary =>
  phone ? { ...customer, phone } : customer
