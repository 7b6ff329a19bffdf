import { describe, expect, it } from 'vitest'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { apiKeyRouteScopes, documentedPath } from './api-key-scopes.ts'

describe('which routes API keys reach', () => {
  const t = useTestApp({ demo: false })

  it('has a decision for every /api/v1 route of the OpenAPI document, and none for a route that is gone', async () => {
    const doc = await readJson(await t.request('/api/openapi.json'))
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/v1/') && !path.startsWith('/api/v1/storage/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    const decided = Object.keys(apiKeyRouteScopes)
    expect(
      routes.filter((route) => !decided.includes(route)),
      'routes without a decision',
    ).toEqual([])
    expect(
      decided.filter((route) => !routes.includes(route)),
      'decisions without a route',
    ).toEqual([])
  })

  it('reads Hono’s paths as the document writes them', () => {
    expect(documentedPath('/api/v1/bookings/:id/:action')).toBe('/api/v1/bookings/{id}/{action}')
    expect(documentedPath('/api/v1/storage/object/:bucket/:path{.+}')).toBe(
      '/api/v1/storage/object/{bucket}/{path}',
    )
  })
})
