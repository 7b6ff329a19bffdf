import type { Booking } from '@reserva/shared'
import { type CSSProperties, type PointerEvent, useRef, useState } from 'react'
import { statusColours } from '@/components/booking-status-badge.tsx'
import { shortDate, timeIn } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { bookingEventLabel } from '../calendar-events.ts'
import { clockTime, type GridBlock, type GridColumn, type Minutes } from '../calendar-grid.ts'
import { statusNames } from '../staff-status.ts'
import classes from './time-grid.module.css'

/** "AM" for Alex Morgan: a lane's name where a week of several resources leaves little room. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/**
 * Where a block was dropped: a day and a minute of it, in the same resource's column; or, its
 * end dragged (a resize), the same start and its new length in minutes.
 */
export type GridDrop = { booking: Booking; day: string; minute: number; minutes?: number }

const SNAP = 15

/** The statuses a booking can be moved from: the others are over. */
const movable = (block: GridBlock) =>
  block.bookings.length === 1 &&
  (block.bookings[0] as Booking).can.reschedule &&
  ['pending', 'confirmed'].includes((block.bookings[0] as Booking).status)

/**
 * A time grid (decision 038): time runs down, one column per resource and day. Closed hours and
 * breaks are shaded; an empty half hour books for a customer there; a booking opens with its
 * actions, and a booking that may move can be dragged to another time or day of its resource,
 * or by its lower edge to another length (the caller confirms before saving). A class is one block with its roster count.
 */
