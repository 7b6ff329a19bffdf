import { quoteStatusSchema } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { contrast } from '@/testing/contrast.ts'
import { quoteStatusColours, quoteStatusNames } from './quote-status-badge.tsx'

describe('quote status badges', () => {
  it.each(quoteStatusSchema.options)('name %s in words, readable at 4.5:1 or more', (status) => {
    expect(quoteStatusNames[status]).toBeTruthy()
    const { text, background } = quoteStatusColours[status]
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
