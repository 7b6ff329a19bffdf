import type { overrideSchema, timeOffInputSchema } from '@reserva/shared'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { findResourcesByIds } from '../catalogue/catalogue.repository.ts'
import { resourceDetail } from '../catalogue/catalogue.service.ts'
import {
  clearOverride,
  deleteTimeOff,
  insertTimeOff,
  replaceOverride,
  replaceWeeklyHours,
} from './availability.repository.ts'

// A resource's weekly hours, date overrides and time off; each change answers the resource as
// the staff screens show it (catalogue's `resourceDetail`).

/** Who changes which resource. */
interface ResourceChange {
  db: Db
  actorId: string
  id: string
}

async function assertResource(db: Db, id: string) {
  if ((await findResourcesByIds(db, [id])).length === 0) throw notFound('No such resource')
}

/**
 * Makes `change` and its audit row `action` in one transaction (`change` returns the row's data),
 * then answers the resource. A resource that does not exist is a 404 first, unless
 * `checkedByChange`: the change finds its own row of this resource, and is the check.
 */
async function changeSchedule(
  { db, actorId, id }: ResourceChange,
  action: string,
  change: (tx: Tx) => Promise<Record<string, unknown>>,
  { checkedByChange = false }: { checkedByChange?: boolean } = {},
) {
  if (!checkedByChange) await assertResource(db, id)
  await db.transaction(async (tx) => {
    const data = await change(tx)
    await writeAudit(tx, { actorId, action, entity: 'resource', entityId: id, data })
  })
  return resourceDetail(db, id)
}

export async function setWeeklyHours({
  intervals,
  ...who
}: ResourceChange & { intervals: { weekday: number; start: string; end: string }[] }) {
  return changeSchedule(who, 'resource.hours_set', async (tx) => {
    await replaceWeeklyHours(tx, who.id, intervals)
    return { intervals }
  })
}

export async function setOverride({
  input,
  ...who
}: ResourceChange & { input: z.infer<typeof overrideSchema> }) {
  return changeSchedule(who, 'resource.override_set', async (tx) => {
    await replaceOverride(tx, who.id, input)
    return input
  })
}

export async function removeOverride({ date, ...who }: ResourceChange & { date: string }) {
  return changeSchedule(who, 'resource.override_removed', async (tx) => {
    await clearOverride(tx, who.id, date)
    return { date }
  })
}

export async function addTimeOff({
  input,
  ...who
}: ResourceChange & { input: z.infer<typeof timeOffInputSchema> }) {
  return changeSchedule(who, 'resource.time_off_added', async (tx) => {
    const row = await insertTimeOff(tx, {
      resourceId: who.id,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      reason: input.reason,
    })
    return { timeOffId: row.id, ...input }
  })
}

/** The delete finds only this resource's time off, and is the check (404 otherwise). */
export async function removeTimeOff({ timeOffId, ...who }: ResourceChange & { timeOffId: string }) {
  return changeSchedule(
    who,
    'resource.time_off_removed',
    async (tx) => {
      if (!(await deleteTimeOff(tx, who.id, timeOffId))) throw notFound('No such time off')
      return { timeOffId }
    },
    { checkedByChange: true },
  )
}
