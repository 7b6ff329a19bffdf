import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  catalogueProblems,
  englishPluralProblems,
  unusedKeys,
} from '@reserva/shared/catalogue-check'
import { languageCodes } from '@reserva/shared/languages'
import { describe, expect, it } from 'vitest'
import { type Area, areas, loadCatalogue } from '@/lib/i18n/catalogue.ts'
import type { Message } from '@/lib/i18n/translator.ts'
import { english } from './en/index.ts'

const source = english.catalogue as Record<string, Message>

describe.each(languageCodes.filter((language) => language !== 'en'))(
  'the %s catalogue',
  (language) => {
    it('has every key of English’s and no other, each with English’s placeholders and its language’s plural forms', async () => {
      const catalogue = (await loadCatalogue(language)) as Record<string, Message>
      expect(catalogueProblems(source, catalogue, language)).toEqual([])
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
    expect(englishPluralProblems(source)).toEqual([])
  })

  it('has no key that no source file names', () => {
    const root = join(import.meta.dirname, '..')
    const code = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file) && !file.startsWith('locales'),
      )
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n')
    expect(unusedKeys(source, code)).toEqual([])
  })
})
