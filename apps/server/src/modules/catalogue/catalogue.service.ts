import type {
  AdminService,
  createResourceSchema,
  createServiceSchema,
  ResourceDetail,
  Service,
  updateResourceSchema,
  updateServiceSchema,
} from '@reserva/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { schedulesOf } from '../availability/availability.schedules.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { priceDoesNotMatchPricing, unknownResources } from './catalogue.errors.ts'
import {
  findResources,
  findResourcesByIds,
  findService,
  findServices,
  insertResource,
  insertService,
  type ServiceRow,
  updateResourceRow,
  updateServiceRow,
} from './catalogue.repository.ts'

/** Who changes which record, and how. */
type Change<Input> = { db: Db; actorId: string; id: string; input: Input }

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
    resourceIds: s.resourceIds,
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
}: Change<z.infer<typeof updateServiceSchema>>): Promise<AdminService> {
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

/** The resources with their schedules from the day before `now` on. */
export async function listResources(db: Db, { now }: { now: Date }): Promise<ResourceDetail[]> {
  const rows = await findResources(db)
  const schedules = await schedulesOf(
    db,
    rows.map((r) => r.id),
    { since: new Date(now.getTime() - 86_400_000) },
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    description: r.description,
    active: r.active,
    ...schedules.get(r.id)!,
  }))
}

/** One resource with its hours, overrides and time off, as the staff screens show it. */
export async function resourceDetail(db: Db, { id, now }: { id: string; now: Date }) {
  const found = (await listResources(db, { now })).find((r) => r.id === id)
  if (!found) throw notFound('No such resource')
  return found
}

export async function createResource({
  db,
  actorId,
  input,
  now,
}: {
  db: Db
  actorId: string
  input: z.infer<typeof createResourceSchema>
  now: Date
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
  return resourceDetail(db, { id: row.id, now })
}

export async function updateResource({
  db,
  actorId,
  id,
  input,
  now,
}: Change<z.infer<typeof updateResourceSchema>> & { now: Date }) {
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
  return resourceDetail(db, { id, now })
}
