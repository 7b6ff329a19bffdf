import { describe, expect, it } from 'vitest'
import { durationText, waitText } from './format.ts'
import { browserLanguage, directionOf, matchLanguage, pickLanguage } from './languages.ts'
import { createTranslator } from './translator.ts'

const source = {
  hello: 'Hello, {name}',
  plain: 'Nothing to fill',
  waiting: { one: '{count} needs attention', other: '{count} need attention' },
} as const

describe('the translator', () => {
  it('fills placeholders, writing numbers the language’s way', () => {
    const t = createTranslator<typeof source>('en', source)
    expect(t('hello', { name: 'Cora' })).toBe('Hello, Cora')
    expect(t('plain')).toBe('Nothing to fill')
    expect(t('waiting', { count: 1 })).toBe('1 needs attention')
    expect(t('waiting', { count: 1200 })).toBe('1,200 need attention')
    const de = createTranslator<typeof source>('de', {
      ...source,
      waiting: { one: '{count} wartet', other: '{count} warten' },
    })
    expect(de('waiting', { count: 1200 })).toBe('1.200 warten')
  })

  it('picks Arabic’s six plural forms by Intl.PluralRules', () => {
    const t = createTranslator<typeof source>('ar', {
      ...source,
      waiting: {
        zero: 'لا شيء',
        one: 'واحد',
        two: 'اثنان',
        few: '{count} قليل',
        many: '{count} كثير',
        other: '{count} آخر',
      },
    })
    expect([0, 1, 2, 3, 11, 100].map((count) => t('waiting', { count }))).toEqual([
      'لا شيء',
      'واحد',
      'اثنان',
      '3 قليل',
      '11 كثير',
      '100 آخر',
    ])
  })
})

describe('choosing the language', () => {
  it('takes the person’s choice, then this browser’s, then its languages, then the business’s default, then English', () => {
    expect(pickLanguage({ chosen: 'ja', stored: 'de', browser: 'fr', businessDefault: 'es' })).toBe(
      'ja',
    )
    expect(pickLanguage({ chosen: null, stored: 'de', browser: 'fr', businessDefault: 'es' })).toBe(
      'de',
    )
    expect(pickLanguage({ browser: 'fr', businessDefault: 'es' })).toBe('fr')
    expect(pickLanguage({ businessDefault: 'es' })).toBe('es')
    expect(pickLanguage({})).toBe('en')
  })

  it('matches the browser’s languages to ours by their primary subtag, in its order', () => {
    expect(matchLanguage('de-AT')).toBe('de')
    expect(matchLanguage('pt-BR')).toBeUndefined()
    expect(browserLanguage(['pt-BR', 'es-MX', 'en'])).toBe('es')
    expect(browserLanguage(['pt-BR'])).toBeUndefined()
  })

  it('lays Arabic out right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})

describe('lengths of time', () => {
  it('read naturally in each language', () => {
    expect(durationText('en', 90)).toBe('1 hour 30 minutes')
    expect(durationText('en', 2 * 1440)).toBe('2 days')
    expect(durationText('de', 1440 + 60)).toBe('1 Tag, 1 Stunde')
    expect(waitText('en', 42)).toBe('42 seconds')
    expect(waitText('en', 1)).toBe('1 second')
    expect(waitText('fr', 120)).toBe('2 minutes')
    expect(waitText('ja', 5)).toBe('5 秒')
  })
})

describe('dates', () => {
  it('keep their British English words in English, and follow the language otherwise', async () => {
    const { longDate, monthName, shortDate } = await import('@/lib/dates.ts')
    expect(longDate('2030-11-25')).toBe('Monday 25 November 2030')
    expect(longDate('2030-11-25', { language: 'de' })).toBe('Montag, 25. November 2030')
    expect(longDate('2030-11-25', { language: 'ja' })).toBe('2030年11月25日月曜日')
    expect(shortDate('2030-11-25', { year: false, language: 'fr' })).toBe('lun. 25 nov.')
    expect(monthName('2030-11', { language: 'es' })).toBe('noviembre de 2030')
  })
})
