import { describe, expect, it } from 'vitest'
import { DIMMED_TEXT, ERROR_TEXT, SUCCESS_TEXT, theme } from './theme.ts'

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

const WHITE = '#ffffff'
const FOOTER_GREY = '#f8f9fa' // Mantine gray-0
const LIGHT_GREEN = '#eaf6ec' // a light green alert or badge on white

describe('theme colours', () => {
  const brand = theme.colors?.brand ?? []
  const primary = brand[6] ?? ''

  it('use the brand palette at shade 6 for links and filled buttons', () => {
    expect(theme.primaryColor).toBe('brand')
    expect(theme.primaryShade).toMatchObject({ light: 6 })
  })

  it('give primary text and white-on-primary buttons at least 4.5:1 (WCAG AA)', () => {
    expect(contrast(primary, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(primary, FOOTER_GREY)).toBeGreaterThanOrEqual(4.5)
  })

  it('give light-variant text (shade 9 on shade 1) at least 4.5:1', () => {
    expect(contrast(brand[9] ?? '', brand[1] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('give dimmed and error text at least 4.5:1 on white and on the footer grey', () => {
    for (const colour of [DIMMED_TEXT, ERROR_TEXT]) {
      expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(4.5)
      expect(contrast(colour, FOOTER_GREY)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('give success text at least 4.5:1 on white and on a light green background', () => {
    expect(contrast(SUCCESS_TEXT, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(SUCCESS_TEXT, LIGHT_GREEN)).toBeGreaterThanOrEqual(4.5)
  })
})
