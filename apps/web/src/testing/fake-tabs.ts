import type { Locks } from '@/features/auth/session-refresher.ts'

// What the tabs of one browser share, in memory, for tests that open several auth controllers
// in one test: the Web Locks API and BroadcastChannel. Both hand things over in microtasks, so
// that they also work under fake timers.

type Callback = (lock: Lock | null) => unknown

/**
 * `navigator.locks` with exclusive locks only: `ifAvailable` (the callback gets null while the
 * lock is held) and `signal` (a wait that is aborted rejects with an AbortError).
 */
export function fakeLocks(): Locks & { waiting: (name: string) => number } {
  const held = new Set<string>()
  const queues = new Map<string, (() => void)[]>()
  const queue = (name: string) => {
    const waiting = queues.get(name) ?? []
    queues.set(name, waiting)
    return waiting
  }

  async function request(
    name: string,
    optionsOrCallback: LockOptions | Callback,
    maybeCallback?: Callback,
  ) {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
    if (!callback) throw new TypeError('No callback')
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null)
      // Waits until the holder hands the lock over (it stays held meanwhile).
      await new Promise<void>((resolve, reject) => {
        const grant = () => {
          options.signal?.removeEventListener('abort', abort)
          resolve()
        }
        const abort = () => {
          const waiting = queue(name)
          waiting.splice(waiting.indexOf(grant), 1)
          reject(new DOMException('The lock request was aborted', 'AbortError'))
        }
        options.signal?.addEventListener('abort', abort)
        queue(name).push(grant)
      })
    } else {
      held.add(name)
    }
    try {
      return await callback({ name, mode: 'exclusive' } as Lock)
    } finally {
      const next = queue(name).shift()
      if (next) next()
      else held.delete(name)
    }
  }

  return {
    request: request as Locks['request'],
    waiting: (name) => queue(name).length,
  }
}

/** A BroadcastChannel per tab; a message reaches every other tab's channel of the same name. */
export function fakeChannels() {
  const open = new Set<{ name: string; channel: BroadcastChannel }>()
  return (name: string): BroadcastChannel => {
    const member = {
      name,
      channel: {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(data: unknown) {
          const copy = structuredClone(data)
          for (const other of open) {
            if (other === member || other.name !== name) continue
            queueMicrotask(() =>
              other.channel.onmessage?.call(
                other.channel,
                new MessageEvent('message', { data: copy }),
              ),
            )
          }
        },
        close() {
          open.delete(member)
        },
      } as unknown as BroadcastChannel,
    }
    open.add(member)
    return member.channel
  }
}
