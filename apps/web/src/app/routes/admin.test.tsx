import type { AdminService, BusinessSettings, ResourceDetail } from '@reserva/shared'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

vi.setConfig({ testTimeout: 30_000 })

// Mantine's autosizing text areas listen for web fonts loading; happy-dom has no document.fonts.
beforeAll(() => {
  // Whole screens with long forms: slower than one component, above all on a busy machine.
  configure({ asyncUtilTimeout: 5_000 })
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    })
  }
})

const ALEX = '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f'
const STUDIO = '1c7e7b4f-9b5d-4d6f-8a8c-2b3c4d5e6f70'
const TIME_OFF = '2d8f8c50-ac6e-4e70-9b9d-3c4d5e6f7081'

const settings: BusinessSettings = {
  name: 'Harbour Lane Studio',
  tagline: 'Haircuts by appointment.',
  contactEmail: 'hello@harbourlane.example',
  contactPhone: '+44 20 7946 0958',
  address: '12 Harbour Lane',
  timezone: 'Europe/London',
  currency: 'GBP',
  aboutMarkdown: '# About',
  privacyMarkdown: '# Privacy',
  minNoticeMinutes: 120,
  horizonDays: 60,
  cancelCutoffMinutes: 1440,
  rescheduleCutoffMinutes: 1440,
  holdMinutes: 10,
  requireConfirmation: false,
  reminderMinutesBefore: 1440,
}

const resource = (over: Partial<ResourceDetail>): ResourceDetail => ({
  id: ALEX,
  name: 'Alex Morgan',
  kind: 'staff',
  description: 'Senior stylist',
  active: true,
  weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }],
  overrides: [],
  timeOff: [],
  ...over,
})

const safetyCheck: AdminService = {
  id: '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192',
  name: 'Trim',
  description: 'A quick tidy-up.',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  slotStepMinutes: 15,
  pricing: 'fixed',
  priceMinor: 2500,
  capacity: 1,
  active: true,
  sortOrder: 1,
  resourceIds: [ALEX],
  currency: 'GBP',
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))
type Call = { method: string; path: string; body: unknown }
const validation = (details: { path: string; message: string }[]) =>
  jsonResponse({ error: { code: 'validation_failed', message: 'Not valid', details } }, 400)

/** An admin's server: the catalogue as it changes, and every request made to it. */
function adminServer(
  overrides: Record<string, (url: string, init?: RequestInit) => Response> = {},
) {
  const calls: Call[] = []
  const state = {
    services: [safetyCheck],
    resources: [resource({}), resource({ id: STUDIO, name: 'Studio', kind: 'room' })],
    settings,
  }
  const record = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: init?.body ? bodyOf(init) : undefined,
    }
    calls.push(call)
    return call
  }
  const resourceRoute = (url: string, init?: RequestInit) => {
    const call = record(url, init)
    const current = state.resources.find((r) => call.path.includes(r.id)) ?? state.resources[0]!
    return jsonResponse({ resource: current }, call.method === 'POST' ? 201 : 200)
  }
  const fetchMock = stubFetch({
    ...signedInRoutes('admin'),
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/admin/settings': (url, init) => {
      const call = record(url, init)
      if (call.method === 'PATCH') state.settings = { ...state.settings, ...(call.body as object) }
      return jsonResponse(state.settings)
    },
    '/api/v1/admin/services': (url, init) => {
      const call = record(url, init)
      if (call.method === 'POST') {
        const service = {
          ...safetyCheck,
          ...(call.body as object),
          id: '4fab0e72-ce80-4092-9dbf-5e6f708192a3',
        }
        state.services = [...state.services, service]
        return jsonResponse({ service }, 201)
      }
      return jsonResponse({ services: state.services })
    },
    [`/api/v1/admin/services/${safetyCheck.id}`]: (url, init) => {
      const call = record(url, init)
      const service = { ...state.services[0]!, ...(call.body as object) }
      state.services = [service]
      return jsonResponse({ service })
    },
    '/api/v1/resources': (url, init) => {
      record(url, init)
      return jsonResponse({ resources: state.resources })
    },
    [`/api/v1/resources/${ALEX}/hours`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/overrides`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/time-off`]: resourceRoute,
    [`/api/v1/resources/${ALEX}/time-off/${TIME_OFF}`]: resourceRoute,
    ...overrides,
  })
  return { fetchMock, calls, state }
}

const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)

