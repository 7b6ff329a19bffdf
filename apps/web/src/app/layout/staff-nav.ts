import type { Role } from '@reserva/shared'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'

/** What waits for staff, counted beside the section that shows it. */
export type Waiting = { bookings: number; quotes: number }

/** The name of a link or group, by its key in the catalogue. */
type Label = Exclude<Extract<MessageKey, `staffNav.${string}`>, 'staffNav.waiting'>

/** A link in the staff layout's navigation: a workspace screen's section, by its address. */
export type StaffLink = {
  label: Label
  path: '/operator-dashboard' | '/admin'
  /** The query string the link sets: `{ section: 'calendar' }`. */
  query: Record<string, string>
  /** Counted beside the label: what waits there. */
  counted?: keyof Waiting
  /** Query-string keys that open this section when the address names none (e-mailed links). */
  linkedBy?: string[]
}

export type StaffGroup = { id: string; label: Label; links: StaffLink[] }

const operatorSection = (
  label: Label,
  section: string,
  extra: Omit<StaffLink, 'label' | 'path' | 'query'> = {},
): StaffLink => ({ label, path: '/operator-dashboard', query: { section }, ...extra })

const adminTab = (label: Label, tab: string, query: Record<string, string> = {}): StaffLink => ({
  label,
  path: '/admin',
  query: { tab, ...query },
})

/**
 * The staff layout's navigation for a role: the operator dashboard's sections, and for an admin
 * the admin screen's tabs too. Resources are the admin's tab for an admin (which manages them as
 * well as their hours), the operator's section for an operator. Customers are the admin's people
 * filtered to customers; operators have no list of customers to open.
 */
export function staffNavigation(role: Role): StaffGroup[] {
  const admin = role === 'admin'
  const resources = admin
    ? adminTab('staffNav.resources', 'resources')
    : operatorSection('staffNav.resources', 'resources', { linkedBy: ['resource'] })
  const day: StaffGroup = {
    id: 'bookings',
    label: 'staffNav.bookingsGroup',
    links: [
      operatorSection('staffNav.agenda', 'agenda', { counted: 'bookings' }),
      operatorSection('staffNav.calendar', 'calendar'),
      operatorSection('staffNav.bookings', 'bookings'),
      operatorSection('staffNav.quotes', 'quotes', { counted: 'quotes', linkedBy: ['quote'] }),
      ...(admin ? [adminTab('staffNav.customers', 'people', { role: 'customer' })] : []),
      resources,
    ],
  }
  if (!admin) return [day]
  return [
    day,
    {
      id: 'administration',
      label: 'staffNav.administration',
      links: [
        adminTab('staffNav.people', 'people'),
        adminTab('staffNav.services', 'services'),
        adminTab('staffNav.closures', 'closures'),
        adminTab('staffNav.audit', 'audit'),
        adminTab('staffNav.statistics', 'statistics'),
        adminTab('staffNav.apiKeys', 'api-keys'),
        adminTab('staffNav.webhooks', 'webhooks'),
        adminTab('staffNav.settings', 'settings'),
        adminTab('staffNav.system', 'system'),
      ],
    },
  ]
}

export const hrefOf = (link: StaffLink) => `${link.path}?${new URLSearchParams(link.query)}`

/**
 * The link of the section on screen at `pathname?search`: the one whose query the address holds,
 * else the one a linked item belongs to, else the screen's first (its default section). Of two
 * links to one section (Customers and People), the one asking more of the query string wins.
 */
export function currentLink(
  groups: readonly StaffGroup[],
  pathname: string,
  search: string,
): StaffLink | undefined {
  const params = new URLSearchParams(search)
  const links = groups.flatMap((group) => group.links).filter((link) => link.path === pathname)
  const matching = links.filter((link) =>
    Object.entries(link.query).every(([key, value]) => params.get(key) === value),
  )
  const named = matching.sort(
    (a, b) => Object.keys(b.query).length - Object.keys(a.query).length,
  )[0]
  if (named) return named
  return (
    links.find((link) => link.linkedBy?.some((k) => params.has(k))) ?? defaultLink(pathname, links)
  )
}

/** The section a screen opens when its address names none. */
const defaultLink = (pathname: string, links: StaffLink[]) =>
  pathname === '/admin' ? links.find((link) => link.query.tab === 'services') : links[0]
