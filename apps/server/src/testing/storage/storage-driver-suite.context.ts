import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { expect } from 'vitest'
import type { StorageDriver } from '../../lib/storage/driver.ts'
import { storageObjects } from '../../modules/storage/storage.table.ts'
import { send } from '../auth-helpers.ts'
import { readJson } from '../create-test-app.ts'
import type { createStorageTestApp } from './storage-test-app.ts'

/** A driver for the shared suite, with ways to look at what it really stored. */
export interface DriverUnderTest {
  driver: StorageDriver
  /** The keys whose bytes are stored, sorted. */
  storedKeys(): Promise<string[]>
  /** Every file under the test's temp directory that is not a stored object: must stay empty. */
  strayFiles(): Promise<string[]>
  close(): Promise<void>
}

/** Every file under `dir`, as paths relative to it (with /). */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = []
  async function walk(current: string) {
    let entries: fs.Dirent[]
    try {
      entries = await fs.promises.readdir(current, { withFileTypes: true })
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else out.push(path.relative(dir, full).split(path.sep).join('/'))
    }
  }
  await walk(dir)
  return out.sort()
}

export const api = '/api/v1/storage'
export const sha256 = (data: Uint8Array | string) =>
  crypto.createHash('sha256').update(data).digest('hex')

/** A body that sends `chunks` and never says its length. */
export const streamOf = (chunks: string[]) =>
  Readable.toWeb(Readable.from(chunks.map((c) => Buffer.from(c)))) as ReadableStream

type User = { cookie: string; userId: string }

/**
 * What the suite's cases share: the driver and the app over it (set up once per driver, in the
 * suite's beforeAll, so read them inside a case), the people, the clock the service reads, and
 * the requests the cases make.
 */
export interface SuiteContext {
  d: DriverUnderTest
  t: Awaited<ReturnType<typeof createStorageTestApp>>
  /** Milliseconds since the epoch, as the storage service sees it; cases move it. */
  clock: number
  /** Runs once after the driver has stored the next file (a case's way into that moment). */
  afterPut: (() => Promise<void>) | undefined
  admin: string
  operator: string
  alice: User
  bob: User
}

/** The requests the cases make, on the context's app. */
export function requestsOf(s: SuiteContext) {
  const upload = (
    objectPath: string,
    body: RequestInit['body'],
    {
      cookie,
      type = 'text/plain',
      headers = {},
    }: { cookie?: string; type?: string; headers?: Record<string, string> } = {},
  ) =>
    s.t.request(`${api}/object/${objectPath}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(cookie ? { cookie } : {}), ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)
  const download = (objectPath: string, cookie?: string, headers: Record<string, string> = {}) =>
    s.t.request(`${api}/object/${objectPath}`, {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    })
  const post = (route: string, body: unknown, cookie: string) =>
    s.t.request(`${api}${route}`, send('POST', body, cookie))
  /** A move or a copy (`route`) inside a bucket, `docs` unless named. */
  const relocate = (
    route: string,
    { bucketId = 'docs', from, to }: { bucketId?: string; from: string; to: string },
    cookie: string,
  ) => post(route, { bucketId, sourceKey: from, destinationKey: to }, cookie)
  const list = (bucket: string, body: unknown, cookie: string) =>
    post(`/object/list/${bucket}`, body, cookie)
  const names = async (res: Response) => {
    expect(res.status).toBe(200)
    return (await readJson(res)).entries.map((e: { name: string }) => e.name)
  }
  const createBucket = async (body: Record<string, unknown>) => {
    const res = await s.t.request(`${api}/bucket`, send('POST', body, s.admin))
    expect(res.status).toBe(201)
    return (await readJson(res)).bucket
  }
  const rows = () => s.t.db.select().from(storageObjects)
  return { upload, download, post, relocate, list, names, createBucket, rows }
}
