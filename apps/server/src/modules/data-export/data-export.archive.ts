import { Readable } from 'node:stream'
import { Zip, ZipDeflate } from 'fflate'

/** A name that is safe as one part of a path in the archive (no separators, no dots alone). */
export function archiveName(name: string) {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120)
  return cleaned.length > 0 ? cleaned : 'file'
}

/** One file of an archive: bytes at hand, or a stream read once (a stored file). */
export interface ArchiveEntry {
  path: string
  body: Uint8Array | (() => Promise<Readable>)
}

/**
 * A zip of `entries`, made as it is read: nothing is read or deflated before the stream's reader
 * asks, and then only while it keeps up, so a person's files are never in memory at once. Every
 * entry is dated `mtime` (the app's clock, not the machine's). A failing entry fails the stream;
 * `bytes()` counts what it gave.
 */
export function zipStream(
  entries: AsyncIterable<ArchiveEntry>,
  mtime: Date,
): { stream: Readable; bytes: () => number } {
  let bytes = 0
  let started = false
  let wanted: (() => void) | undefined
  const wake = () => {
    wanted?.()
    wanted = undefined
  }
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error)
      return
    }
    bytes += chunk.length
    stream.push(chunk)
    if (final) stream.push(null)
  })
  const stream = new Readable({
    read() {
      if (!started) {
        started = true
        void pump()
      }
      wake()
    },
    destroy(error, done) {
      zip.terminate()
      wake()
      done(error)
    },
  })
  /** Waits while the reader has enough unread. */
  const keepUp = () =>
    stream.destroyed || stream.readableLength < stream.readableHighWaterMark
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wanted = resolve
        })
  const pump = async () => {
    try {
      for await (const entry of entries) {
        if (stream.destroyed) return
        const file = new ZipDeflate(entry.path, { level: 6 })
        file.mtime = mtime
        zip.add(file)
        if (entry.body instanceof Uint8Array) {
          file.push(entry.body, true)
        } else {
          for await (const chunk of await entry.body()) {
            if (stream.destroyed) return
            file.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk))
            await keepUp()
          }
          file.push(new Uint8Array(0), true)
        }
        await keepUp()
      }
      zip.end()
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  }
  return { stream, bytes: () => bytes }
}
