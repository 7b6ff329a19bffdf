import { quoteStatusSchema } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { quoteStatusColours, quoteStatusNames } from './quote-status-badge.tsx'

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('quote status badges', () => {
  it.each(quoteStatusSchema.options)('name %s in words, readable at 4.5:1 or more', (status) => {
    expect(quoteStatusNames[status]).toBeTruthy()
    const { text, background } = quoteStatusColours[status]
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
