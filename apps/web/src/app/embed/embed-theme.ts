import {
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core'
import { contrast } from '@/lib/contrast.ts'
import { cssVariablesResolver, schemeColours, theme } from '../theme.ts'

const toRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
/** `colour` moved `amount` (0–1) of the way to `towards`. */
const mix = (colour: string, towards: string, amount: number) => {
  const to = toRgb(towards)
  return toHex(toRgb(colour).map((c, i) => c + ((to[i] ?? c) - c) * amount))
}

const white = '#ffffff'
const black = '#000000'
/** The page in each scheme, as Mantine paints it. */
export const embedPages = { light: white, dark: DEFAULT_THEME.colors.dark[7] }

/** Ten shades around the business's colour, which is shade 6 (the filled buttons). */
export function accentPalette(accent: string): MantineColorsTuple {
  const lighter = [0.92, 0.84, 0.68, 0.5, 0.32, 0.16].map((amount) => mix(accent, white, amount))
  const darker = [0.15, 0.3, 0.45].map((amount) => mix(accent, black, amount))
  return [...lighter, accent, ...darker] as unknown as MantineColorsTuple
}

/**
 * The first shade of `order` readable as text (4.5:1) on each of `surfaces`, else black or white:
 * a business's colour may be too light (or too dark) for its links.
 */
function readable(palette: MantineColorsTuple, order: number[], surfaces: string[]): string {
  const reads = (colour: string) => surfaces.every((surface) => contrast(colour, surface) >= 4.5)
  for (const shade of order) {
    const colour = palette[shade]
    if (colour && reads(colour)) return colour
  }
  return reads(white) ? white : black
}

/**
 * Reserva's theme in the business's colour when the host page gave one. Text on a filled button
 * is black or white, whichever reads better on that colour (Mantine's `autoContrast` with the
 * luminance where the two contrast ratios are equal); links and accent text are the nearest shade
 * that reads on the page in each scheme.
 */
export function embedTheme(accent: string | null) {
  if (!accent) return { theme, cssVariablesResolver }
  const palette = accentPalette(accent)
  const accentTheme: MantineThemeOverride = {
    ...theme,
    colors: { ...theme.colors, brand: palette },
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    luminanceThreshold: 0.179,
  }
  const surfaces = {
    light: { accent: palette[0], strong: palette[1] },
    dark: { accent: mix(accent, embedPages.dark, 0.8), strong: mix(accent, embedPages.dark, 0.65) },
  }
  // On the page and on the panels set off from it.
  const links = {
    light: readable(
      palette,
      [6, 7, 8, 9],
      [embedPages.light, schemeColours.light['--reserva-surface-muted']],
    ),
    dark: readable(
      palette,
      [6, 5, 4, 3, 2, 1, 0],
      [embedPages.dark, schemeColours.dark['--reserva-surface-muted']],
    ),
  }
  const accentText = (scheme: 'light' | 'dark', order: number[]) =>
    readable(palette, order, [surfaces[scheme].accent, surfaces[scheme].strong])
  const resolver: CSSVariablesResolver = (given) => {
    const base = cssVariablesResolver(given)
    return {
      variables: base.variables,
      light: {
        ...base.light,
        '--mantine-color-anchor': links.light,
        '--reserva-accent-text': accentText('light', [8, 9]),
        '--reserva-surface-accent': surfaces.light.accent,
        '--reserva-surface-accent-strong': surfaces.light.strong,
        '--reserva-chart-primary': palette[6],
      },
      dark: {
        ...base.dark,
        '--mantine-color-anchor': links.dark,
        '--reserva-accent-text': accentText('dark', [3, 2, 1, 0]),
        '--reserva-surface-accent': surfaces.dark.accent,
        '--reserva-surface-accent-strong': surfaces.dark.strong,
        '--reserva-chart-primary': links.dark,
      },
    }
  }
  return { theme: accentTheme, cssVariablesResolver: resolver }
}