export function TimeGrid({
  columns,
  days,
  zone,
  hours,
  blocks,
  closed,
  pxPerMinute,
  highlighted,
  nowMinute,
  today,
  onOpen,
  onSlot,
  onDrop,
}: {
  columns: GridColumn[]
  days: string[]
  zone: string
  hours: { from: number; to: number }
  blocks: GridBlock[]
  closed: Map<string, Minutes[]>
  pxPerMinute: number
  highlighted: Set<string>
  nowMinute: number | null
  today: string
  onOpen: (block: GridBlock) => void
  onSlot: (slot: { column: GridColumn; minute: number }) => void
  onDrop: (drop: GridDrop) => void
}) {
  const { t, language } = useI18n()
  const perDay = columns.length / Math.max(1, days.length)
  const narrow = perDay > 1 && days.length > 1
  const height = (hours.to - hours.from) * pxPerMinute
  const top = (minute: number) => (minute - hours.from) * pxPerMinute
  const [drag, setDrag] = useState<{
    block: GridBlock
    column: string
    minute: number
    length: number
  } | null>(null)
  const pointer = useRef<{ x: number; y: number; moved: boolean; resize: boolean } | null>(null)
  const dragged = useRef(false)

  const startDrag = (block: GridBlock) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!movable(block) || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    // Taken by its lower edge, the booking is stretched or shortened rather than moved.
    const resize = (event.target as HTMLElement).dataset.resize !== undefined
    pointer.current = { x: event.clientX, y: event.clientY, moved: false, resize }
    dragged.current = false
  }
  const moveDrag = (block: GridBlock) => (event: PointerEvent<HTMLButtonElement>) => {
    const from = pointer.current
    if (!from) return
    if (!from.moved && Math.hypot(event.clientX - from.x, event.clientY - from.y) < 6) return
    from.moved = true
    const delta = Math.round((event.clientY - from.y) / pxPerMinute / SNAP) * SNAP
    const length = block.end - block.start
    if (from.resize) {
      const longer = Math.min(Math.max(length + delta, SNAP), hours.to - block.start)
      setDrag({ block, column: block.column, minute: block.start, length: longer })
      return
    }
    const minute = Math.min(Math.max(block.start + delta, hours.from), hours.to - length)
    // The column under the pointer, if it is the same resource's (a move keeps its resource).
    const under = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((element) => (element as HTMLElement).dataset?.column)
      .find(Boolean)
    const target = columns.find((c) => c.key === under)
    const own = columns.find((c) => c.key === block.column)
    const column =
      target && own && target.resource.id === own.resource.id ? target.key : block.column
    setDrag({ block, column, minute, length })
  }
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    const from = pointer.current
    pointer.current = null
    if (!from?.moved || !drag) {
      setDrag(null)
      return
    }
    event.currentTarget.releasePointerCapture(event.pointerId)
    dragged.current = true
    const column = columns.find((c) => c.key === drag.column)
    const booking = drag.block.bookings[0] as Booking
    setDrag(null)
    if (!column) return
    if (from.resize) {
      if (drag.length !== drag.block.end - drag.block.start)
        onDrop({ booking, day: column.day, minute: drag.minute, minutes: drag.length })
    } else if (drag.column !== drag.block.column || drag.minute !== drag.block.start) {
      onDrop({ booking, day: column.day, minute: drag.minute })
    }
  }

  const hourLines: number[] = []
  for (let m = Math.ceil(hours.from / 60) * 60; m < hours.to; m += 60) hourLines.push(m)
  const halfHours: number[] = []
  for (let m = hours.from; m < hours.to; m += 30) halfHours.push(m)

  return (
    <div className={classes.scroller}>
      <div
        className={classes.grid}
        style={
          {
            '--columns': columns.length,
            '--per-day': perDay,
            // A week of several resources fits its seven days: lanes narrow to their initials.
            '--column-min': narrow ? '1.75rem' : '4.5rem',
            '--body-height': `${height}px`,
          } as CSSProperties
        }
      >
        <div className={classes.corner} aria-hidden="true" />
        {days.map((day) => (
          <div
            key={day}
            className={classes.dayHead}
            data-today={day === today || undefined}
            style={{ gridColumn: `span ${perDay}` }}
          >
            {days.length === 1 ? null : shortDate(day, { year: false, language })}
            {perDay > 1 || days.length === 1 ? (
              <div className={classes.resourceRow}>
                {columns
                  .filter((c) => c.day === day)
                  .map((c) => (
                    <span key={c.key} className={classes.resourceHead} title={c.resource.name}>
                      {narrow ? initials(c.resource.name) : c.resource.name}
                    </span>
                  ))}
              </div>
            ) : null}
          </div>
        ))}

        <div className={classes.gutter} aria-hidden="true">
          {hourLines.map((m) => (
            <span key={m} className={classes.hour} style={{ top: top(m) }}>
              {clockTime(m, language)}
            </span>
          ))}
        </div>
        {columns.map((column, index) => (
          <div
            key={column.key}
            className={classes.column}
            data-column={column.key}
            data-day-start={index % perDay === 0 || undefined}
          >
            {hourLines.map((m) => (
              <div key={m} className={classes.line} style={{ top: top(m) }} />
            ))}
            {(closed.get(column.key) ?? []).map((span) => (
              <div
                key={span.start}
                className={classes.closed}
                data-closed
                style={{ top: top(span.start), height: (span.end - span.start) * pxPerMinute }}
              />
            ))}
            {halfHours.map((m) => (
              <button
                key={m}
                type="button"
                tabIndex={-1}
                className={classes.slot}
                style={{ top: top(m), height: 30 * pxPerMinute }}
                aria-label={t('staffCalendar.slotLabel', {
                  resource: column.resource.name,
                  day: column.day,
                  start: clockTime(m, language),
                  end: clockTime(m + 30, language),
                })}
                onClick={() => onSlot({ column, minute: m })}
              />
            ))}
            {column.day === today && nowMinute !== null && nowMinute >= hours.from ? (
              <div className={classes.now} style={{ top: top(nowMinute) }} aria-hidden="true" />
            ) : null}
            {blocks
              .filter((block) => block.column === column.key)
              .map((block) => (
                <BlockButton
                  key={block.key}
                  block={block}
                  zone={zone}
                  style={{
                    top: top(Math.max(block.start, hours.from)),
                    height: Math.max(
                      18,
                      (Math.min(block.end, hours.to) - Math.max(block.start, hours.from)) *
                        pxPerMinute -
                        2,
                    ),
                    insetInlineStart: `calc(${(100 * block.lane) / block.lanes}% + 2px)`,
                    width: `calc(${100 / block.lanes}% - 4px)`,
                  }}
                  highlighted={block.bookings.some((b) => highlighted.has(b.id))}
                  dragging={drag?.block.key === block.key}
                  movable={movable(block)}
                  onPointerDown={startDrag(block)}
                  onPointerMove={moveDrag(block)}
                  onPointerUp={endDrag}
                  onClick={() => {
                    if (dragged.current) {
                      dragged.current = false
                      return
                    }
                    onOpen(block)
                  }}
                />
              ))}
            {drag && drag.column === column.key ? (
              <div
                className={classes.ghost}
                aria-hidden="true"
                style={{
                  top: top(drag.minute),
                  height: drag.length * pxPerMinute - 2,
                }}
              >
                {clockTime(drag.minute, language)}–{clockTime(drag.minute + drag.length, language)}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  )
}

/** A booking or a class on the grid: time, who, what, and its status in words. */
function BlockButton({
  block,
  zone,
  style,
  highlighted,
  dragging,
  movable,
  ...handlers
}: {
  block: GridBlock
  zone: string
  style: CSSProperties
  highlighted: boolean
  dragging: boolean
  movable: boolean
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void
  onClick: () => void
}) {
  const { t, language } = useI18n()
  const first = block.bookings[0] as Booking
  const open = block.bookings.find((b) => b.status === 'confirmed' || b.status === 'pending')
  const status = (open ?? first).status
  const colours = statusColours(status)
  const roster = block.capacity ? `${block.seats}/${block.capacity}` : null
  const start = timeIn(zone, first.start, { language })
  const label = block.capacity
    ? t('staffCalendar.classLabel', {
        start,
        service: first.service.name,
        seats: block.seats,
        count: block.capacity,
        status: t(statusNames[status]),
        end: timeIn(zone, first.end, { language }),
        resource: first.resource.name,
      })
    : bookingEventLabel(first, zone)
  return (
    <button
      type="button"
      className={[classes.block, colours.className].join(' ')}
      style={{ ...style, ...colours.style }}
      aria-label={label}
      title={label}
      data-status={status}
      data-highlighted={highlighted || undefined}
      data-dragging={dragging || undefined}
      data-movable={movable || undefined}
      {...handlers}
    >
      <span className={classes.blockLine}>
        <strong>{start}</strong> {roster ? `${first.service.name} ${roster}` : first.customer.name}
      </span>{' '}
      <span className={classes.blockLine}>
        {roster ? t('staffCalendar.class') : first.service.name}
      </span>{' '}
      <span className={classes.blockLine}>{t(statusNames[status])}</span>
      {movable ? <span className={classes.resize} data-resize aria-hidden="true" /> : null}
    </button>
  )
}
