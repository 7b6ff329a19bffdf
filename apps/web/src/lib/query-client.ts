import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client.ts'

const MAX_RETRIES = 2

/** A client error (4xx) will not go away by asking again; network failures and 5xx might. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < MAX_RETRIES
}

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
      mutations: {
        retry: false,
      },
    },
  })
