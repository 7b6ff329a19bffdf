import { describe, expect, it } from 'vitest'
import { contrast } from '@/lib/contrast.ts'
import { schemeColours } from '../theme.ts'
import { accentPalette, embedPages, embedTheme } from './embed-theme.ts'

const white = '#ffffff'
const black = '#000000'
// A business's colour can be anything: dark, light, saturated, grey.
const accents = ['#0b7285', '#ffd43b', '#e03131', '#000000', '#ffffff', '#7048e8', '#868e96']

/** The colours the embed sets in a scheme, as CSS variables. */
const colours = (accent: string, scheme: 'light' | 'dark') => {
  const { theme, cssVariablesResolver } = embedTheme(accent)
  return cssVariablesResolver(theme as never)[scheme] as Record<string, string>
}

/** What Mantine's autoContrast puts on a filled button of this colour (luminanceThreshold). */
const onFilled = (background: string) =>
  contrast(black, background) >= contrast(white, background) ? black : white

describe('the embed in the business’s colour', () => {
  it('makes that colour shade 6 of the palette, lighter before it and darker after', () => {
    const palette = accentPalette('#0b7285')
    expect(palette).toHaveLength(10)
    expect(palette[6]).toBe('#0b7285')
    expect(palette[0]).not.toBe(palette[9])
  })

  it('keeps Reserva’s own theme when the host gave no colour', async () => {
    const { theme } = await import('../theme.ts')
    expect(embedTheme(null).theme).toBe(theme)
  })

  for (const accent of accents) {
    it(`keeps text readable (4.5:1) with ${accent} in both schemes`, () => {
      const [filled] = [accentPalette(accent)[6] ?? '']
      expect(contrast(onFilled(filled), filled)).toBeGreaterThanOrEqual(4.5)
      for (const scheme of ['light', 'dark'] as const) {
        const set = colours(accent, scheme)
        const page = embedPages[scheme]
        const muted = schemeColours[scheme]['--reserva-surface-muted']
        for (const surface of [page, muted]) {
          expect(contrast(set['--mantine-color-anchor'] ?? '', surface)).toBeGreaterThanOrEqual(4.5)
        }
        for (const surface of ['--reserva-surface-accent', '--reserva-surface-accent-strong']) {
          expect(
            contrast(set['--reserva-accent-text'] ?? '', set[surface] ?? ''),
            `${scheme} ${surface}`,
          ).toBeGreaterThanOrEqual(4.5)
        }
      }
    })
  }
})
