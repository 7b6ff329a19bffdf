import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  catalogueProblems,
  englishPluralProblems,
  untranslatedKeys,
  unusedKeys,
} from '@reserva/shared/catalogue-check'
import { languageCodes } from '@reserva/shared/languages'
import type { Message } from '@reserva/shared/translator'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.ts'
import { messages as english } from './en/mail.ts'

const source = english as Record<string, Message>

describe.each(languageCodes.filter((language) => language !== 'en'))(
  'the %s catalogue of mails, texts and calendar files',
  (language) => {
    const catalogue = catalogues[language] as Record<string, Message>

    it('has every key of English’s and no other, each with English’s placeholders and its language’s plural forms', () => {
      expect(catalogueProblems(source, catalogue, language)).toEqual([])
    })

    it('is not English’s words left untranslated', () => {
      expect(untranslatedKeys(source, catalogue)).toEqual([])
    })
  },
)

describe('the English catalogue of mails, texts and calendar files', () => {
  it('has the plural forms of English', () => {
    expect(englishPluralProblems(source)).toEqual([])
  })

  it('has no key that no source file names', () => {
    const root = join(import.meta.dirname, '..')
    const code = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.test\./.test(file) && !file.startsWith('locales'))
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n')
    expect(unusedKeys(source, code)).toEqual([])
  })
})
