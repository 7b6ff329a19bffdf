import type { DataExport } from '@reserva/shared'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { preparingPollMs } from '../api/data-export.ts'
import { DataExportSettings } from './data-export-settings.tsx'

const id = '0f6b2c1e-8d4a-4c3b-9e2f-1a2b3c4d5e6f'
const personId = 'c0ffee00-1234-4abc-8def-0123456789ab'
const archive = `/api/v1/data-exports/${id}/archive`
const preparing: DataExport = {
  id,
  status: 'preparing',
  requestedAt: '2026-12-04T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  size: null,
  downloadUrl: null,
}
const expiresAt = '2026-12-11T12:00:00.000Z'
const ready: DataExport = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-12-04T10:00:05.000Z',
  expiresAt,
  size: 2_411_725,
  downloadUrl: archive,
}

/**
 * The day `instant` falls on where the test runs, as the card writes it ("11 Dec 2026"): the card
 * shows times in the viewer's own zone, and `npm run test:clock` runs this in several.
 */
const dayHere = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(instant),
  )

/**
 * An export server at `path`: GET answers the latest, POST asks for one (preparing), and the
 * worker has it ready by the next GET, the first the card asks again. `post` answers a POST instead, when given.
 */
function exportServer(path: string, post?: () => Response) {
  let latest: DataExport | null = null
  const sent: { method: string; body: unknown }[] = []
  stubFetch({
    [path]: (_url, init) => {
      const method = init?.method ?? 'GET'
      if (method === 'POST') {
        sent.push({ method, body: JSON.parse(String(init?.body)) })
        if (post) return post()
        latest = preparing
        return jsonResponse({ export: latest }, 202)
      }
      sent.push({ method, body: null })
      if (latest?.status === 'preparing') latest = ready
      return jsonResponse({ export: latest })
    },
  })
  return sent
}

afterEach(() => {
  vi.useRealTimers()
})

describe('downloading one’s data', () => {
  it('prepares the archive, says so while it is prepared, then offers it to download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const sent = exportServer('/api/v1/me/data-export')
    renderWithProviders(<DataExportSettings />)

    expect(await screen.findByText(/bookings, quotes and their messages, files/)).toBeTruthy()
    screen.getByText(/we e-mail you when it is ready/)
    await user.click(screen.getByRole('button', { name: 'Prepare my download' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Preparing… we’ll e-mail you when it’s ready',
    )
    expect(screen.queryByRole('button', { name: 'Prepare my download' })).toBeNull()

    // Asked again a few seconds later: the worker has it ready.
    await act(() => vi.advanceTimersByTimeAsync(preparingPollMs))
    const link = await screen.findByRole('link', { name: 'Download my data' })
    expect(link.getAttribute('href')).toBe(archive)
    expect(link.hasAttribute('download')).toBe(true)
    const status = screen.getByRole('status').textContent
    expect(status).toContain('2.3 MB')
    expect(status).toMatch(new RegExp(`available until .*${dayHere(expiresAt)}`))
    expect(sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', body: {} }])
  })

  it('says when more can be asked for after too many in a day', async () => {
    const user = userEvent.setup()
    const retryAt = '2026-12-05T12:00:00.000Z'
    exportServer('/api/v1/me/data-export', () =>
      errorResponse(429, {
        code: 'data_export.too_many',
        message: 'Too many exports today',
        details: { retryAt },
      }),
    )
    renderWithProviders(<DataExportSettings />)
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('the most downloads allowed in a day')
    expect(alert.textContent).toMatch(new RegExp(`ask again from .*${dayHere(retryAt)}`))
  })

  it('offers to try again when preparing failed, and to prepare another once expired', async () => {
    stubFetch({
      '/api/v1/me/data-export': () => jsonResponse({ export: { ...preparing, status: 'failed' } }),
    })
    const failed = renderWithProviders(<DataExportSettings />)
    expect((await screen.findByRole('alert')).textContent).toContain('could not be prepared')
    screen.getByRole('button', { name: 'Try again' })
    failed.unmount()

    stubFetch({
      '/api/v1/me/data-export': () =>
        jsonResponse({ export: { ...ready, status: 'expired', downloadUrl: null, size: null } }),
    })
    renderWithProviders(<DataExportSettings />)
    expect(await screen.findByText(new RegExp(`expired on .*${dayHere(expiresAt)}`))).toBeTruthy()
    screen.getByRole('button', { name: 'Prepare a new download' })
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('an admin’s export of a person’s data', () => {
  it('asks for it at the person’s path, in the admin’s words', async () => {
    const user = userEvent.setup()
    const sent = exportServer(`/api/v1/admin/people/${personId}/data-export`)
    renderWithProviders(<DataExportSettings personId={personId} />)
    expect(await screen.findByText(/everything Reserva holds about this person/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Prepare an export' }))
    await screen.findByText('Preparing… we’ll e-mail you when it’s ready')
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', body: {} }]),
    )
  })
})
