import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { languageCodes } from '@reserva/shared/languages'
import type { Message } from '@reserva/shared/translator'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.ts'
import { messages as english } from './en/mail.ts'

const source = english as Record<string, Message>
const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
/** A message's placeholders; a plural form may leave out the count ("einmal", "رسالتان"). */
const placeholders = (message: Message) =>
  typeof message === 'string'
    ? holes(message)
    : [...new Set(Object.values(message).flatMap((text) => holes(text ?? '')))]
        .filter((name) => name !== 'count')
        .sort()

describe.each(languageCodes.filter((language) => language !== 'en'))(
  'the %s catalogue of mails, texts and calendar files',
  (language) => {
    it('has every key of English’s and no other, each with English’s placeholders and its language’s plural forms', () => {
      const catalogue = catalogues[language] as Record<string, Message>
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

    it('is not English’s words left untranslated', () => {
      const catalogue = catalogues[language] as Record<string, Message>
      // Messages made of placeholders and signs only read alike in every language.
      const words = (message: Message) =>
        JSON.stringify(message)
          .replace(/\{\w+\}/g, '')
          .match(/\p{L}{3,}/gu) ?? []
      const same = Object.keys(source).filter(
        (key) =>
          words(source[key] as Message).length > 0 &&
          JSON.stringify(catalogue[key]) === JSON.stringify(source[key]),
      )
      expect(same).toEqual([])
    })
  },
)

describe('the English catalogue of mails, texts and calendar files', () => {
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
          if (path !== import.meta.dirname) walk(path)
        } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(path)
      }
    }
    walk(join(import.meta.dirname, '..'))
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n')
    const unused = Object.keys(source).filter((key) => !text.includes(`'${key}'`))
    expect(unused).toEqual([])
  })
})
