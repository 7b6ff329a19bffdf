import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { activate } from '@/lib/i18n/active.ts'
import { createTranslator } from '@/lib/i18n/translator.ts'
import { english } from '@/locales/en/index.ts'

// Screens are lazy chunks compiled on first import: on a busy 2-core machine the first render
// of one can take longer than Testing Library's default one-second wait, and a few seconds are
// not always enough on a loaded machine (findBy… on a screen's first render); a test still fails
// at once on a wrong assertion, only a missing element waits this long.
configure({ asyncUtilTimeout: 15_000 })

// A console.error during a test is a bug (a React warning, an unhandled state update, a failed
// prop type…): collect them and fail the test that caused them.
let consoleErrors: unknown[][] = []

beforeEach(() => {
  // Tests read English: words made outside a render (an error's message) too, whatever language
  // a test before switched to.
  activate('en', createTranslator('en', english.catalogue))
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  // What a test leaves in the browser or in a library's module-wide store is not the next one's
  // (files share their modules: vite.config.ts).
  localStorage.clear()
  sessionStorage.clear()
  notifications.clean()
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n---\n')
    throw new Error(`console.error was called during this test:\n${text}`)
  }
})
