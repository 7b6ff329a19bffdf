import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import type { StorageBody } from '../../lib/storage/driver.ts'

/**
 * The first `bytes` of a body (fewer if it is shorter) and the whole body again, those bytes
 * included: a stream is read only as far as needed, never buffered whole.
 */
export async function peek(body: StorageBody, bytes: number) {
  if (!(body instanceof Readable)) return { head: body.subarray(0, bytes), body }
  const source = body[Symbol.asyncIterator]()
  const chunks: Uint8Array[] = []
  let size = 0
  let ended = false
  while (size < bytes) {
    const next = await source.next()
    if (next.done) {
      ended = true
      break
    }
    chunks.push(next.value)
    size += next.value.byteLength
  }
  async function* replay() {
    yield* chunks
    if (ended) return
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value
  }
  return {
    head: new Uint8Array(Buffer.concat(chunks)).subarray(0, bytes),
    body: Readable.from(replay()),
  }
}

/**
 * Counts and hashes the bytes as they pass; `check(size)` throws to stop a body that has grown
 * past what it may have (413), before the next chunk is read.
 */
export function meter(body: StorageBody, check: (size: number) => void) {
  const hash = crypto.createHash('sha256')
  let size = 0
  const count = (chunk: Uint8Array) => {
    size += chunk.byteLength
    check(size)
    hash.update(chunk)
  }
  const result = () => ({ size, sha256: hash.digest('hex') })
  if (!(body instanceof Readable)) {
    count(body)
    return { body, result }
  }
  async function* counted(source: Readable) {
    for await (const chunk of source) {
      count(chunk)
      yield chunk
    }
  }
  return { body: Readable.from(counted(body)), result }
}
