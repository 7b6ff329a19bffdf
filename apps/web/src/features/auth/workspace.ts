import type { Role } from '@reserva/shared'

/**
 * Where each role works, and lands after signing in unless it was on its way somewhere: the
 * admin's workspace, the operator's, the customer's own dashboard.
 */
export const workspacePath = (role: Role): string =>
  role === 'admin' ? '/admin' : role === 'operator' ? '/operator-dashboard' : '/dashboard'

export const isStaffRole = (role: Role | undefined): role is 'operator' | 'admin' =>
  role === 'operator' || role === 'admin'

/** The staff workspaces' screens, which staff see in the staff layout (app/layout/staff-layout.tsx). */
export const isWorkspaceScreen = (pathname: string): boolean =>
  pathname === workspacePath('operator') || pathname === workspacePath('admin')
