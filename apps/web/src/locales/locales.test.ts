import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { languageCodes } from '@reserva/shared/languages'
import { describe, expect, it } from 'vitest'
import { type Area, areas, loadCatalogue } from '@/lib/i18n/catalogue.ts'
import type { Message } from '@/lib/i18n/translator.ts'
import { english } from './en/index.ts'

const source = english.catalogue as Record<string, Message>
const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
/** A message's placeholders; a plural form may leave out the count ("one item", "عنصران"). */
const placeholders = (message: Message) =>
  typeof message === 'string'
    ? holes(message)
    : [...new Set(Object.values(message).flatMap((text) => holes(text ?? '')))]
        .filter((name) => name !== 'count')
        .sort()

describe.each(languageCodes.filter((language) => language !== 'en'))(
  'the %s catalogue',
  (language) => {
    it('has every key of English’s and no other, each with English’s placeholders and its language’s plural forms', async () => {
      const catalogue = (await loadCatalogue(language)) as Record<string, Message>
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort())
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      for (const [key, english] of Object.entries(source)) {
        const message = catalogue[key] as Message
        expect(typeof message, key).toBe(typeof english)
        expect(placeholders(message), key).toEqual(placeholders(english))
        if (typeof message !== 'string') {
          expect(Object.keys(message).sort(), key).toEqual([...categories].sort())
          expect(
            Object.values(message).every((text) => text && text.trim() !== ''),
            key,
          ).toBe(true)
        } else expect(message.trim(), key).not.toBe('')
      }
    })
  },
)

describe('the English catalogue', () => {
  it('has no key in two areas (the later area would silently win)', async () => {
    const seen = new Map<string, Area>()
    const clashes: string[] = []
    for (const area of areas) {
      for (const key of Object.keys(await loadCatalogue('en', [area]))) {
        const first = seen.get(key)
        if (first) clashes.push(`${key}: ${first} and ${area}`)
        else seen.set(key, area)
      }
    }
    expect(clashes).toEqual([])
  })

  it('has the plural forms of English', () => {
    for (const [key, message] of Object.entries(source)) {
      if (typeof message !== 'string')
        expect(Object.keys(message).sort(), key).toEqual(['one', 'other'])
    }
  })

  it('has no key that no source file names', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) {
          if (path !== join(import.meta.dirname)) walk(path)
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path)
      }
    }
    walk(join(import.meta.dirname, '..'))
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n')
    const unused = Object.keys(source).filter((key) => !text.includes(`'${key}'`))
    expect(unused).toEqual([])
  })
})
