import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { cookieFrom } from '../../testing/auth-helpers.ts'
import { freeSlotRequests, serverApi } from '../../testing/booking-load.ts'
import { authedSocket, type TestSocket } from '../../testing/realtime.ts'
import { signInCustomers } from '../../testing/server-customers.ts'
import { createServerData, type ServerData } from '../../testing/server-data.ts'
import {
  freePort,
  processTestTimeout,
  type SpawnedServer,
  spawnServer,
} from '../../testing/spawn-server.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { demoAccounts } from '../auth/demo-accounts.ts'
import { listenerName } from './realtime.forwarding.ts'

// With PostgreSQL every change goes through LISTEN/NOTIFY, so a socket held by
// one server process hears of a booking made through another; PGlite runs in one process only.
describe.runIf(testDbKind === 'postgres')('realtime across two server processes', () => {
  let data: ServerData
  let admin: Database
  const servers: SpawnedServer[] = []
  let a: ReturnType<typeof serverApi>
  let b: ReturnType<typeof serverApi>
  let bSocketUrl: string
  let bOrigin: string

  beforeAll(async () => {
    data = await createServerData()
    admin = await data.open()
    const [portA, portB] = [await freePort(), await freePort()]
    // One public address for both (as behind a load balancer): the tokens name it as issuer.
    const publicUrl = `http://127.0.0.1:${portA}`
    for (const port of [portA, portB]) {
      const server = spawnServer({ ...data.env, PORT: String(port), PUBLIC_URL: publicUrl })
      servers.push(server)
      await server.ready // one after the other: the first start seeds the demo business
    }
    a = serverApi(`http://127.0.0.1:${portA}`)
    b = serverApi(`http://127.0.0.1:${portB}`)
    bOrigin = `http://127.0.0.1:${portB}`
    bSocketUrl = `ws://127.0.0.1:${portB}/api/realtime`
  }, processTestTimeout)
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await admin?.close()
    await data?.remove()
  })

  const listeners = async () => {
    const result = await admin.db.execute(
      sql`select pid from pg_stat_activity where application_name = ${listenerName}
          and datname = current_database()`,
    )
    return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid)
  }

  /** Books a free slot through server A and waits for socket's `booking.created` of it. */
  const bookThroughAReaches = async (socket: TestSocket, customer: { cookie: string }) => {
    const [request] = await freeSlotRequests(a, {
      customers: [{ id: '', email: '', cookie: customer.cookie }],
      count: 1,
      keyPrefix: `rt-${Date.now()}`,
    })
    const res = await a('/api/v1/bookings', {
      method: 'POST',
      body: { ...request?.body, seats: 1 },
      cookie: customer.cookie,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = (await res.json()) as { booking: { id: string } }
    await expect
      .poll(() =>
        socket.received.some(
          (m) => m.type === 'change' && m.event === 'booking.created' && m.id === booking.id,
        ),
      )
      .toBe(true)
  }

  it(
    'a booking made through one process reaches a socket held by the other, also after the listener connection was cut',
    async () => {
      const [customer] = await signInCustomers(a, 0)
      if (!customer) throw new Error('no customer')
      // The token from B, the session made through A: both read the same database.
      const res = await b('/api/auth/token', { cookie: customer.cookie })
      const { token } = (await res.json()) as { token: string }
      const socket = await authedSocket(bSocketUrl, token, bOrigin)

      expect(await listeners()).toHaveLength(2)
      await bookThroughAReaches(socket, customer)

      const cut = await listeners()
      await admin.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${listenerName} and datname = current_database()`)
      // Each process opens a new LISTEN connection by itself.
      await expect
        .poll(async () => (await listeners()).filter((pid) => !cut.includes(pid)).length, {
          timeout: 15_000,
        })
        .toBe(2)
      await bookThroughAReaches(socket, customer)
      socket.close()
    },
    processTestTimeout,
  )

  it(
    'a role changed through one process holds at the next request to the other (its cached session forgotten)',
    async () => {
      const signIn = async (api: typeof a, role: 'admin' | 'operator') => {
        const account = demoAccounts.find((d) => d.role === role)
        const res = await api('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: account?.email, password: account?.password },
        })
        expect(res.status).toBe(200)
        const { user } = (await res.json()) as { user: { id: string } }
        return { id: user.id, cookie: cookieFrom(res) }
      }
      const adminA = await signIn(a, 'admin')
      const operatorB = await signIn(b, 'operator')
      const customersAtB = async () =>
        (await b('/api/v1/customers', { cookie: operatorB.cookie })).status
      const setRole = async (role: string) => {
        const res = await a(`/api/v1/admin/people/${operatorB.id}/role`, {
          method: 'POST',
          body: { role },
          cookie: adminA.cookie,
        })
        expect(res.status).toBe(200)
      }
      expect(await customersAtB()).toBe(200)
      await setRole('customer')
      // B hears of it by NOTIFY, within milliseconds; not after the cache's few seconds.
      await expect.poll(customersAtB, { timeout: 1000, interval: 20 }).toBe(403)
      await setRole('operator')
      await expect.poll(customersAtB, { timeout: 1000, interval: 20 }).toBe(200)
    },
    processTestTimeout,
  )
})
