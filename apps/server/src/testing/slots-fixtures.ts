import {
  type BusyEntry,
  computeSlots,
  type ResourceAvailability,
  type Slot,
  type SlotInput,
} from '../modules/availability/slots.ts'

// London in January is on GMT, so wall-clock times there read the same as UTC instants: these
// tests state hours and bookings as plain times. Time zones proper are in slots.time-zones.test.ts.
export const MONDAY = '2026-01-05'
export const at = (time: string, date = MONDAY) => new Date(`${date}T${time}:00Z`)

export function resource(
  partial: Partial<ResourceAvailability> & { hours?: [string, string][] } = {},
): ResourceAvailability {
  const { hours = [['09:00', '17:00']], ...rest } = partial
  return {
    id: 'r1',
    weeklyHours: [1, 2, 3, 4, 5].flatMap((weekday) =>
      hours.map(([start, end]) => ({ weekday, start, end })),
    ),
    overrides: [],
    timeOff: [],
    busy: [],
    ...rest,
  }
}

export function input(partial: Partial<SlotInput> = {}): SlotInput {
  return {
    timezone: 'Europe/London',
    from: MONDAY,
    to: MONDAY,
    now: new Date('2026-01-01T00:00:00Z'),
    policy: { minNoticeMinutes: 0, horizonDays: 60 },
    service: {
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      slotStepMinutes: 30,
      capacity: 1,
    },
    resources: [resource()],
    ...partial,
  }
}

export const service = (changes: Partial<SlotInput['service']>) => ({
  ...input().service,
  ...changes,
})
/** The slots of the default `input` for one service and one resource, each with these changes. */
export const slotsOf = (
  serviceChanges: Partial<SlotInput['service']>,
  resourceChanges: Parameters<typeof resource>[0] = {},
) =>
  computeSlots(input({ service: service(serviceChanges), resources: [resource(resourceChanges)] }))
export const busy = (start: string, end: string, extra: Partial<BusyEntry> = {}): BusyEntry => ({
  start: at(start),
  end: at(end),
  seats: 1,
  sameService: false,
  ...extra,
})
/** The slots' start times as 'HH:MM' (GMT, see above). */
export const times = (slots: Slot[]) => slots.map((slot) => slot.start.slice(11, 16))
export const grid = (first: string, last: string, stepMinutes: number) => {
  const out: string[] = []
  for (let t = at(first).getTime(); t <= at(last).getTime(); t += stepMinutes * 60_000) {
    out.push(new Date(t).toISOString().slice(11, 16))
  }
  return out
}
