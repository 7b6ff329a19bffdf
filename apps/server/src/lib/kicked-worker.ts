import type { Clock } from './clock.ts'
import type { Logger } from './logger.ts'

/** A background job that works through due rows: the mail outbox, webhooks, calendar sync. */
export interface KickedWorker {
  /** Ask for a run soon (after rows were queued), without waiting for the next tick. */
  kick(): void
  /** A run now, resolved once it is done: the scheduler's tick (modules/scheduler). */
  tick(): Promise<void>
  stop(): Promise<void>
}

/** What `drain` is given for one run. */
export interface Run {
  /** True once the worker is stopping: the run ends after the batch at hand. */
  stopped: () => boolean
  /**
   * When the run began. A run takes only rows due by then: rows that fail come due again later,
   * and a backlog that takes longer than that wait would otherwise bring them back before the
   * run reached its end, so that the run never ended.
   */
  dueBy: Date
}

/**
 * Runs `drain` whenever kicked or ticked, never two runs at once in one process (several processes
 * share rows by claiming them with SKIP LOCKED), and at most one more queued behind the current
 * one however often it is kicked. It has no timer of its own: the scheduler ticks it. `drain`
 * loops while full batches of rows due by `dueBy` come back, and stops early once `stopped()`
 * says so.
 */
export function kickedWorker({
  name,
  logger,
  clock,
  drain,
  onStop,
}: {
  name: string
  logger: Logger
  clock: Clock
  drain: (run: Run) => Promise<void>
  onStop?: () => void
}): KickedWorker {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  let pending = false
  const isStopped = () => stopped
  const run = () => {
    if (stopped || pending) return running
    pending = true
    running = running
      .then(async () => {
        pending = false
        if (!stopped) await drain({ stopped: isStopped, dueBy: clock.now() })
      })
      .catch((error: unknown) => logger.error({ err: error }, `${name} run failed`))
    return running
  }
  return {
    kick: () => {
      run()
    },
    tick: async () => {
      await run()
    },
    async stop() {
      stopped = true
      await running
      onStop?.()
    },
  }
}
