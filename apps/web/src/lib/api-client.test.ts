import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { answerOf } from './answer-of.ts'
import { ApiError, apiRequest } from './api-client.ts'
import { apiQueryOptions } from './api-query.ts'

const itemSchema = z.object({ id: z.string() })

describe('apiRequest', () => {
  it('returns the body parsed by the schema, sending the session cookie and accepting JSON', async () => {
    const fetchMock = stubFetch({
      '/api/v1/items/1': () => jsonResponse({ id: 'a1', extra: true }),
    })

    const item = await apiRequest('/api/v1/items/1', { schema: itemSchema })

    expect(item).toEqual({ id: 'a1' })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ accept: 'application/json' })
  })

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch({ '/api/v1/items': () => jsonResponse({ id: 'new' }, 201) })

    await apiRequest('/api/v1/items', { schema: itemSchema, method: 'POST', body: { name: 'x' } })

    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"name":"x"}')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
  })

  it("turns the server's error body into an ApiError carrying its code, status, message and details", async () => {
    stubFetch({
      '/api/v1/bookings': () =>
        jsonResponse(
          {
            error: {
              code: 'bookings.slot_taken',
              message: 'That time was just taken.',
              details: { slot: '10:00' },
            },
          },
          409,
        ),
    })

    const error = await apiRequest('/api/v1/bookings', { schema: itemSchema }).catch((e) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'bookings.slot_taken',
      status: 409,
      message: 'That time was just taken.',
      details: { slot: '10:00' },
    })
  })

  it('reports an error answer without an error body (a proxy page, say) as unexpected_response with its status', async () => {
    stubFetch({
      '/api/v1/items': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    })

    await expect(apiRequest('/api/v1/items', { schema: itemSchema })).rejects.toMatchObject({
      code: 'unexpected_response',
      status: 502,
    })
  })

  it.each([
    [400, 'bad_request'],
    [404, 'not_found'],
    [422, 'bad_request'],
    [500, 'internal_error'],
    [502, 'internal_error'],
    [418, 'unexpected_response'],
  ])(
    'reports a code the contract does not name, at HTTP %i, as %s, keeping the status and the server’s message',
    async (status, code) => {
      stubFetch({
        '/api/v1/items': () =>
          jsonResponse({ error: { code: 'auth.something_new', message: 'Newer words' } }, status),
      })

      await expect(apiRequest('/api/v1/items', { schema: itemSchema })).rejects.toMatchObject({
        code,
        status,
        message: 'Newer words',
      })
    },
  )

  it('reports a server that cannot be reached as network_error with status 0', async () => {
    stubFetch({
      '/api/v1/items': () => {
        throw new TypeError('Failed to fetch')
      },
    })

    await expect(apiRequest('/api/v1/items', { schema: itemSchema })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'network_error',
      status: 0,
    })
  })

  it('refuses a success answer that does not match the schema', async () => {
    stubFetch({ '/api/v1/items/1': () => jsonResponse({ id: 42 }) })

    await expect(apiRequest('/api/v1/items/1', { schema: itemSchema })).rejects.toMatchObject({
      code: 'unexpected_response',
      status: 200,
    })
  })
})

describe('answerOf', () => {
  it('takes a null answer as it is without loading a lazy schema, and checks any other with it', async () => {
    let answer: unknown = null
    stubFetch({ '/api/auth/get-session': () => jsonResponse(answer) })
    const loads: string[] = []
    const schema = async () => {
      loads.push('schema')
      return itemSchema.nullable()
    }

    await expect(apiRequest('/api/auth/get-session', { schema, acceptNull: true })).resolves.toBe(
      null,
    )
    expect(loads).toEqual([])

    answer = { id: 's1', extra: 1 }
    await expect(
      apiRequest('/api/auth/get-session', { schema, acceptNull: true }),
    ).resolves.toEqual({ id: 's1' })
    answer = { id: 7 }
    await expect(
      apiRequest('/api/auth/get-session', { schema, acceptNull: true }),
    ).rejects.toMatchObject({ code: 'unexpected_response' })
    expect(loads).toEqual(['schema', 'schema'])
  })

  it('reads an answer that carries one named thing as that thing, and refuses one that lacks it', async () => {
    stubFetch({
      '/api/v1/items/1': () => jsonResponse({ item: { id: 'a1' } }),
      '/api/v1/items/2': () => jsonResponse({ id: 'a2' }),
    })
    const schema = answerOf('item', itemSchema)

    await expect(apiRequest('/api/v1/items/1', { schema })).resolves.toEqual({ id: 'a1' })
    await expect(apiRequest('/api/v1/items/2', { schema })).rejects.toMatchObject({
      code: 'unexpected_response',
    })
  })
})

describe('apiQueryOptions', () => {
  it('fetches its path under its key, checked by its schema', async () => {
    const fetchMock = stubFetch({ '/api/v1/items/1': () => jsonResponse({ id: 'a1', extra: 1 }) })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const options = apiQueryOptions(['items', '1'], '/api/v1/items/1', itemSchema)

    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ id: 'a1' })
    expect(queryClient.getQueryData(['items', '1'])).toEqual({ id: 'a1' })
    // The query's own signal goes with the request, so leaving the screen cancels it.
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal)
  })
})
