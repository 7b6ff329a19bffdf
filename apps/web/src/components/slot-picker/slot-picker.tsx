import type { Slot } from '@reserva/shared'
import type { ReactNode } from 'react'

/**
 * The one slot picker's core: what stands where a day's free times go, whatever chooses the day
 * (the month calendar of /book and "Change time", the date field of the staff's and the quotes'
 * forms). In this order: what went wrong asking for the times, why none are asked for yet, a
 * placeholder while they load, that the day has none, or the times themselves.
 */
export function SlotPicker({
  slots,
  failure,
  waiting,
  loading,
  placeholder,
  empty,
  children,
}: {
  /** The day's free times, as the picker offers them. */
  slots: Slot[]
  /** Set when the times could not be loaded: says so (and offers to try again where it can). */
  failure?: ReactNode
  /** Set while the times cannot be asked for yet: "Choose a service first." */
  waiting?: ReactNode
  loading: boolean
  /** Stands in for the times while they load. */
  placeholder: ReactNode
  /** Said when the day has no free times. */
  empty: ReactNode
  /** The times, drawn by the picker (buttons by part of the day, or chips). */
  children: (slots: Slot[]) => ReactNode
}) {
  if (failure) return failure
  if (waiting) return waiting
  if (loading) return placeholder
  return slots.length === 0 ? empty : children(slots)
}
