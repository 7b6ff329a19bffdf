import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/i18n/catalogue.ts'
import { I18nProvider } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { useQuoteFormat } from './use-quote-format.ts'

const formatIn = async (language: Language) => {
  const catalogue = await loadCatalogue(language, ['quotes'])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initial={{ language, catalogue }}>{children}</I18nProvider>
  )
  return renderHook(() => useQuoteFormat(), { wrapper }).result.current
}

describe('the quote screens’ values', () => {
  it('keep their English words in English', async () => {
    const format = await formatIn('en')
    expect(format.amount(42000, 'GBP')).toBe('420.00')
    expect(format.size(13_000_000)).toBe('12.4 MB')
    expect(format.size(870_000)).toBe('850 KB')
    expect(format.percent(0.42)).toBe('42%')
    expect(format.list(['a', 'b'], '; ')).toBe('a; b')
  })

  it('are written the language’s way in another language', async () => {
    const format = await formatIn('de')
    // A decimal comma the price field reads back; three decimals keep the point.
    expect(format.amount(42000, 'GBP')).toBe('420,00')
    expect(format.amount(123456, 'KWD')).toBe('123.456')
    expect(format.count(1200)).toBe('1.200')
    expect(format.size(13_000_000)).toMatch(/^12,4\sMB$/)
    expect(format.percent(0.42)).toBe('42\u00a0%')
    expect(format.list(['a', 'b', 'c'], '; ')).toBe('a, b und c')
  })
})
