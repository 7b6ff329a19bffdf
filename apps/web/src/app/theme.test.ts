import { describe, expect, it } from 'vitest'
import { contrast } from '@/testing/contrast.ts'
import { DIMMED_TEXT, ERROR_TEXT, SUCCESS_TEXT, theme } from './theme.ts'

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
