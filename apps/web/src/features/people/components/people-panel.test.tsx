import type { Person, PersonDetail } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminShellRoutes, person } from '@/testing/admin-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const pat = person({ requestedRole: 'operator' })
const robin = person({ id: 'p2', name: 'Robin Regular', email: 'robin@example.com' })

const detailOf = (who: Person): PersonDetail => ({
  person: { ...who, timezone: null, twoFactorEnabled: false, activeSessions: 2 },
  bookings: {
    total: 1,
    byStatus: {
      pending: 0,
      confirmed: 1,
      declined: 0,
      cancelled: 0,
      completed: 0,
      no_show: 0,
    },
    recent: [
      {
        id: '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192',
        reference: 'B-1001',
        serviceName: 'Trim',
        resourceName: 'Alex Morgan',
        start: '2026-04-01T09:00:00.000Z',
        end: '2026-04-01T09:30:00.000Z',
        status: 'confirmed',
        seats: 1,
        priceMinor: 2500,
        currency: 'GBP',
      },
    ],
  },
  quotes: {
    total: 0,
    byStatus: {
      requested: 0,
      offered: 0,
      accepted: 0,
      declined: 0,
      expired: 0,
      rejected: 0,
      withdrawn: 0,
    },
    recent: [],
  },
})

type Call = { method: string; path: string; search: URLSearchParams; body: unknown }

/** An admin's server with people on it, and every people request made to it. */
function peopleServer(
  overrides: Record<string, (url: string, init?: RequestInit) => Response> = {},
) {
  const calls: Call[] = []
  const state = { people: [pat, robin] }
  const record = (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost')
    const call = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      search: parsed.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    return call
  }
  const change = (id: string, changes: Partial<Person>) => {
    state.people = state.people.map((p) => (p.id === id ? { ...p, ...changes } : p))
    return state.people.find((p) => p.id === id)!
  }
  stubFetch({
    ...adminShellRoutes(),
    '/api/v1/admin/people': (url, init) => {
      record(url, init)
      return jsonResponse({
        people: state.people,
        total: state.people.length,
        limit: 25,
        offset: 0,
      })
    },
    '/api/v1/admin/people/p1': (url, init) => {
      record(url, init)
      return jsonResponse(detailOf(state.people[0]!))
    },
    '/api/v1/admin/people/p1/operator-request': (url, init) => {
      record(url, init)
      return jsonResponse({ person: change('p1', { role: 'operator', requestedRole: null }) })
    },
    '/api/v1/admin/people/p1/ban': (url, init) => {
      const call = record(url, init)
      const reason = (call.body as { reason: string }).reason
      return jsonResponse({ person: change('p1', { status: 'banned', banReason: reason }) })
    },
    ...overrides,
  })
  return { calls, state }
}

const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)

