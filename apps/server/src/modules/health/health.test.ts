import { describe, expect, it } from 'vitest'
import { createTestApp, withApp } from '../../testing/create-test-app.ts'

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    await withApp(createTestApp(), async (t) => {
      const res = await t.request('/api/health')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ status: 'ok' })
      expect(res.headers.get('cache-control')).toBe('no-store')
    })
  })

  it('answers 503 with the error shape when the database does not answer', async () => {
    const t = await createTestApp()
    await t.database.close()
    const res = await t.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The database does not answer' },
    })
  })
})
