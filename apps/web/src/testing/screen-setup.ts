import { beforeAll, vi } from 'vitest'

/**
 * For tests of whole screens with long forms: a longer time for each test (slower than one
 * component, above all on a busy machine), and the `document.fonts` Mantine's autosizing text areas
 * listen to, which happy-dom lacks. Call once at the top of the test file. The waits for what a
 * screen shows stay setup-tests.ts's 15 s, not shorter: the first test of a file waits for its
 * screen's modules to be transformed, which is slow on a loaded machine.
 */
export function wholeScreenSetup() {
  vi.setConfig({ testTimeout: 30_000 })
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      })
    }
  })
}
