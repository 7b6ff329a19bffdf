import { Readable } from 'node:stream'

/** Bytes to store: a buffer, or a stream read once (its errors abort the write). */
export type StorageBody = Uint8Array | Readable

/**
 * Where object bytes live. Keys are `/`-separated and chosen by the storage service, never by
 * users; every driver still refuses a key that could leave its root. A `put` either stores the
 * whole body under the key or leaves nothing behind (and rejects).
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3'
  put(key: string, body: StorageBody, meta: { contentType: string }): Promise<void>
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>
  /** Removes the keys; keys that are already gone are fine. */
  delete(keys: string[]): Promise<void>
  copy(from: string, to: string): Promise<void>
  exists(key: string): Promise<boolean>
}

/** A key as the drivers accept it: relative, no empty, `.` or `..` parts, no backslashes. */
export function assertSafeKey(key: string) {
  const parts = key.split('/')
  const bad =
    key.length === 0 ||
    key.length > 2048 ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  if (bad) throw new Error(`Refusing unsafe storage key ${JSON.stringify(key)}`)
}

export const toReadable = (body: StorageBody): Readable =>
  body instanceof Readable ? body : Readable.from([body])
