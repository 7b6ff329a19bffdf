import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { QueryFallback } from './query-fallback.tsx'

const state = (over: Partial<Parameters<typeof QueryFallback>[0]['query']> = {}) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...over,
})

const show = (query: ReturnType<typeof state>) => {
  stubFetch({}) // the providers ask who is signed in: a visitor
  return renderWithProviders(
    <QueryFallback
      query={query}
      subject="your bookings"
      placeholder={<div data-testid="skeleton" />}
    />,
  )
}

describe('QueryFallback', () => {
  it('shows the placeholder while loading, named for assistive technology', () => {
    show(state({ isPending: true, isFetching: true }))
    expect(screen.getByRole('status', { name: 'Loading your bookings…' })).toBeTruthy()
    expect(screen.getByTestId('skeleton')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says what failed in the words of the error map, and fetches again on "Try again"', async () => {
    const query = state({
      isError: true,
      error: new ApiError({ code: 'network_error', message: 'offline', status: 0 }),
    })
    show(query)

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Your bookings could not be loaded')
    expect(alert.textContent).toContain('We could not reach the server.')
    expect(screen.queryByRole('status')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(query.refetch).toHaveBeenCalledTimes(1)
  })

  it('shows nothing once the data is there', () => {
    show(state())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
