import { localStorageColorSchemeManager } from '@mantine/core'

/**
 * Where the chosen colour scheme (light, dark or auto) is remembered. index.html's inline script
 * reads the same key before the first paint; color-scheme.test.ts keeps the two in step.
 */
export const colorSchemeStorageKey = 'reserva-color-scheme'

export const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey })
