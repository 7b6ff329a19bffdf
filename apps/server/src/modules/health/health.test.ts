import { describe, expect, it } from 'vitest'
import { createTestApp, readJson, withApp } from '../../testing/create-test-app.ts'
import { emptyDatabase } from '../../testing/db-faults.ts'

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    await withApp(createTestApp(), async (t) => {
      const res = await t.request('/api/health')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok' })
      expect(res.headers.get('cache-control')).toBe('no-store')
    })
  })

  it('answers 503 with the error shape and Retry-After when the database does not answer', async () => {
    const t = await createTestApp()
    await t.database.close()
    const res = await t.request('/api/health')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database does not answer. Please try again shortly.',
        details: { retryAfter: 5 },
      },
    })
  })

  it('answers 503 when the database answers but lacks its tables (made again empty)', async () => {
    await withApp(createTestApp(), async (t) => {
      await emptyDatabase(t.db)
      const res = await t.request('/api/health')
      expect(res.status).toBe(503)
      expect((await readJson(res)).error.code).toBe('service_unavailable')
    })
  })
})
