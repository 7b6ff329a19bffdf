import { realtimeCloseCodes } from '@reserva/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accessToken,
  changesHeard,
  opened,
  openSocket,
  settled,
  type TestSocket,
  useRealtimeApp,
} from '../../testing/realtime.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { users } from '../auth/auth.table.ts'
import { listenerName, notifyChannel } from './realtime.forwarding.ts'

/** Another customer's quote had a message: only staff and that customer may hear of it. */
const messageAdded = (customerId: string) => ({
  topic: 'quotes' as const,
  event: 'quote.message_added' as const,
  id: `quote-of-${customerId}`,
  customerId,
})

/** `staff` hears of `change` and `demoted` does not (what the server sent before the pong). */
async function onlyStaffHears(staff: TestSocket, demoted: TestSocket, id: string) {
  await expect.poll(() => changesHeard(staff).map((change) => change.id)).toContain(id)
  await settled(demoted)
  expect(changesHeard(demoted).map((change) => change.id)).not.toContain(id)
}

// Sockets waiting to authenticate, per address, and access read again without a notice.
describe(`realtime sockets' access over time (${testDbKind})`, () => {
  const { t, server, hub, socketOf, customer, operator, admin, banned } = useRealtimeApp(
    { demo: false, realtime: { maxUnauthenticatedPerAddress: 3, recheckIntervalMs: 100 } },
    {
      customer: ['customer', 'Cat Customer'],
      operator: ['operator', 'Olga Operator'],
      admin: ['admin', 'Ada Admin'],
      banned: ['customer', 'Bea Banned'],
    },
  )

  it('refuses a fourth unauthenticated socket from one address with 429, and takes it once one authenticated', async () => {
    const waiting = [1, 2, 3].map(() => openSocket(server.url, { from: '203.0.113.7' }))
    for (const socket of waiting) await opened(socket)
    await expect(opened(openSocket(server.url, { from: '203.0.113.7' }))).rejects.toThrow(
      'HTTP 429',
    )
    // Another address is not held back by this one.
    const elsewhere = openSocket(server.url, { from: '198.51.100.2' })
    await expect(opened(elsewhere)).resolves.toBeUndefined()

    // One of the three authenticates: it no longer counts, and another may open.
    const [first] = waiting
    first?.send({ type: 'auth', token: await accessToken(t, customer.cookie) })
    await first?.next('ready')
    const again = openSocket(server.url, { from: '203.0.113.7' })
    await expect(opened(again)).resolves.toBeUndefined()
    for (const socket of [...waiting, elsewhere, again]) socket.close()
    await expect.poll(() => hub.size()).toBe(0)
  })

  it('closes at once the sockets of one address that were opened together past the cap', async () => {
    const burst = Array.from({ length: 8 }, () => openSocket(server.url, { from: '203.0.113.9' }))
    const ends = await Promise.all(
      burst.map(async (socket) => {
        try {
          await opened(socket)
        } catch {
          return 'refused'
        }
        // A socket still waiting answers a ping before `auth` with an error; a closed one does not.
        socket.send({ type: 'ping', id: 'p' })
        return Promise.race([
          socket.closed.then(
            () => socket.received.find((m) => m.type === 'closing')?.reason ?? 'closed',
          ),
          socket.next('error').then(
            () => 'waiting',
            () => 'closed',
          ),
        ])
      }),
    )
    // However the upgrades interleaved, three wait and the rest were turned away.
    expect(ends.filter((end) => end === 'waiting')).toHaveLength(3)
    expect(ends.filter((end) => end === 'too_many_sockets' || end === 'refused')).toHaveLength(5)
    for (const socket of burst) socket.close()
  })

  it('reads every socket’s access again every so often, without any notice: a demoted operator stops hearing of others’ quotes, a banned customer is closed', async () => {
    const staff = await socketOf(admin)
    const demoted = await socketOf(operator)
    const toBan = await socketOf(banned)
    // Changed behind Better Auth's back, so that no notice says so: as if it had been lost.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, operator.userId))
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId))

    expect(await demoted.next('ready')).toMatchObject({ userId: operator.userId })
    expect(await toBan.next('closing')).toEqual({ type: 'closing', reason: 'banned' })
    expect((await toBan.closed).code).toBe(realtimeCloseCodes.unauthorized)
    hub.deliver(messageAdded(customer.userId))
    await onlyStaffHears(staff, demoted, messageAdded(customer.userId).id)
    for (const socket of [staff, demoted]) socket.close()
  })
})

// The LISTEN connection is PostgreSQL's: on PGlite, changes and notices never leave the process.
describe.runIf(testDbKind === 'postgres')('realtime after the LISTEN connection came back', () => {
  const { t, socketOf, customer, operator, admin } = useRealtimeApp(
    // The periodic re-check is far off: what the test sees is the one after reconnecting.
    { demo: false, realtime: { recheckIntervalMs: 3_600_000 } },
    {
      customer: ['customer', 'Cat Customer'],
      operator: ['operator', 'Olga Operator'],
      admin: ['admin', 'Ada Admin'],
    },
  )

  it('reads every socket’s access again before it forwards anything: an operator demoted while it was down hears no other customer’s quote', async () => {
    const staff = await socketOf(admin)
    const demoted = await socketOf(operator)
    // The demotion's notice would have gone through the LISTEN connection that is about to drop.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, operator.userId))
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${listenerName} and datname = current_database()`)

    expect(await demoted.next('ready', 15_000)).toMatchObject({ userId: operator.userId })
    const change = { kind: 'change', ...messageAdded(customer.userId) }
    await t.db.execute(sql`select pg_notify(${notifyChannel}, ${JSON.stringify(change)})`)
    await onlyStaffHears(staff, demoted, change.id)
    for (const socket of [staff, demoted]) socket.close()
  })
})
