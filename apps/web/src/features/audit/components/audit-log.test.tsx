import type { AuditEntry, AuditPage, Person } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminTabServer, businessSettings } from '@/testing/admin-fixtures.ts'
import { errorResponse, jsonResponse } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const ADA = 'user-ada'
// Nine hours ahead of UTC: a day's first instant is the previous day at 15:00 UTC.
const settings = businessSettings({ timezone: 'Asia/Tokyo', currency: 'JPY' })

let serial = 0
const entry = (over: Partial<AuditEntry> = {}): AuditEntry => {
  serial += 1
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    at: '2026-11-02T01:30:00.000Z',
    actor: { id: ADA, name: 'Ada Admin', email: 'admin@example.com' },
    action: 'service.updated',
    entity: 'service',
    entityId: 'svc-1',
    subject: 'Trim',
    data: { name: 'Trim', priceMinor: 2500 },
    ...over,
  }
}

const ada: Person = {
  id: ADA,
  name: 'Ada Admin',
  email: 'admin@example.com',
  phone: null,
  role: 'admin',
  requestedRole: null,
  status: 'active',
  banReason: null,
  banExpires: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** An admin's server whose audit log answers by cursor, recording each request. */
const auditServer = (answer: (query: URLSearchParams) => Response) =>
  adminTabServer({
    path: '/api/v1/admin/audit',
    answer,
    settings,
    routes: {
      '/api/v1/admin/people': () => jsonResponse({ people: [ada], total: 1, limit: 10, offset: 0 }),
      [`/api/v1/admin/people/${ADA}`]: () =>
        jsonResponse({
          person: { ...ada, timezone: null, twoFactorEnabled: false, activeSessions: 1 },
          bookings: { total: 0, byStatus: {}, recent: [] },
          quotes: { total: 0, byStatus: {}, recent: [] },
        }),
    },
  })

const page = (entries: AuditEntry[], nextCursor: string | null = null): AuditPage => ({
  entries,
  nextCursor,
})

const lastRequest = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? [])

describe('the audit log tab', () => {
  it('asks the server for the filters in the address, the period as instants of the business day', async () => {
    const { requests } = auditServer(() => jsonResponse(page([entry()])))
    renderApp(
      `/admin?tab=audit&entity=service&action=service.&actor=${ADA}&from=2026-11-01&to=2026-11-03`,
    )

    const table = await screen.findByRole('table', { name: 'Audit log' })
    expect(lastRequest(requests)).toEqual({
      entity: 'service',
      action: 'service.',
      actorId: ADA,
      // Midnight in Tokyo; the last day is included, so the end is the next day's midnight.
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-03T15:00:00.000Z',
      limit: '50',
    })
    const row = within(table).getAllByRole('row')[1]!
    expect(row.textContent).toContain('Ada Admin changed the service Trim')
    expect(within(row).getByRole('link', { name: 'Trim' }).getAttribute('href')).toBe(
      '/admin?tab=services',
    )
    // 01:30 UTC is 10:30 in Tokyo.
    expect(row.textContent).toContain('2 Nov 2026, 10:30:00')
    // The raw record waits behind its disclosure.
    const details = row.querySelector('details')!
    expect(details.open).toBe(false)
    await userEvent.click(within(row).getByText('Details'))
    expect(details.open).toBe(true)
    expect(details.textContent).toContain('NameTrim')
    expect(details.textContent).toContain('Price minor2500')
    expect(details.textContent).toContain('RecordService svc-1')
    expect(details.textContent).toContain('Actionservice.updated')
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveProperty('value', 'Service')
    expect(screen.getByRole('combobox', { name: 'What changed' })).toHaveProperty(
      'value',
      'Services',
    )
    // The person from the address is named, not shown by id.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveProperty(
        'value',
        'Ada Admin (admin@example.com)',
      ),
    )
  })

  it('puts the chosen filters in the address, asks the server with them, and the CSV link carries them', async () => {
    const { requests } = auditServer(() => jsonResponse(page([entry()])))
    const { router } = renderApp('/admin?tab=audit')
    await screen.findByRole('table', { name: 'Audit log' })
    expect(lastRequest(requests)).toEqual({ limit: '50' })
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/admin/audit.csv',
    )

    const form = screen.getByRole('form', { name: 'Filter the audit log' })
    await userEvent.click(within(form).getByRole('combobox', { name: 'Record type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Booking' }))
    await userEvent.click(within(form).getByRole('combobox', { name: 'What changed' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Bookings: everything' }))
    await userEvent.type(within(form).getByRole('combobox', { name: 'Person' }), 'ada')
    await userEvent.click(
      await screen.findByRole('option', { name: 'Ada Admin (admin@example.com)' }),
    )
    await userEvent.type(within(form).getByLabelText('From'), '2026-11-01')
    await userEvent.type(within(form).getByLabelText('To'), '2026-11-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }))

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
        tab: 'audit',
        actor: ADA,
        entity: 'booking',
        action: 'booking.',
        from: '2026-11-01',
        to: '2026-11-01',
      }),
    )
    await waitFor(() =>
      expect(lastRequest(requests)).toEqual({
        actorId: ADA,
        entity: 'booking',
        action: 'booking.',
        from: '2026-10-31T15:00:00.000Z',
        to: '2026-11-01T15:00:00.000Z',
        limit: '50',
      }),
    )
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://localhost',
    )
    expect(csv.pathname).toBe('/api/v1/admin/audit.csv')
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      actorId: ADA,
      entity: 'booking',
      action: 'booking.',
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-01T15:00:00.000Z',
    })
  })

  it('says each entry in words, links the record, and names what is gone', async () => {
    auditServer(() =>
      jsonResponse(
        page([
          entry({
            action: 'booking.rescheduled',
            entity: 'booking',
            entityId: 'b-1',
            subject: 'RSV-3HV469',
            data: { from: '2026-11-02T01:30:00.000Z', to: '2026-11-03T02:00:00.000Z' },
          }),
          entry({ action: 'booking.cancel', entity: 'booking', entityId: 'b-2', subject: null }),
          entry({ actor: null, action: 'quote.expired', entity: 'quote', subject: 'Q-7K3F9Q' }),
          entry({ action: 'settings.updated', entity: 'settings', subject: null, data: {} }),
          entry({ action: 'booking.teleported', entity: 'booking', subject: 'RSV-AAAAAA' }),
        ]),
      ),
    )
    renderApp('/admin?tab=audit')
    const table = await screen.findByRole('table', { name: 'Audit log' })
    const [, moved, gone, expired, settingsRow, unknown] = within(table).getAllByRole('row')
    expect(moved!.textContent).toContain('Ada Admin moved RSV-3HV469')
    expect(within(moved!).getByRole('link', { name: 'RSV-3HV469' }).getAttribute('href')).toBe(
      '/operator-dashboard?section=bookings&booking=RSV-3HV469',
    )
    // Instants inside the record are the business's local times, not ISO.
    expect(moved!.querySelector('details')!.textContent).toContain('From2 Nov 2026, 10:30')
    expect(moved!.querySelector('details')!.textContent).toContain('To3 Nov 2026, 11:00')
    expect(gone!.textContent).toContain('Ada Admin cancelled a booking no longer there')
    expect(within(gone!).queryByRole('link')).toBeNull()
    expect(expired!.textContent).toContain('Reserva closed the lapsed offer on Q-7K3F9Q')
    expect(settingsRow!.textContent).toContain('Ada Admin changed the business settings')
    expect(unknown!.textContent).toContain('Ada Admin did “booking: teleported” to RSV-AAAAAA')
  })

  it('shows only what one person did when their name is chosen', async () => {
    const { requests } = auditServer(() => jsonResponse(page([entry()])))
    const { router } = renderApp('/admin?tab=audit&entity=service')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ada Admin: show only what Ada Admin did' }),
    )
    await waitFor(() => expect(lastRequest(requests)).toMatchObject({ actorId: ADA }))
    expect(router.location.search).toBe(
      `?tab=audit&actor=${ADA}&entity=service&actorName=Ada+Admin`,
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveProperty(
        'value',
        'Ada Admin (admin@example.com)',
      ),
    )
  })

  it('pages through the server: older entries come after the cursor of the page before', async () => {
    const newer = entry({ entityId: 'newest-record' })
    const older = entry({ entityId: 'oldest-record', actor: null, action: 'quote.expired' })
    const { requests } = auditServer((query) =>
      query.get('cursor') === 'cursor-1'
        ? jsonResponse(page([older]))
        : jsonResponse(page([newer], 'cursor-1')),
    )
    renderApp('/admin?tab=audit&entity=quote')

    const table = await screen.findByRole('table', { name: 'Audit log' })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByText('Showing the newest 1 entry')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }))

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(lastRequest(requests)).toEqual({ entity: 'quote', limit: '50', cursor: 'cursor-1' })
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Reserva closed')
    expect(screen.getByText('2 entries, all shown')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull()
  })

  it('says when nothing matches the filters', async () => {
    auditServer(() => jsonResponse(page([])))
    renderApp('/admin?tab=audit&entity=user')
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull()
  })

  it('says when the log could not be loaded, and tries again', async () => {
    let fail = true
    auditServer(() =>
      fail
        ? errorResponse(500, { code: 'internal', message: 'Database down' })
        : jsonResponse(page([entry()])),
    )
    renderApp('/admin?tab=audit')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The audit log could not be loaded')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy()
  })
})
