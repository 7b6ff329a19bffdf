import type { Change } from './realtime.hub.ts'

/**
 * Coalesces public changes (every signed-in user sees them: availability) per topic, event and
 * id: the first goes at once, those within the next `coalesceMs` become one sent when that window
 * ends (which opens another). So each socket hears of a key at most once per window and always
 * after its last change. A private change (a booking's or quote's) goes at once, every time.
 */
export function createCoalescer({
  coalesceMs,
  fanOut,
}: {
  coalesceMs: number
  /** Sends a change to every socket allowed to see it. */
  fanOut: (change: Change) => void
}) {
  /** The windows open now, by key; `pending`: a change came since the last send. */
  const windows = new Map<string, { pending: boolean; timer: NodeJS.Timeout }>()
  return {
    /** How many windows are open: a change in one is still to be sent, or may be. */
    openWindows: () => windows.size,

    deliver(change: Change) {
      if (change.customerId !== null || coalesceMs <= 0) return fanOut(change)
      const key = `${change.topic} ${change.event} ${change.id}`
      const current = windows.get(key)
      if (current) {
        current.pending = true
        return
      }
      fanOut(change)
      const opened = {
        pending: false,
        timer: setTimeout(function end() {
          if (!opened.pending) return windows.delete(key)
          opened.pending = false
          fanOut(change)
          opened.timer = setTimeout(end, coalesceMs)
        }, coalesceMs),
      }
      windows.set(key, opened)
    },

    close() {
      for (const { timer } of windows.values()) clearTimeout(timer)
      windows.clear()
    },
  }
}
