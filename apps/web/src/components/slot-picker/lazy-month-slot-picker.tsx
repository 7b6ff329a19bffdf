import { lazy, Suspense } from 'react'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import type { MonthSlotPickerProps } from './month-slot-picker.tsx'

const MonthSlotPicker = lazy(() =>
  import('./month-slot-picker.tsx').then((m) => ({ default: m.MonthSlotPicker })),
)

/**
 * The month calendar of free times, its code fetched when a dialog first shows it (the same chunk
 * /book loads): the screens with "Change time", "Reschedule" or "Accept offer" do not carry it.
 */
export function LazyMonthSlotPicker(props: MonthSlotPickerProps) {
  return (
    <Suspense fallback={<SkeletonStack heights={[56, 280]} gap="md" />}>
      <MonthSlotPicker {...props} />
    </Suspense>
  )
}
