import { quoteStatusSchema } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { contrast } from '@/lib/contrast.ts'
import { quoteStatusNames, quoteStatusTones } from './quote-status-badge.tsx'
import { tones } from './tone-badge.tsx'

describe('quote status badges', () => {
  it.each(
    quoteStatusSchema.options.flatMap((status) =>
      (['light', 'dark'] as const).map((scheme) => [status, scheme] as const),
    ),
  )('name %s in words, readable at 4.5:1 or more in the %s scheme', (status, scheme) => {
    expect(quoteStatusNames[status]).toBeTruthy()
    const { text, background } = tones[quoteStatusTones[status]][scheme]
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
