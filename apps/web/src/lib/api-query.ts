import { type QueryKey, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from './api-client.ts'

/**
 * The query options of one GET of the API: the key it is cached under, and a fetch of `path`
 * (cancelled with the query) whose answer `schema` checks. Options that differ (`staleTime`, …)
 * are spread over it: `useQuery({ ...apiQueryOptions(key, path, schema), staleTime })`. `headers`
 * go with the request (a manage link's).
 */
export const apiQueryOptions = <T, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  schema: z.ZodType<T> | Promise<z.ZodType<T>>,
  { headers }: { headers?: Record<string, string> } = {},
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { schema, signal, ...(headers ? { headers } : {}) }),
  })
