import { adminAc, userAc } from 'better-auth/plugins/admin/access'

/**
 * Better Auth's admin plugin with our three roles. Only admins reach its user endpoints (list,
 * set role, ban, revoke sessions); operators' powers are on bookings and quotes, checked by our
 * own routes.
 */
export const accessRoles = { customer: userAc, operator: userAc, admin: adminAc }

/** Operators and admins: they act on every booking and quote (DESIGN §2). */
export const isStaff = (user: { role: string }) => user.role === 'operator' || user.role === 'admin'

/** Whether a ban holds at `now`: one without an end, or one that ends later. */
export const bannedAt = (
  user: { banned: boolean | null; banExpires: Date | null },
  now: Date,
): boolean => Boolean(user.banned) && (!user.banExpires || user.banExpires > now)
