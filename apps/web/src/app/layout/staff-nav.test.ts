import { describe, expect, it } from 'vitest'
import type { Catalogue } from '@/lib/i18n/catalogue.ts'
import { createTranslator } from '@/lib/i18n/translator.ts'
import { english } from '@/locales/en/index.ts'
import { currentLink, hrefOf, type StaffLink, staffNavigation } from './staff-nav.ts'

const t = createTranslator('en', english.catalogue as Catalogue)
const labels = (role: 'operator' | 'admin') =>
  staffNavigation(role).map((group) => [t(group.label), group.links.map((link) => t(link.label))])
const named = (links: StaffLink[], name: string) => links.find((link) => t(link.label) === name)

describe("the staff layout's navigation", () => {
  it("gives an operator the operator dashboard's sections", () => {
    expect(labels('operator')).toEqual([
      ['Bookings', ['Agenda', 'Calendar', 'Bookings', 'Quotes', 'Resources']],
    ])
    expect(staffNavigation('operator')[0]?.links.map(hrefOf)).toEqual([
      '/operator-dashboard?section=agenda',
      '/operator-dashboard?section=calendar',
      '/operator-dashboard?section=bookings',
      '/operator-dashboard?section=quotes',
      '/operator-dashboard?section=resources',
    ])
  })

  it("gives an admin customers, the admin's resources and every admin tab", () => {
    expect(labels('admin')).toEqual([
      ['Bookings', ['Agenda', 'Calendar', 'Bookings', 'Quotes', 'Customers', 'Resources']],
      [
        'Administration',
        [
          'People',
          'Services',
          'Closures',
          'Audit log',
          'Statistics',
          'API keys',
          'Webhooks',
          'Settings',
          'System',
        ],
      ],
    ])
    const links = staffNavigation('admin').flatMap((group) => group.links)
    expect(named(links, 'Customers')).toMatchObject({
      path: '/admin',
      query: { tab: 'people', role: 'customer' },
    })
    expect(hrefOf(named(links, 'Resources')!)).toBe('/admin?tab=resources')
  })
})

describe('the link of the section on screen', () => {
  const admin = staffNavigation('admin')
  const current = (path: string, search = '') => {
    const link = currentLink(admin, path, search)
    return link && t(link.label)
  }

  it('is the one whose query the address holds, whatever else it holds', () => {
    expect(current('/operator-dashboard', 'section=calendar&date=2030-11-20')).toBe('Calendar')
    expect(current('/admin', 'tab=audit')).toBe('Audit log')
  })

  it('tells customers from everyone in the people tab', () => {
    expect(current('/admin', 'tab=people&role=customer')).toBe('Customers')
    expect(current('/admin', 'tab=people&role=operator')).toBe('People')
    expect(current('/admin', 'tab=people')).toBe('People')
  })

  it("is the linked item's section, else the screen's first, when the address names none", () => {
    expect(current('/operator-dashboard', 'quote=QTE-7K3F9Q')).toBe('Quotes')
    expect(current('/operator-dashboard')).toBe('Agenda')
    expect(current('/admin')).toBe('Services')
  })

  it('is none on a screen of no workspace', () => {
    expect(current('/dashboard')).toBeUndefined()
  })
})
