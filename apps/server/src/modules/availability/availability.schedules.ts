import type { ResourceDetail } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { findSchedules } from './availability.repository.ts'

type Schedule = Pick<ResourceDetail, 'weeklyHours' | 'overrides' | 'timeOff'>

const hhmm = (t: string) => t.slice(0, 5)

/**
 * The weekly hours, the date overrides from `since` and the time off ending after `since` of each
 * of `resourceIds`, as the staff screens show them (times as HH:MM, in order).
 */
export async function schedulesOf(
  db: Db | Tx,
  resourceIds: string[],
  { since }: { since: Date },
): Promise<Map<string, Schedule>> {
  const { hours, overrides, off } = await findSchedules(db, resourceIds, { since })
  return new Map(
    resourceIds.map((id) => {
      const byDate = new Map<string, { start: string; end: string }[]>()
      for (const o of overrides.filter((o) => o.resourceId === id)) {
        const list = byDate.get(o.date) ?? []
        if (o.startTime && o.endTime) list.push({ start: hhmm(o.startTime), end: hhmm(o.endTime) })
        byDate.set(o.date, list)
      }
      const schedule: Schedule = {
        weeklyHours: hours
          .filter((h) => h.resourceId === id)
          .map((h) => ({ weekday: h.weekday, start: hhmm(h.startTime), end: hhmm(h.endTime) }))
          .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
        overrides: [...byDate.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([date, intervals]) => ({ date, intervals })),
        timeOff: off
          .filter((t) => t.resourceId === id)
          .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
          .map((t) => ({
            id: t.id,
            start: t.startsAt.toISOString(),
            end: t.endsAt.toISOString(),
            reason: t.reason,
          })),
      }
      return [id, schedule]
    }),
  )
}
