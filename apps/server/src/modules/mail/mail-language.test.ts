import { describe, expect, it } from 'vitest'
import { acceptedLanguage, readerLanguage } from './mail-language.ts'
import { wordsFor } from './words.ts'

describe('the language a request asks for', () => {
  it('is the first shipped language of Accept-Language, by preference', () => {
    expect(acceptedLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de')
    expect(acceptedLanguage('pt-BR, es;q=0.5, ja;q=0.7')).toBe('ja')
    expect(acceptedLanguage('en;q=0.1, AR')).toBe('ar')
    expect(acceptedLanguage('fr;q=0, es')).toBe('es')
  })

  it('is none for a header without a shipped language, or without a header', () => {
    expect(acceptedLanguage('pt-BR, *;q=0.1')).toBeUndefined()
    expect(acceptedLanguage('')).toBeUndefined()
    expect(acceptedLanguage(undefined)).toBeUndefined()
    expect(acceptedLanguage(';q=1, ,')).toBeUndefined()
  })
})

describe('the reader’s language', () => {
  it('is their choice, else the request’s, else the business’s', () => {
    expect(readerLanguage({ chosen: 'de', requested: 'fr', businessDefault: 'es' })).toBe('de')
    expect(readerLanguage({ chosen: null, requested: 'fr', businessDefault: 'es' })).toBe('fr')
    expect(readerLanguage({ chosen: null, businessDefault: 'es' })).toBe('es')
  })
})

describe('the words of a mail', () => {
  const span = {
    start: new Date('2026-03-03T10:30:00Z'),
    end: new Date('2026-03-03T11:30:00Z'),
    timezone: 'Europe/London',
  }

  it('write a time in the business’s zone, each language its own way', () => {
    expect(wordsFor('en').span(span)).toBe('Tuesday, 3 March 2026, 10:30–11:30 (Europe/London)')
    expect(wordsFor('de').span(span)).toBe(
      'Dienstag, 3. März 2026, 10:30–11:30 Uhr (Europe/London)',
    )
    expect(wordsFor('fr').span(span)).toBe('mardi 3 mars 2026, de 10:30 à 11:30 (Europe/London)')
    expect(wordsFor('ja').span({ ...span, timezone: 'Asia/Tokyo' })).toBe(
      '2026年3月3日火曜日 19:30〜20:30（Asia/Tokyo）',
    )
    expect(wordsFor('en').moment(span.start, 'Europe/London')).toBe(
      'Tuesday, 3 March 2026 at 10:30',
    )
    expect(wordsFor('es').moment(span.start, 'Europe/London')).toBe(
      'martes, 3 de marzo de 2026 a las 10:30',
    )
  })

  it('write money, lengths of time and counts in the language', () => {
    expect(wordsFor('en').money(42000, 'GBP')).toBe('£420.00')
    expect(wordsFor('de').money(42050, 'EUR')).toBe('420,50\u00a0€')
    expect(wordsFor('en').duration(90)).toBe('1 hour 30 minutes')
    expect(wordsFor('fr').duration(30)).toBe('30 minutes')
    const { t } = wordsFor('ar')
    const messages = (count: number) =>
      t('quote.messages.subject', { count, reference: 'Q-1' }).replace(' بشأن Q-1', '')
    expect([1, 2, 3, 11, 100].map(messages)).toEqual([
      'رسالة جديدة واحدة',
      'رسالتان جديدتان',
      '3 رسائل جديدة',
      '11 رسالة جديدة',
      '100 رسالة جديدة',
    ])
  })
})
