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

// 10:30 in Paris on Monday 25 November 2030.
const instant = '2030-11-25T09:30:00Z'

describe('the quote screens’ values', () => {
  it('keep their British English words in English', async () => {
    const format = await formatIn('en')
    expect(format.money(42000, 'GBP')).toBe('£420.00')
    expect(format.longWhen('Europe/Paris', instant)).toBe('Monday 25 November 2030 at 10:30')
    expect(format.shortWhen('Europe/Paris', instant)).toBe('Mon 25 Nov 2030, 10:30')
    expect(format.zoneName('Europe/Paris')).toBe('Paris time')
    expect(format.amount(42000, 'GBP')).toBe('420.00')
    expect(format.size(13_000_000)).toBe('12.4 MB')
    expect(format.list(['a', 'b'], '; ')).toBe('a; b')
  })

  it('are written the language’s way in another language', async () => {
    const format = await formatIn('de')
    expect(format.money(42000, 'GBP')).toBe('420,00\u00a0£')
    expect(format.longWhen('Europe/Paris', instant)).toBe('Montag, 25. November 2030 um 10:30')
    expect(format.zoneName('Europe/Paris', instant)).toBe('Mitteleuropäische Normalzeit')
    expect(format.zoneName('Europe/Paris', '2030-07-01T09:30:00Z')).toBe(
      'Mitteleuropäische Sommerzeit',
    )
    expect(format.amount(42000, 'GBP')).toBe('420,00')
    expect(format.amount(123456, 'KWD')).toBe('123.456')
    expect(format.size(13_000_000)).toMatch(/^12,4\sMB$/)
    expect(format.percent(0.42)).toBe('42\u00a0%')
    expect(format.list(['a', 'b'], '; ')).toBe('a und b')
    expect(
      format.span(
        { start: instant, end: '2030-11-25T10:30:00Z' },
        { businessZone: 'Europe/Paris', visitorZone: 'Europe/Paris' },
      ),
    ).toBe('Montag, 25. November 2030, 10:30 bis 11:30 (Europe/Paris)')
  })
})
