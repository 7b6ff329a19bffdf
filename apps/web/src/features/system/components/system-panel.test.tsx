import type { SystemStatus } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminShellRoutes } from '@/testing/admin-fixtures.ts'
import { eachTestAtNow } from '@/testing/booking-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()
// 2030-11-20T08:00:00Z
eachTestAtNow()

const healthy: SystemStatus = {
  version: '1.4.0',
  startedAt: '2030-11-18T08:00:00.000Z',
  database: {
    kind: 'pglite',
    bytes: 48 * 1024 * 1024,
    migration: { tag: '0024_booking_story', count: 25 },
  },
  backups: {
    last: {
      createdAt: '2030-11-20T03:00:00.000Z',
      bytes: 3 * 1024 * 1024,
      file: '/var/backups/reserva/reserva-20301120T030000Z.tar.gz',
    },
    schedule: { dir: '/var/backups/reserva', everyMinutes: 1440, keep: 7, kept: 5 },
  },
  outbox: { pending: 3, due: 0, oldestDueAt: null, failed: 0, sentLastDay: 41 },
  storage: { driver: 'local', objects: 12, bytes: 5 * 1024 * 1024 + 200 * 1024 },
  sockets: 4,
}

/** The admin's server answering `status` to the System view, and counting the asks. */
function systemServer(status: SystemStatus) {
  let asked = 0
  stubFetch({
    ...adminShellRoutes(),
    '/api/v1/admin/system': () => {
      asked++
      return jsonResponse(status)
    },
  })
  return { asked: () => asked }
}

const card = (name: string) => screen.findByRole('region', { name })
const row = (region: HTMLElement, label: string) =>
  within(region).getByRole('row', { name: new RegExp(`^${label}`) }).textContent

describe('the admin screen: System', () => {
  it('shows the version, database, backups, mail, files and connections', async () => {
    systemServer(healthy)
    renderApp('/admin?tab=system')

    const server = await card('Server')
    expect(row(server, 'Version')).toContain('Reserva 1.4.0')
    expect(row(server, 'Running since')).toContain('2 days ago')
    expect(row(server, 'Live connections')).toContain('4')

    const database = await card('Database')
    expect(row(database, 'Kind')).toContain('Embedded (PGlite)')
    expect(row(database, 'Size')).toContain('48.0 MB')
    expect(row(database, 'Migration')).toContain('0024_booking_story (25 applied)')

    const backups = await card('Backups')
    expect(within(backups).getByText('Recent')).toBeTruthy()
    expect(row(backups, 'Last backup')).toContain('5 hours ago')
    expect(row(backups, 'Size')).toContain('3.0 MB')
    expect(row(backups, 'Schedule')).toContain('Every 1 day, keeping 7 (5 now)')
    expect(row(backups, 'Folder')).toContain('/var/backups/reserva')

    const mail = await card('Outgoing mail')
    expect(within(mail).getByText('Sending')).toBeTruthy()
    expect(row(mail, 'Waiting')).toContain('3 (0 due now)')
    expect(row(mail, 'Longest due')).toContain('Nothing due')
    expect(row(mail, 'Sent in 24 hours')).toContain('41')

    const files = await card('Stored files')
    expect(row(files, 'Files')).toContain('12')
    expect(row(files, 'Size')).toContain('5.2 MB')
  })

  it('warns of no backup, an overdue one, mail stuck and mail given up on', async () => {
    systemServer({
      ...healthy,
      backups: { last: null, schedule: null },
      outbox: {
        pending: 9,
        due: 9,
        oldestDueAt: '2030-11-20T07:00:00.000Z',
        failed: 2,
        sentLastDay: 0,
      },
    })
    renderApp('/admin?tab=system')
    const backups = await card('Backups')
    expect(within(backups).getByText('None yet', { selector: '.mantine-Badge-label' })).toBeTruthy()
    expect(row(backups, 'Schedule')).toContain('None: set BACKUP_DIR to take them')
    const mail = await card('Outgoing mail')
    expect(within(mail).getByText('Delayed')).toBeTruthy()
    expect(row(mail, 'Longest due')).toContain('1 hour ago')
    expect(row(mail, 'Failed')).toContain('2')
  })

  it('calls a backup older than twice the schedule overdue, and asks again on Refresh', async () => {
    const { asked } = systemServer({
      ...healthy,
      backups: {
        last: {
          ...(healthy.backups.last as NonNullable<SystemStatus['backups']['last']>),
          createdAt: '2030-11-17T03:00:00.000Z',
        },
        schedule: healthy.backups.schedule,
      },
    })
    renderApp('/admin?tab=system')
    const backups = await card('Backups')
    expect(within(backups).getByText('Overdue')).toBeTruthy()
    const before = asked()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(asked()).toBe(before + 1))
  })
})
