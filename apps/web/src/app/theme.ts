import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'
import { tones } from '@/components/tone-badge.tsx'

// Mantine's default blue (#228be6, 3.6:1 on white) and dimmed grey (#868e96, 3.3:1) fail WCAG AA
// for text. Shade 6 of this palette is 5.2:1 on white, and white on it is the same, so links,
// filled buttons and light variants (shade 9 on shade 1) all pass. theme.test.ts checks the ratios.
const brand: MantineColorsTuple = [
  '#eef4ff',
  '#dbe6fe',
  '#bfd3fe',
  '#93b4fd',
  '#6090fa',
  '#3b76f6',
  '#2563eb',
  '#1d4ed8',
  '#1e40af',
  '#1e3a8a',
]

/**
 * Every colour that differs between the schemes, set once here and used as `var(--…)` across
 * the app, so no component carries a light-only colour. `--mantine-*` ones correct Mantine's
 * defaults; `--reserva-*` ones are ours. theme.test.ts checks each text colour on each surface.
 */
export const schemeColours = {
  light: {
    // Secondary text: 5.9:1 on white, 5.6:1 on the muted surface.
    '--mantine-color-dimmed': '#5c6570',
    // Mantine's red-6 is 3.3:1 on white; this (red-9) is 5.5:1.
    '--mantine-color-error': '#c92a2a',
    // Mantine's green-9 is 4.4:1 on white and 3.8:1 on a light green alert.
    '--reserva-success-text': '#237032',
    // Mantine's yellow-9 is 2.7:1 on a light yellow alert.
    '--reserva-warning-text': '#5c3c00',
    // Text on the accent surface: a selected link, an offer, one's own message.
    '--reserva-accent-text': '#1e3a8a',
    // Links in the header and footer, a step's number: a little softer than body text.
    '--reserva-text-soft': '#343a40',
    // A panel set off from the page: the footer, a summary, a form section.
    '--reserva-surface-muted': '#f8f9fa',
    // A chip or a hovered row on the muted surface.
    '--reserva-surface-strong': '#f1f3f5',
    // Selected or one's own: a selected link, an offer, one's own message.
    '--reserva-surface-accent': '#eef4ff',
    '--reserva-surface-accent-strong': '#dbe6fe',
    '--reserva-border': '#dee2e6',
    '--reserva-border-subtle': '#e9ecef',
    // Chart bars: 3:1 or more on the page (WCAG 1.4.11, graphics); Mantine's yellow-9 is 2.99:1.
    '--reserva-chart-primary': '#2563eb',
    '--reserva-chart-warning': '#d97706',
    '--reserva-chart-danger': '#e03131',
    '--reserva-chart-neutral': '#495057',
    '--reserva-chart-muted': '#868e96',
  },
  dark: {
    // Mantine's dark-2 (#828282) is 4.0:1 on the dark page.
    '--mantine-color-dimmed': '#adadad',
    // Mantine's red-8 is 3.4:1 on the dark page.
    '--mantine-color-error': '#ffa8a8',
    // Mantine's brand-4 is 5.1:1 on the page but 4.5:1 on the muted surface.
    '--mantine-color-anchor': '#93b4fd',
    '--reserva-success-text': '#8ce99a',
    '--reserva-warning-text': '#ffd8a8',
    '--reserva-accent-text': '#bfd3fe',
    '--reserva-text-soft': '#c9c9c9',
    '--reserva-surface-muted': '#2e2e2e',
    '--reserva-surface-strong': '#3b3b3b',
    '--reserva-surface-accent': '#1b2a4e',
    '--reserva-surface-accent-strong': '#24386a',
    '--reserva-border': '#424242',
    '--reserva-border-subtle': '#3b3b3b',
    '--reserva-chart-primary': '#6090fa',
    '--reserva-chart-warning': '#fcc419',
    '--reserva-chart-danger': '#ff6b6b',
    '--reserva-chart-neutral': '#dee2e6',
    '--reserva-chart-muted': '#868e96',
  },
} as const

/** Mantine's light variant puts shade 9 on shade 1; for these colours that is below 4.5:1. */
const lightVariantText = {
  '--mantine-color-green-light-color': schemeColours.light['--reserva-success-text'],
  '--mantine-color-yellow-light-color': schemeColours.light['--reserva-warning-text'],
}

const toneColours = (scheme: 'light' | 'dark') =>
  Object.fromEntries(
    Object.entries(tones).flatMap(([tone, pairs]) => [
      [`--reserva-tone-${tone}-text`, pairs[scheme].text],
      [`--reserva-tone-${tone}-background`, pairs[scheme].background],
    ]),
  )

export const theme = createTheme({
  primaryColor: 'brand',
  // Filled buttons carry white text: brand-7 is 6.7:1 under it (Mantine's dark default, shade 4,
  // is 3.1:1), and outlines in dark take shade 3, 7.5:1 on the dark page.
  primaryShade: { light: 6, dark: 7 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
    // Fluid sizes: a long business name or title should not take half a phone's screen.
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.375rem, 1.25rem + 0.6vw, 1.625rem)', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
})

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...schemeColours.light,
    ...lightVariantText,
    ...toneColours('light'),
    '--reserva-header-background': 'rgb(255 255 255 / 0.92)',
  },
  dark: {
    ...schemeColours.dark,
    ...toneColours('dark'),
    '--reserva-header-background': 'rgb(36 36 36 / 0.92)',
  },
})