describe('the admin screen: people', () => {
  it('lists people with their role and what needs attention', async () => {
    peopleServer()
    renderApp('/admin?tab=people')

    const table = await screen.findByRole('table', { name: 'People' })
    const row = within(table).getByRole('row', { name: /Pat Applicant/ })
    expect(row.textContent).toContain('pat@example.com')
    expect(row.textContent).toContain('Customer')
    expect(row.textContent).toContain('Asks to be an operator')
    expect(row.textContent).toContain('2 Mar 2026')
    expect(within(table).getByRole('row', { name: /Robin Regular/ })).toBeTruthy()
    expect(screen.getByText('1–2 of 2 people')).toBeTruthy()
  })

  it('says so when nobody matches, and offers to clear the filters', async () => {
    peopleServer({
      '/api/v1/admin/people': () => jsonResponse({ people: [], total: 0, limit: 25, offset: 0 }),
    })
    renderApp('/admin?tab=people&q=nobody')

    expect(await screen.findByText(/Nobody matches this search/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeTruthy()
  })

  it('sends the search and filters as query parameters, and keeps them in the address', async () => {
    const { calls } = peopleServer()
    const { router } = renderApp('/admin?tab=people')

    await screen.findByRole('table', { name: 'People' })
    await userEvent.type(screen.getByRole('searchbox', { name: /^Search/ }), 'pat')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'customer')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'banned')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Operator request' }),
      'operator',
    )

    await waitFor(() => {
      const last = sent(calls, 'GET', '/api/v1/admin/people').at(-1)!
      expect(Object.fromEntries(last.search)).toEqual({
        search: 'pat',
        role: 'customer',
        status: 'banned',
        requestedRole: 'operator',
        limit: '25',
        offset: '0',
      })
    })
    const address = router.location.search
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({
      tab: 'people',
      q: 'pat',
      role: 'customer',
      status: 'banned',
      requested: 'operator',
    })
  })

  it('asks for the right page: page 3 of 25 a page starts at 50', async () => {
    const { calls } = peopleServer({
      '/api/v1/admin/people': (url) => {
        calls.push({
          method: 'GET',
          path: '/api/v1/admin/people',
          search: new URL(url, 'http://localhost').searchParams,
          body: undefined,
        })
        return jsonResponse({ people: [robin], total: 80, limit: 25, offset: 50 })
      },
    })
    renderApp('/admin?tab=people&page=3')

    expect(await screen.findByText('51–75 of 80 people')).toBeTruthy()
    expect(sent(calls, 'GET', '/api/v1/admin/people')[0]?.search.get('offset')).toBe('50')
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page')
  })

  it('approves an operator request after asking, and says it is done', async () => {
    const { calls } = peopleServer()
    const { router } = renderApp('/admin?tab=people')

    await userEvent.click(await screen.findByRole('button', { name: 'Open Pat Applicant' }))
    expect(router.location.search).toContain('person=p1')
    const drawer = await screen.findByRole('dialog', { name: 'Pat Applicant' })
    expect(await within(drawer).findByText(/Trim, 1 Apr 2026/)).toBeTruthy()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve operator request' }))
    const confirm = await screen.findByRole('dialog', { name: 'Make Pat Applicant an operator?' })
    await userEvent.type(within(confirm).getByLabelText(/A note in the e-mail/), 'Welcome aboard')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }))

    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/v1/admin/people/p1/operator-request')[0]?.body).toEqual({
        decision: 'approve',
        message: 'Welcome aboard',
      }),
    )
    const status = await within(drawer).findByRole('status')
    expect(status.textContent).toContain('Pat Applicant is an operator now, and has been e-mailed.')
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Approve operator request' })).toBeNull(),
    )
  })

  it('bans with a reason, and sends nothing without one', async () => {
    const { calls } = peopleServer()
    renderApp('/admin?tab=people&person=p1')

    const drawer = await screen.findByRole('dialog', { name: 'Pat Applicant' })
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Ban…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Ban Pat Applicant?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ban' }))
    expect(await within(confirm).findByText('Say why this person is banned')).toBeTruthy()
    expect(sent(calls, 'POST', '/api/v1/admin/people/p1/ban')).toHaveLength(0)

    await userEvent.type(within(confirm).getByLabelText(/^Reason/), 'Abusive messages')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ban' }))
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/v1/admin/people/p1/ban')[0]?.body).toEqual({
        reason: 'Abusive messages',
      }),
    )
    expect((await within(drawer).findByRole('status')).textContent).toContain(
      'Pat Applicant is banned and signed out everywhere.',
    )
    expect(await within(drawer).findByText('Reason: Abusive messages')).toBeTruthy()
    expect(within(drawer).getByRole('button', { name: 'Lift the ban' })).toBeTruthy()
  })

  it('tells the last admin in a sentence that they cannot give up the role', async () => {
    peopleServer({
      '/api/v1/admin/people/p1/role': () =>
        errorResponse(409, { code: 'people.last_admin', message: 'You are the last admin' }),
    })
    renderApp('/admin?tab=people&person=p1')

    const drawer = await screen.findByRole('dialog', { name: 'Pat Applicant' })
    await userEvent.selectOptions(
      await within(drawer).findByRole('combobox', { name: 'New role' }),
      'admin',
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Change role' }))
    const confirm = await screen.findByRole('dialog', { name: 'Make Pat Applicant an admin?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change role' }))

    const alert = await within(confirm).findByRole('alert')
    expect(alert.textContent).toContain(
      'You are the last admin. Make someone else an admin first; then you can give up the role or be banned.',
    )
  })

  it('creates a person with a role, and puts a taken e-mail address next to its field', async () => {
    const { calls } = peopleServer({
      '/api/v1/admin/people': (url, init) => {
        const call = {
          method: init?.method ?? 'GET',
          path: '/api/v1/admin/people',
          search: new URL(url, 'http://localhost').searchParams,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        }
        calls.push(call)
        if (call.method === 'GET') {
          return jsonResponse({ people: [robin], total: 1, limit: 25, offset: 0 })
        }
        return (call.body as { email: string }).email === 'robin@example.com'
          ? errorResponse(409, { code: 'people.email_taken', message: 'Taken' })
          : jsonResponse(
              { person: person({ id: 'p3', name: 'Olu Operator', role: 'operator' }) },
              201,
            )
      },
    })
    renderApp('/admin?tab=people')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }))
    const form = await screen.findByRole('form', { name: 'New person' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }))
    expect(within(form).getByText('Enter a first password')).toBeTruthy()
    expect(sent(calls, 'POST', '/api/v1/admin/people')).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText(/^Name/), 'Olu Operator')
    await userEvent.type(within(form).getByLabelText(/^E-mail address/), 'robin@example.com')
    await userEvent.type(within(form).getByLabelText(/^First password/), 'Velodrome-Sprint-2026')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'operator')
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }))
    expect(
      await within(form).findByText(
        'An account with this e-mail address exists already. Search for it instead.',
      ),
    ).toBeTruthy()
    expect(
      within(form)
        .getByLabelText(/^E-mail address/)
        .getAttribute('aria-invalid'),
    ).toBe('true')

    const email = within(form).getByLabelText(/^E-mail address/)
    await userEvent.clear(email)
    await userEvent.type(email, 'olu@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }))
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/v1/admin/people').at(-1)?.body).toEqual({
        name: 'Olu Operator',
        email: 'olu@example.com',
        password: 'Velodrome-Sprint-2026',
        role: 'operator',
      }),
    )
    expect(
      await screen.findByText('Olu Operator now has an account, with the role Operator.'),
    ).toBeTruthy()
  })

  it('shows an error with a way to try again when the list cannot be loaded', async () => {
    peopleServer({
      '/api/v1/admin/people': () => errorResponse(500, { code: 'internal', message: 'Boom' }),
    })
    renderApp('/admin?tab=people')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The people could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
