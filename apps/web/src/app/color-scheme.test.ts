import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { colorSchemeStorageKey } from './color-scheme.ts'

// The inline script in index.html, run as the browser runs it before the bundle arrives.
const page = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8')
const script = page.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? ''

function runWith({ stored, systemDark }: { stored: string | null; systemDark: boolean }) {
  document.documentElement.removeAttribute('data-mantine-color-scheme')
  if (stored === null) localStorage.removeItem(colorSchemeStorageKey)
  else localStorage.setItem(colorSchemeStorageKey, stored)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  }))
  new Function(script)()
  return document.documentElement.getAttribute('data-mantine-color-scheme')
}

describe('the colour-scheme script in index.html', () => {
  afterEach(() => localStorage.clear())

  it('comes before the app’s bundle, so the first paint has the right scheme', () => {
    expect(script).toContain(`'${colorSchemeStorageKey}'`)
    expect(page.indexOf(script)).toBeLessThan(page.indexOf('type="module"'))
  })

  it('follows the system when nothing was chosen, or "auto" was', () => {
    expect(runWith({ stored: null, systemDark: true })).toBe('dark')
    expect(runWith({ stored: null, systemDark: false })).toBe('light')
    expect(runWith({ stored: 'auto', systemDark: true })).toBe('dark')
  })

  it('uses the remembered choice over the system', () => {
    expect(runWith({ stored: 'light', systemDark: true })).toBe('light')
    expect(runWith({ stored: 'dark', systemDark: false })).toBe('dark')
  })

  it('ignores a value it does not know', () => {
    expect(runWith({ stored: 'purple', systemDark: false })).toBe('light')
  })
})
