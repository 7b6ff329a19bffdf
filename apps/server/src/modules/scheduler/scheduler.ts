import type { Clock } from '../../lib/clock.ts'
import type { Logger } from '../../lib/logger.ts'

/**
 * Something the server does by the clock. `run` must be safe while another server process runs
 * the same job on the same database: every job claims its rows with FOR UPDATE SKIP LOCKED, so
 * two processes never handle one row twice.
 */
export interface ScheduledJob {
  name: string
  /** How often it runs; the scheduler looks every `tickMs`. */
  everyMs: number
  run: (now: Date) => Promise<unknown>
}

export interface Scheduler {
  /** Runs every job once now, after any run in progress. */
  runAll(): Promise<void>
  /** Starts no new runs; resolves once the one in progress has finished. */
  stop(): Promise<void>
}

/**
 * The server's one clock: runs each job when it is due, one job at a time, never two
 * runs at once. A failing job is logged and tried again when next due; the others go on.
 */
export function startScheduler({
  jobs,
  logger,
  tickMs = 5_000,
  clock,
}: {
  jobs: ScheduledJob[]
  logger: Logger
  tickMs?: number
  clock: Clock
}): Scheduler {
  const nextRun = new Map<string, number>()
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  const runJobs = async (which: () => ScheduledJob[]) => {
    for (const job of which()) {
      const started = clock.now()
      nextRun.set(job.name, started.getTime() + job.everyMs)
      try {
        await job.run(started)
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'scheduled job failed')
      }
    }
  }
  const due = () => jobs.filter((job) => (nextRun.get(job.name) ?? 0) <= clock.now().getTime())
  const tick = () => {
    if (!stopped) running = running.then(() => runJobs(due))
  }

  const timer = setInterval(tick, tickMs)
  timer.unref()
  tick()
  return {
    runAll() {
      if (!stopped) running = running.then(() => runJobs(() => jobs))
      return running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
