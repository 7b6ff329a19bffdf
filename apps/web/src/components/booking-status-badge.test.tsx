import { bookingStatusSchema } from '@reserva/shared'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contrast } from '@/lib/contrast.ts'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import {
  BookingStatusBadge,
  bookingStatusColours,
  bookingStatusNames,
} from './booking-status-badge.tsx'

describe('booking status badges', () => {
  it.each(bookingStatusSchema.options)('name %s in words', (status) => {
    expect(bookingStatusNames[status]).toBeTruthy()
  })

  it.each(
    bookingStatusSchema.options.flatMap((status) =>
      (['light', 'dark'] as const).map((scheme) => [status, scheme] as const),
    ),
  )('show %s in the %s scheme at 4.5:1 or more', (status, scheme) => {
    const { text, background } = bookingStatusColours[status][scheme]
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })

  it('carries both schemes’ colours, for the stylesheet to pick from', () => {
    stubFetch({}) // the providers ask who is signed in: a visitor
    renderWithProviders(<BookingStatusBadge status="no_show" />)
    const badge = screen.getByText('No-show').closest<HTMLElement>('.mantine-Badge-root')
    expect(badge?.style.getPropertyValue('--status-text-light')).toBe('#a61e1e')
    expect(badge?.style.getPropertyValue('--status-background-dark')).toBe('#4d1414')
  })
})
