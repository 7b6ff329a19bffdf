import { afterEach, beforeEach, expect, vi } from 'vitest'

// A console.error during a test fails it (STYLE.md rule 12): errors must be handled or asserted.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.mocked(console.error).mockRestore()
  expect(errors, 'console.error was called during the test').toEqual([])
})