describe('the admin screen: services', () => {
  it('lists the services with their length, buffers, price, places, resources and status', async () => {
    adminServer()
    renderApp('/admin')

    const table = await screen.findByRole('table', { name: 'Services' })
    const row = within(table).getByRole('row', { name: /Trim/ })
    expect(row.textContent).toContain('30 minutes')
    expect(row.textContent).toContain('+ 10 minutes after')
    expect(row.textContent).toContain('£25.00')
    expect(row.textContent).toContain('Alex Morgan')
    expect(within(row).getByText('Offered')).toBeTruthy()
  })

  it('adds a service, with the price typed as £12.50 sent as 1250 minor units, and lists it', async () => {
    const { calls } = adminServer()
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Colour')
    const after = within(form).getByLabelText(/^Buffer after/)
    await userEvent.clear(after)
    await userEvent.type(after, '15')
    await userEvent.type(within(form).getByLabelText(/^Price/), '£12.50')
    await userEvent.click(within(form).getByRole('combobox', { name: /^Resources/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Studio' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    await waitFor(() => expect(sent(calls, 'POST', '/api/v1/admin/services')).toHaveLength(1))
    expect(sent(calls, 'POST', '/api/v1/admin/services')[0]?.body).toMatchObject({
      name: 'Colour',
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      pricing: 'fixed',
      priceMinor: 1250,
      capacity: 1,
      resourceIds: [STUDIO],
      active: true,
    })
    const table = await screen.findByRole('table', { name: 'Services' })
    expect(await within(table).findByRole('row', { name: /Colour/ })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Service' })).toBeNull()
  })

  it('sends no price for a quote-only service', async () => {
    const { calls } = adminServer()
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Trim' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.click(within(form).getByRole('radio', { name: /Quote only/ }))
    expect(within(form).queryByLabelText(/^Price/)).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(sent(calls, 'PATCH', `/api/v1/admin/services/${safetyCheck.id}`)).toHaveLength(1),
    )
    expect(sent(calls, 'PATCH', `/api/v1/admin/services/${safetyCheck.id}`)[0]?.body).toMatchObject(
      { pricing: 'quote', priceMinor: null },
    )
    const table = await screen.findByRole('table', { name: 'Services' })
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Trim/ }).textContent).toContain('Quote'),
    )
  })

  it('checks the form first, and shows each of the server’s errors next to its field', async () => {
    const { calls } = adminServer({
      '/api/v1/admin/services': (_url, init) =>
        init?.method === 'POST'
          ? validation([
              { path: 'name', message: 'A service with this name exists' },
              { path: 'resourceIds.0', message: 'Not a resource' },
            ])
          : jsonResponse({ services: [safetyCheck] }),
    })
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    // Nothing is sent while the form itself can tell what is missing.
    expect(within(form).getByText('This cannot be empty')).toBeTruthy()
    expect(within(form).getByText('Enter a price')).toBeTruthy()
    expect(within(form).getByText('Choose at least one resource')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await userEvent.type(within(form).getByLabelText(/^Name/), 'Trim')
    await userEvent.type(within(form).getByLabelText(/^Price/), '10')
    await userEvent.click(within(form).getByRole('combobox', { name: /^Resources/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Morgan' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    expect(await within(form).findByText('A service with this name exists')).toBeTruthy()
    expect(within(form).getByText('Not a resource')).toBeTruthy()
    expect(within(form).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true')
  })
})

/** The time fields of one period of a day in the weekly hours. */
const period = (day: string, n: number) => ({
  start: screen.getByLabelText(`${day}, period ${n}, starts`),
  end: screen.getByLabelText(`${day}, period ${n}, ends`),
})
const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } })

describe('the admin screen: resources', () => {
  it('builds a day with a break from two periods and saves the whole week', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    setTime(period('Monday', 1).end, '12:30')
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
    // The new period starts half an hour after the last one ends.
    expect((period('Monday', 2).start as HTMLInputElement).value).toBe('13:00')
    setTime(period('Monday', 2).start, '13:30')
    setTime(period('Monday', 2).end, '17:30')
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }))

    await waitFor(() =>
      expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)).toHaveLength(1),
    )
    expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)[0]?.body).toEqual({
      intervals: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 1, start: '13:30', end: '17:30' },
        { weekday: 6, start: '09:00', end: '17:00' },
      ],
    })
  })

  it('shows the server’s answer that periods overlap, at the day concerned', async () => {
    adminServer({
      [`/api/v1/resources/${ALEX}/hours`]: () =>
        validation([{ path: 'intervals', message: 'Intervals on one day must not overlap' }]),
    })
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
    setTime(period('Monday', 2).start, '12:00')
    setTime(period('Monday', 2).end, '18:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }))

    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain('Intervals on one day must not overlap')
    const monday = within(form).getByRole('group', { name: 'Monday' })
    expect(within(monday).getByText('Intervals on one day must not overlap')).toBeTruthy()
    const tuesday = within(form).getByRole('group', { name: 'Tuesday' })
    expect(within(tuesday).queryByText('Intervals on one day must not overlap')).toBeNull()
  })

  it('does not send a period that ends before it starts', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    setTime(period('Monday', 1).end, '08:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }))

    expect(await within(form).findByText('The end must be after the start')).toBeTruthy()
    expect(period('Monday', 1).end.getAttribute('aria-invalid')).toBe('true')
    expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)).toHaveLength(0)
  })

  it('closes a date with an override of no periods', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Change one day for Alex Morgan' })
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2099-12-24' } })
    await userEvent.click(within(form).getByRole('button', { name: 'Close this day' }))

    await waitFor(() =>
      expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/overrides`)[0]?.body).toEqual({
        date: '2099-12-24',
        intervals: [],
      }),
    )
  })

  it('adds time off with its times read in the business’s zone, and removes it', async () => {
    const { calls, state } = adminServer()
    state.resources[0] = resource({
      timeOff: [
        {
          id: TIME_OFF,
          start: '2099-08-01T08:00:00.000Z',
          end: '2099-08-02T16:00:00.000Z',
          reason: 'Holiday',
        },
      ],
    })
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Add time off for Alex Morgan' })
    fireEvent.change(within(form).getByLabelText(/^Starts/), {
      target: { value: '2099-07-01T09:00' },
    })
    fireEvent.change(within(form).getByLabelText(/^Ends/), {
      target: { value: '2099-07-01T13:00' },
    })
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Dentist')
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }))

    // Summer in London is UTC+1: 09:00 there is 08:00 UTC.
    await waitFor(() =>
      expect(sent(calls, 'POST', `/api/v1/resources/${ALEX}/time-off`)[0]?.body).toEqual({
        start: '2099-07-01T08:00:00.000Z',
        end: '2099-07-01T12:00:00.000Z',
        reason: 'Dentist',
      }),
    )

    expect(screen.getByText('Holiday')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /^Remove time off from/ }))
    await waitFor(() =>
      expect(sent(calls, 'DELETE', `/api/v1/resources/${ALEX}/time-off/${TIME_OFF}`)).toHaveLength(
        1,
      ),
    )
  })
})

describe('the admin screen: settings', () => {
  it('sends lengths of time in minutes, and only what changed', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    // 120 minutes reads as 2 hours.
    const notice = within(form).getByRole('textbox', { name: /^Minimum notice/ })
    expect((notice as HTMLInputElement).value).toBe('2')
    expect(
      (within(form).getByRole('combobox', { name: 'Minimum notice: unit' }) as HTMLSelectElement)
        .value,
    ).toBe('hours')
    await userEvent.clear(notice)
    await userEvent.type(notice, '3')
    // The cut-off is 1 day; 2 of them is 2880 minutes.
    const cutoff = within(form).getByRole('textbox', { name: /^Cancellation cut-off/ })
    await userEvent.clear(cutoff)
    await userEvent.type(cutoff, '2')
    // The reminder: 30, in minutes.
    const reminder = within(form).getByRole('textbox', { name: /^Reminder/ })
    await userEvent.clear(reminder)
    await userEvent.type(reminder, '30')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Reminder: unit' }),
      'minutes',
    )
    await userEvent.click(within(form).getByRole('switch', { name: /operator's confirmation/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    await waitFor(() => expect(sent(calls, 'PATCH', '/api/v1/admin/settings')).toHaveLength(1))
    expect(sent(calls, 'PATCH', '/api/v1/admin/settings')[0]?.body).toEqual({
      minNoticeMinutes: 180,
      cancelCutoffMinutes: 2880,
      reminderMinutesBefore: 30,
      requireConfirmation: true,
    })
    expect(await within(form).findByText('Saved.')).toBeTruthy()
  })

  it('says a limit in friendly units, and shows the server’s errors by field', async () => {
    const { calls } = adminServer({
      '/api/v1/admin/settings': (_url, init) =>
        init?.method === 'PATCH'
          ? validation([{ path: 'timezone', message: 'Unknown time zone' }])
          : jsonResponse(settings),
    })
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    const notice = within(form).getByRole('textbox', { name: /^Minimum notice/ })
    await userEvent.clear(notice)
    await userEvent.type(notice, '61')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Minimum notice: unit' }),
      'days',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Use at most 60 days')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    await userEvent.clear(notice)
    await userEvent.type(notice, '1')
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Unknown time zone')).toBeTruthy()
    expect(within(form).getByRole('alert').textContent).toContain('Some settings need a change')
  })
})
