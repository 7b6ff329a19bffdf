import type { CalendarConnection } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { CalendarConnectionSettings } from './calendar-connection.tsx'

const resource = { id: '6b0c9a52-3c4e-4b6a-9f0e-2a1b3c4d5e6f', name: 'Sam Okafor' }
const path = `/api/v1/resources/${resource.id}/calendar-connection`
const calendarUrl = 'https://dav.example.test/calendars/sam/work/'
const connected = (over: Partial<CalendarConnection> = {}): CalendarConnection => ({
  url: calendarUrl,
  calendarUrl,
  username: 'sam',
  state: 'ok',
  waitingChanges: 0,
  lastError: null,
  behindSince: null,
  lastReadAt: '2026-12-04T10:00:00.000Z',
  busyTimes: 3,
  lastWrittenAt: '2026-12-04T09:58:00.000Z',
  nextReadAt: '2026-12-04T10:05:00.000Z',
  connectedAt: '2026-12-04T09:00:00.000Z',
  ...over,
})
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/** A connection server: `state` is what GET answers; the handlers record what was sent. */
function server(start: CalendarConnection | null, answers: Record<string, () => Response> = {}) {
  let connection = start
  const sent: { method: string; body: unknown }[] = []
  stubFetch({
    [path]: (_url, init) => {
      const method = init?.method ?? 'GET'
      if (method !== 'GET') sent.push({ method, body: bodyOf(init) })
      const answer = answers[method]
      if (answer) return answer()
      if (method === 'PUT') connection = connected({ state: 'starting', lastReadAt: null })
      if (method === 'DELETE') connection = null
      return jsonResponse({ connection })
    },
    [`${path}/sync`]: () => {
      sent.push({ method: 'SYNC', body: null })
      return answers.SYNC?.() ?? jsonResponse({ connection })
    },
  })
  renderWithProviders(<CalendarConnectionSettings resource={resource} timezone="Europe/London" />)
  return sent
}

describe('a resource’s calendar connection', () => {
  it('connects with the address, user and password, then shows how the sync stands', async () => {
    const user = userEvent.setup()
    const sent = server(null)
    const form = await screen.findByRole('form', { name: 'Calendar connection details' })
    await user.type(within(form).getByLabelText(/Calendar address/), calendarUrl)
    await user.type(within(form).getByLabelText(/User name/), 'sam')
    await user.type(within(form).getByLabelText(/^Password/), 'app-password')
    await user.click(within(form).getByRole('button', { name: 'Connect' }))
    expect(await screen.findByText('Starting')).toBeTruthy()
    expect(sent).toEqual([
      { method: 'PUT', body: { url: calendarUrl, username: 'sam', password: 'app-password' } },
    ])
    expect(screen.getByRole('status').textContent).toContain('The calendar is connected')
  })

  it('says why the server would not connect it', async () => {
    const user = userEvent.setup()
    server(null, {
      PUT: () =>
        jsonResponse(
          { error: { code: 'calendar_sync.refused', message: 'The calendar refused the user' } },
          422,
        ),
    })
    const form = await screen.findByRole('form', { name: 'Calendar connection details' })
    await user.type(within(form).getByLabelText(/Calendar address/), calendarUrl)
    await user.type(within(form).getByLabelText(/User name/), 'sam')
    await user.type(within(form).getByLabelText(/^Password/), 'wrong')
    await user.click(within(form).getByRole('button', { name: 'Connect' }))
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'refused this user name or password',
    )
  })

  it('says the sync is behind, why and since when, and syncs now on request', async () => {
    const user = userEvent.setup()
    const sent = server(
      connected({
        state: 'behind',
        waitingChanges: 2,
        lastError: 'connect ECONNREFUSED 203.0.113.7:443',
        behindSince: '2026-12-04T09:30:00.000Z',
      }),
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The calendar sync is behind')
    expect(alert.textContent).toContain('changes waiting: 2')
    expect(alert.textContent).toContain('ECONNREFUSED')
    await user.click(screen.getByRole('button', { name: 'Sync now' }))
    await waitFor(() => expect(sent).toEqual([{ method: 'SYNC', body: null }]))
    // Still behind: the warning stays, and nothing says it worked.
    expect(screen.getByRole('alert').textContent).toContain('ECONNREFUSED')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('asks before it disconnects, and says the events written stay', async () => {
    const user = userEvent.setup()
    const sent = server(connected())
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this calendar?' })
    expect(dialog.textContent).toContain('Events already written stay')
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByRole('form', { name: 'Calendar connection details' })).toBeTruthy()
    expect(sent.map((s) => s.method)).toEqual(['DELETE'])
  })
})
