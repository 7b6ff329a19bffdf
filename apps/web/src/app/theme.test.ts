import { DEFAULT_THEME, darken } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { tones } from '@/components/tone-badge.tsx'
import { contrast } from '@/lib/contrast.ts'
import { cssVariablesResolver, schemeColours, theme } from './theme.ts'

const WHITE = '#ffffff'
const schemes = ['light', 'dark'] as const

/** `rgba(r, g, b, 1)` (what Mantine's colour functions return) as `#rrggbb`. */
const hex = (rgba: string) =>
  `#${(rgba.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0'))
    .join('')}`

const brand = theme.colors?.brand ?? []
const page = { light: WHITE, dark: DEFAULT_THEME.colors.dark[7] }

/** Mantine's background for a light-variant alert or badge of a colour, in each scheme. */
const lightVariantBackground = (colour: 'red' | 'green' | 'yellow', scheme: 'light' | 'dark') =>
  scheme === 'light'
    ? DEFAULT_THEME.colors[colour][1]
    : hex(darken(DEFAULT_THEME.colors[colour][9], 0.5))

describe('theme colours', () => {
  it('use the brand palette at shade 6 in light and 7 in dark for links and filled buttons', () => {
    expect(theme.primaryColor).toBe('brand')
    expect(theme.primaryShade).toEqual({ light: 6, dark: 7 })
  })

  it('give white text on filled buttons at least 4.5:1 in both schemes', () => {
    expect(contrast(WHITE, brand[6] ?? '')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(WHITE, brand[7] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('give light-variant text (shade 9 on shade 1) at least 4.5:1', () => {
    expect(contrast(brand[9] ?? '', brand[1] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('give outline buttons in dark (shade 3) at least 4.5:1 on the dark page', () => {
    expect(contrast(brand[3] ?? '', page.dark)).toBeGreaterThanOrEqual(4.5)
  })

  describe.each(schemes)('in the %s scheme', (scheme) => {
    const colours = schemeColours[scheme]
    const surfaces = {
      page: page[scheme],
      muted: colours['--reserva-surface-muted'],
      strong: colours['--reserva-surface-strong'],
    }
    const anchor =
      scheme === 'dark' ? schemeColours.dark['--mantine-color-anchor'] : (brand[6] ?? '')
    const texts = {
      dimmed: colours['--mantine-color-dimmed'],
      error: colours['--mantine-color-error'],
      success: colours['--reserva-success-text'],
      warning: colours['--reserva-warning-text'],
      soft: colours['--reserva-text-soft'],
      link: anchor,
    }

    it.each(Object.entries(texts))('give %s text at least 4.5:1 on every surface', (_, text) => {
      for (const [surface, background] of Object.entries(surfaces)) {
        expect(contrast(text, background), surface).toBeGreaterThanOrEqual(4.5)
      }
    })

    it('give accent text at least 4.5:1 on the accent surface', () => {
      expect(
        contrast(colours['--reserva-accent-text'], colours['--reserva-surface-accent']),
      ).toBeGreaterThanOrEqual(4.5)
    })

    it('give error, success and warning text at least 4.5:1 on their own light alerts', () => {
      expect(
        contrast(colours['--mantine-color-error'], lightVariantBackground('red', scheme)),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrast(colours['--reserva-success-text'], lightVariantBackground('green', scheme)),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrast(colours['--reserva-warning-text'], lightVariantBackground('yellow', scheme)),
      ).toBeGreaterThanOrEqual(4.5)
    })

    it.each(Object.keys(tones) as (keyof typeof tones)[])(
      'give the %s badge at least 4.5:1',
      (tone) => {
        const { text, background } = tones[tone][scheme]
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
      },
    )

    it('draw chart bars at 3:1 or more against the page (graphics)', () => {
      const charts = Object.entries(colours).filter(([name]) => name.startsWith('--reserva-chart'))
      expect(charts.length).toBeGreaterThan(0)
      for (const [name, colour] of charts) {
        expect(contrast(colour, page[scheme]), name).toBeGreaterThanOrEqual(3)
      }
    })

    it('define the same variables as the other scheme', () => {
      const resolved = cssVariablesResolver(theme as never)
      const other = scheme === 'light' ? 'dark' : 'light'
      const ours = (s: 'light' | 'dark') =>
        Object.keys(resolved[s])
          .filter((name) => name.startsWith('--reserva'))
          .sort()
      expect(ours(scheme)).toEqual(ours(other))
    })
  })

  it('make Mantine’s green and yellow light variants readable in the light scheme', () => {
    const light = cssVariablesResolver(theme as never).light
    expect(
      contrast(light['--mantine-color-green-light-color'] ?? '', DEFAULT_THEME.colors.green[1]),
    ).toBeGreaterThanOrEqual(4.5)
    expect(
      contrast(light['--mantine-color-yellow-light-color'] ?? '', DEFAULT_THEME.colors.yellow[1]),
    ).toBeGreaterThanOrEqual(4.5)
  })
})
