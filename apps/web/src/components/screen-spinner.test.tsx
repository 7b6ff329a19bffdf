import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { ScreenSpinner } from './screen-spinner.tsx'

describe('ScreenSpinner', () => {
  it('is announced to assistive technology as a status named "Loading…"', () => {
    stubFetch({}) // the providers ask who is signed in: a visitor
    renderWithProviders(<ScreenSpinner />)

    const spinner = screen.getByRole('status', { name: 'Loading…' })
    expect(spinner.getAttribute('data-testid')).toBe('screen-spinner')
    expect(spinner.textContent).toBe('Loading…')
  })
})
