import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { writeAudit } from '../modules/audit/audit.repository.ts'
import { createCapturedLogger } from '../testing/create-test-app.ts'
import { createTestDatabase } from '../testing/test-db.ts'
import { createEventBus, type DomainEvent } from './domain-events.ts'

declare module './domain-events.ts' {
  interface DomainEvents {
    'test.happened': { id: string }
  }
}

const auditRows = async (database: Database, entityId: string) =>
  Number(
    (
      (await database.db.execute(
        sql`select count(*)::int as n from audit_log where entity_id = ${entityId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n,
  )

describe('domain events', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('runs in-transaction subscribers on the transaction, and the rest only after it commits', async () => {
    const { logger } = createCapturedLogger()
    const events = createEventBus({ logger })
    const seen: string[] = []
    events.inTransaction('test.happened', async (event, tx) => {
      seen.push(`in ${event.id}`)
      await writeAudit(tx, { actorId: null, action: 'test', entity: 'test', entityId: event.id })
    })
    events.afterCommit('test.happened', async (event) => {
      seen.push(`after ${event.id}; rows ${await auditRows(database, event.id)}`)
    })
    const result = await events.transaction(database.db, async (tx) => {
      await events.publish(tx, { type: 'test.happened', id: 'e1' })
      seen.push('work done')
      return 42
    })
    expect(result).toBe(42)
    // The after-commit subscriber sees what the in-transaction one wrote: it had committed.
    expect(seen).toEqual(['in e1', 'work done', 'after e1; rows 1'])
  })

  it('drops the events of a transaction that rolled back, with what their subscribers wrote', async () => {
    const { logger } = createCapturedLogger()
    const events = createEventBus({ logger })
    const committed: DomainEvent[] = []
    events.inTransaction('test.happened', (event, tx) =>
      writeAudit(tx, { actorId: null, action: 'test', entity: 'test', entityId: event.id }),
    )
    events.afterCommit('*', (event) => {
      committed.push(event)
    })
    await expect(
      events.transaction(database.db, async (tx) => {
        await events.publish(tx, { type: 'test.happened', id: 'e2' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(committed).toEqual([])
    expect(await auditRows(database, 'e2')).toBe(0)
  })

  it('logs a failing after-commit subscriber instead of failing the change, and goes on', async () => {
    const { logger, lines } = createCapturedLogger()
    const events = createEventBus({ logger })
    const delivered: string[] = []
    events.afterCommit('test.happened', () => {
      throw new Error('socket gone')
    })
    events.afterCommit('test.happened', (event) => {
      delivered.push(event.id)
    })
    await events.transaction(database.db, (tx) =>
      events.publish(tx, { type: 'test.happened', id: 'e3' }),
    )
    expect(delivered).toEqual(['e3'])
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'a subscriber failed after commit', event: 'test.happened' }),
    )
  })

  it('refuses an event published outside a transaction it opened, and stops calling an unsubscribed handler', async () => {
    const { logger } = createCapturedLogger()
    const events = createEventBus({ logger })
    await expect(
      database.db.transaction((tx) => events.publish(tx, { type: 'test.happened', id: 'e4' })),
    ).rejects.toThrow(/not opened by events.transaction/)
    const seen: string[] = []
    const stop = events.afterCommit('test.happened', (event) => {
      seen.push(event.id)
    })
    stop()
    await events.transaction(database.db, (tx) =>
      events.publish(tx, { type: 'test.happened', id: 'e5' }),
    )
    expect(seen).toEqual([])
  })
})
