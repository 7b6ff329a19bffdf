import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AwsClient } from 'aws4fetch'
import { assertSafeKey, type StorageBody, type StorageDriver } from './driver.ts'

export interface S3DriverConfig {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint: string
  /** One S3 bucket holds every Reserva bucket, each under its own prefix. */
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Put before every key, e.g. `reserva/`, to share a bucket with other data. */
  prefix?: string
  /** https://endpoint/bucket/key (true, works with every S3-compatible store) or bucket.endpoint. */
  forcePathStyle?: boolean
  /** Where a stream is spooled to learn its length before the PUT (S3 needs Content-Length). */
  tmpDir: string
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')

/**
 * Objects in one S3 bucket, spoken to with signed fetch requests (aws4fetch). Every Reserva
 * bucket is a prefix in it: the server needs rights on one S3 bucket only, and Reserva's own
 * buckets (public or private) stay a database matter, since every download goes through the
 * server's permission checks.
 */
export function createS3Driver(config: S3DriverConfig): StorageDriver {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  })
  const endpoint = new URL(config.endpoint)
  const prefix = config.prefix ?? ''
  const base =
    config.forcePathStyle === false
      ? `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`
      : `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`

  function urlOf(key: string) {
    assertSafeKey(key)
    return `${base}/${encodeKey(prefix + key)}`
  }

  async function fail(what: string, res: Response): Promise<never> {
    const text = await res.text().catch(() => '')
    throw new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 300)}`)
  }

  async function putBytes(url: string, body: Uint8Array, contentType: string) {
    const res = await client.fetch(url, {
      method: 'PUT',
      // Our bytes sit on an ArrayBuffer, never a shared one: the DOM's BodyInit wants that said.
      body: body as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
    })
    if (!res.ok) await fail('PUT', res)
    await res.body?.cancel()
  }

  /** A stream is written to a temp file first: its length is known only at the end. */
  async function putStream(url: string, body: Readable, contentType: string) {
    await fs.promises.mkdir(config.tmpDir, { recursive: true })
    const spool = path.join(config.tmpDir, crypto.randomUUID())
    // Opened before the copy starts: a write stream opened lazily could create the file after a
    // body that failed at once had already been cleaned up, leaving a stray spool file.
    const handle = await fs.promises.open(spool, 'wx', 0o600)
    try {
      await pipeline(body, handle.createWriteStream())
      const { size } = await fs.promises.stat(spool)
      // Signed without retries: a stream cannot be sent twice.
      const request = await client.sign(url, {
        method: 'PUT',
        body: Readable.toWeb(fs.createReadStream(spool)) as ReadableStream,
        headers: { 'content-type': contentType, 'content-length': String(size) },
        duplex: 'half',
      } as RequestInit)
      const res = await fetch(request)
      if (!res.ok) await fail('PUT', res)
      await res.body?.cancel()
    } finally {
      await handle.close().catch(() => {}) // closed already by the stream when it finished
      await fs.promises.rm(spool, { force: true })
    }
  }

  return {
    kind: 's3',

    async put(key, body: StorageBody, { contentType }) {
      const url = urlOf(key)
      if (body instanceof Readable) await putStream(url, body, contentType)
      else await putBytes(url, body, contentType)
    },

    async get(key) {
      const res = await client.fetch(urlOf(key))
      if (res.status === 404) {
        await res.body?.cancel()
        return null
      }
      if (!res.ok || !res.body) return fail('GET', res)
      return {
        body: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        size: Number(res.headers.get('content-length') ?? 0),
      }
    },

    async delete(keys) {
      const urls = keys.map(urlOf)
      // One DELETE per key keeps to the API every S3-compatible store has; batches of ten.
      for (let i = 0; i < urls.length; i += 10) {
        await Promise.all(
          urls.slice(i, i + 10).map(async (url) => {
            const res = await client.fetch(url, { method: 'DELETE' })
            if (!res.ok && res.status !== 404) await fail('DELETE', res)
            await res.body?.cancel()
          }),
        )
      }
    },

    async copy(from, to) {
      assertSafeKey(from)
      const source = `/${encodeURIComponent(config.bucket)}/${encodeKey(prefix + from)}`
      const res = await client.fetch(urlOf(to), {
        method: 'PUT',
        headers: { 'x-amz-copy-source': source },
      })
      // S3 may answer 200 with an error document when a copy fails part-way.
      const text = await res.text()
      if (!res.ok || text.includes('<Error>')) {
        throw new Error(`S3 copy failed: ${res.status} ${text.slice(0, 300)}`)
      }
    },

    async exists(key) {
      const res = await client.fetch(urlOf(key), { method: 'HEAD' })
      await res.body?.cancel()
      if (res.status === 404) return false
      if (!res.ok) return fail('HEAD', res)
      return true
    },
  }
}
