import type { ComponentPropsWithoutRef } from 'react'
import { Link, useLocation } from 'wouter'

/**
 * A link in a navigation: marked `aria-current="page"` while its path is the one on screen (its
 * query string aside), which the stylesheets use to show where the visitor is.
 */
export function NavLink({
  to,
  ...props
}: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string }) {
  const [pathname] = useLocation()
  const current = pathname === to.split('?')[0]
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />
}
