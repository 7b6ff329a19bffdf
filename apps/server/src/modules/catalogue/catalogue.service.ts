import type {
  AdminService,
  createResourceSchema,
  createServiceSchema,
  overrideSchema,
  ResourceDetail,
  Service,
  timeOffInputSchema,
  updateResourceSchema,
  updateServiceSchema,
} from '@reserva/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { priceDoesNotMatchPricing, unknownResources } from './catalogue.errors.ts'
import {
  clearOverride,
  deleteTimeOff,
  findResources,
  findResourcesByIds,
  findSchedules,
  findService,
  findServices,
  insertResource,
  insertService,
  insertTimeOff,
  replaceOverride,
  replaceWeeklyHours,
  type ServiceRow,
  updateResourceRow,
  updateServiceRow,
} from './catalogue.repository.ts'

const hhmm = (t: string) => t.slice(0, 5)

/** Prices are in the business's currency. */
async function currencyOf(db: Db) {
  return (await requireSettings(db)).currency
}

export async function listPublicServices(db: Db): Promise<Service[]> {
  const currency = await currencyOf(db)
  return (await findServices(db, { activeOnly: true })).map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    durationMinutes: s.durationMinutes,
    pricing: s.pricing,
    priceMinor: s.priceMinor,
    currency,
    capacity: s.capacity,
  }))
}

const toAdminService = (
  s: ServiceRow & { resourceIds: string[] },
  currency: string,
): AdminService => ({
  id: s.id,
  name: s.name,
  description: s.description,
  durationMinutes: s.durationMinutes,
  bufferBeforeMinutes: s.bufferBeforeMinutes,
  bufferAfterMinutes: s.bufferAfterMinutes,
  slotStepMinutes: s.slotStepMinutes,
  pricing: s.pricing,
  priceMinor: s.priceMinor,
  capacity: s.capacity,
  active: s.active,
  sortOrder: s.sortOrder,
  resourceIds: s.resourceIds,
  currency,
})

export async function listAdminServices(db: Db): Promise<AdminService[]> {
  const currency = await currencyOf(db)
  return (await findServices(db, { activeOnly: false })).map((s) => toAdminService(s, currency))
}

async function assertResourcesExist(db: Db, ids: string[]) {
  const found = await findResourcesByIds(db, ids)
  const missing = ids.filter((id) => !found.some((r) => r.id === id))
  if (missing.length > 0) throw unknownResources(missing)
}

export async function createService({
  db,
  actorId,
  input,
}: {
  db: Db
  actorId: string
  input: z.infer<typeof createServiceSchema>
}): Promise<AdminService> {
  const { resourceIds, ...values } = input
  await assertResourcesExist(db, resourceIds)
  const row = await db.transaction(async (tx) => {
    const created = await insertService(
      tx,
      { ...values, priceMinor: values.pricing === 'quote' ? null : values.priceMinor },
      resourceIds,
    )
    await writeAudit(tx, {
      actorId,
      action: 'service.created',
      entity: 'service',
      entityId: created.id,
      data: input,
    })
    return created
  })
  return toAdminService({ ...row, resourceIds }, await currencyOf(db))
}

export async function updateService({
  db,
  actorId,
  id,
  input,
}: {
  db: Db
  actorId: string
  id: string
  input: z.infer<typeof updateServiceSchema>
}): Promise<AdminService> {
  const current = await findService(db, id)
  if (!current) throw notFound('No such service')
  const { resourceIds, ...values } = input
  if (resourceIds) await assertResourcesExist(db, resourceIds)
  const pricing = values.pricing ?? current.pricing
  const priceMinor = values.priceMinor === undefined ? current.priceMinor : values.priceMinor
  if ((pricing === 'fixed') !== (typeof priceMinor === 'number')) throw priceDoesNotMatchPricing()
  await db.transaction(async (tx) => {
    await updateServiceRow(tx, id, values, resourceIds)
    await writeAudit(tx, {
      actorId,
      action: 'service.updated',
      entity: 'service',
      entityId: id,
      data: input,
    })
  })
  const updated = await findService(db, id)
  if (!updated) throw notFound('No such service')
  return toAdminService(updated, await currencyOf(db))
}

