import { configure } from '@testing-library/react'
import { beforeAll, vi } from 'vitest'

/**
 * For tests of whole screens with long forms: longer waits (slower than one component, above
 * all on a busy machine), and the `document.fonts` Mantine's autosizing text areas listen to,
 * which happy-dom lacks. Call once at the top of the test file.
 */
export function wholeScreenSetup() {
  vi.setConfig({ testTimeout: 30_000 })
  beforeAll(() => {
    configure({ asyncUtilTimeout: 5_000 })
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      })
    }
  })
}
