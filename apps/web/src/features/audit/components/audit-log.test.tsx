import type { AuditEntry, AuditPage } from '@reserva/shared'
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
    data: { name: 'Trim', priceMinor: 2500 },
    ...over,
  }
}

/** An admin's server whose audit log answers by cursor, recording each request. */
const auditServer = (answer: (query: URLSearchParams) => Response) =>
  adminTabServer({ path: '/api/v1/admin/audit', answer, settings })

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
    expect(row.textContent).toContain('Ada Admin')
    expect(row.textContent).toContain('service.updated')
    expect(row.textContent).toContain('svc-1')
    expect(row.textContent).toContain('name: Trim, priceMinor: 2500')
    // 01:30 UTC is 10:30 in Tokyo.
    expect(row.textContent).toContain('2 Nov 2026, 10:30:00')
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveProperty('value', 'Service')
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
    await userEvent.type(within(form).getByLabelText(/^Action/), 'booking.')
    await userEvent.type(within(form).getByLabelText('From'), '2026-11-01')
    await userEvent.type(within(form).getByLabelText('To'), '2026-11-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }))

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({
        tab: 'audit',
        entity: 'booking',
        action: 'booking.',
        from: '2026-11-01',
        to: '2026-11-01',
      }),
    )
    await waitFor(() =>
      expect(lastRequest(requests)).toEqual({
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
      entity: 'booking',
      action: 'booking.',
      from: '2026-10-31T15:00:00.000Z',
      to: '2026-11-01T15:00:00.000Z',
    })
  })

  it('refuses an action the server would not take, and asks nothing with it', async () => {
    const { requests } = auditServer(() => jsonResponse(page([entry()])))
    const { router } = renderApp('/admin?tab=audit')
    const form = await screen.findByRole('form', { name: 'Filter the audit log' })
    await userEvent.type(within(form).getByLabelText(/^Action/), 'Booking Confirm')
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }))

    expect(await within(form).findByText(/An action is lower-case letters/)).toBeTruthy()
    expect(router.location.search).toBe('?tab=audit')
    expect(requests).toHaveLength(1)
  })

  it('shows only what one person did when their name is chosen', async () => {
    const { requests } = auditServer(() => jsonResponse(page([entry()])))
    const { router } = renderApp('/admin?tab=audit&entity=service')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ada Admin: show only what Ada Admin did' }),
    )
    await waitFor(() => expect(lastRequest(requests)).toMatchObject({ actorId: ADA }))
    expect(router.location.search).toBe(`?tab=audit&actor=${ADA}&entity=service`)
    expect(screen.getByLabelText(/^Person's user ID/)).toHaveProperty('value', ADA)
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
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('System')
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
