import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

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

/** Secondary text: 5.9:1 on white, 5.6:1 on the footer's grey. */
export const DIMMED_TEXT = '#5c6570'
/** Error text: Mantine's red-6 is 3.3:1 on white; red-9 is 5.5:1. */
export const ERROR_TEXT = '#c92a2a'
/** Success text: Mantine's green-9 is 4.4:1 on white and 4.1:1 on a light green alert; this is 5.5:1 or more. */
export const SUCCESS_TEXT = '#237032'

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
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
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    // Features use it as var(--reserva-success-text) for "saved", "on", "done".
    '--reserva-success-text': SUCCESS_TEXT,
  },
  dark: {},
})