export async function listResources(
  db: Db,
  { today = new Date() } = {},
): Promise<ResourceDetail[]> {
  const rows = await findResources(db)
  const since = new Date(today.getTime() - 86_400_000)
  const { hours, overrides, off } = await findSchedules(
    db,
    rows.map((r) => r.id),
    { since },
  )
  return rows.map((r) => {
    const byDate = new Map<string, { start: string; end: string }[]>()
    for (const o of overrides.filter((o) => o.resourceId === r.id)) {
      const list = byDate.get(o.date) ?? []
      if (o.startTime && o.endTime) list.push({ start: hhmm(o.startTime), end: hhmm(o.endTime) })
      byDate.set(o.date, list)
    }
    return {
      id: r.id,
      name: r.name,
      kind: r.kind,
      description: r.description,
      active: r.active,
      weeklyHours: hours
        .filter((h) => h.resourceId === r.id)
        .map((h) => ({ weekday: h.weekday, start: hhmm(h.startTime), end: hhmm(h.endTime) }))
        .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
      overrides: [...byDate.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, intervals]) => ({ date, intervals })),
      timeOff: off
        .filter((t) => t.resourceId === r.id)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((t) => ({
          id: t.id,
          start: t.startsAt.toISOString(),
          end: t.endsAt.toISOString(),
          reason: t.reason,
        })),
    }
  })
}

async function resourceDetail(db: Db, id: string) {
  const found = (await listResources(db)).find((r) => r.id === id)
  if (!found) throw notFound('No such resource')
  return found
}

export async function createResource({
  db,
  actorId,
  input,
}: {
  db: Db
  actorId: string
  input: z.infer<typeof createResourceSchema>
}) {
  const row = await db.transaction(async (tx) => {
    const created = await insertResource(tx, input)
    await writeAudit(tx, {
      actorId,
      action: 'resource.created',
      entity: 'resource',
      entityId: created.id,
      data: input,
    })
    return created
  })
  return resourceDetail(db, row.id)
}

export async function updateResource({
  db,
  actorId,
  id,
  input,
}: {
  db: Db
  actorId: string
  id: string
  input: z.infer<typeof updateResourceSchema>
}) {
  await db.transaction(async (tx) => {
    if (!(await updateResourceRow(tx, id, input))) throw notFound('No such resource')
    await writeAudit(tx, {
      actorId,
      action: 'resource.updated',
      entity: 'resource',
      entityId: id,
      data: input,
    })
  })
  return resourceDetail(db, id)
}

async function assertResource(db: Db, id: string) {
  if ((await findResourcesByIds(db, [id])).length === 0) throw notFound('No such resource')
}

export async function setWeeklyHours({
  db,
  actorId,
  id,
  intervals,
}: {
  db: Db
  actorId: string
  id: string
  intervals: { weekday: number; start: string; end: string }[]
}) {
  await assertResource(db, id)
  await db.transaction(async (tx) => {
    await replaceWeeklyHours(tx, id, intervals)
    await writeAudit(tx, {
      actorId,
      action: 'resource.hours_set',
      entity: 'resource',
      entityId: id,
      data: { intervals },
    })
  })
  return resourceDetail(db, id)
}

export async function setOverride({
  db,
  actorId,
  id,
  input,
}: {
  db: Db
  actorId: string
  id: string
  input: z.infer<typeof overrideSchema>
}) {
  await assertResource(db, id)
  await db.transaction(async (tx) => {
    await replaceOverride(tx, id, input)
    await writeAudit(tx, {
      actorId,
      action: 'resource.override_set',
      entity: 'resource',
      entityId: id,
      data: input,
    })
  })
  return resourceDetail(db, id)
}

export async function removeOverride({
  db,
  actorId,
  id,
  date,
}: {
  db: Db
  actorId: string
  id: string
  date: string
}) {
  await assertResource(db, id)
  await db.transaction(async (tx) => {
    await clearOverride(tx, id, date)
    await writeAudit(tx, {
      actorId,
      action: 'resource.override_removed',
      entity: 'resource',
      entityId: id,
      data: { date },
    })
  })
  return resourceDetail(db, id)
}

export async function addTimeOff({
  db,
  actorId,
  id,
  input,
}: {
  db: Db
  actorId: string
  id: string
  input: z.infer<typeof timeOffInputSchema>
}) {
  await assertResource(db, id)
  await db.transaction(async (tx) => {
    const row = await insertTimeOff(tx, {
      resourceId: id,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      reason: input.reason,
    })
    await writeAudit(tx, {
      actorId,
      action: 'resource.time_off_added',
      entity: 'resource',
      entityId: id,
      data: { timeOffId: row.id, ...input },
    })
  })
  return resourceDetail(db, id)
}

export async function removeTimeOff({
  db,
  actorId,
  id,
  timeOffId,
}: {
  db: Db
  actorId: string
  id: string
  timeOffId: string
}) {
  await db.transaction(async (tx) => {
    if (!(await deleteTimeOff(tx, id, timeOffId))) throw notFound('No such time off')
    await writeAudit(tx, {
      actorId,
      action: 'resource.time_off_removed',
      entity: 'resource',
      entityId: id,
      data: { timeOffId },
    })
  })
  return resourceDetail(db, id)
}
