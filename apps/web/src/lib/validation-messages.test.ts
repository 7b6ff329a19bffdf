import { updateProfileSchema } from '@reserva/shared'
import { phoneSignUpSchema } from '@reserva/shared/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { english } from '@/locales/en/index.ts'
import { serverFieldErrors } from './form-errors.ts'
import { activate } from './i18n/active.ts'
import { type Catalogue, loadCatalogue } from './i18n/catalogue.ts'
import type { Language } from './i18n/languages.ts'
import { createTranslator, type Message } from './i18n/translator.ts'
import { issueMessages, knownTexts, says, unwrittenMessage } from './validation-messages.ts'

const show = async (language: Language) => {
  const catalogue = language === 'en' ? english.catalogue : await loadCatalogue(language)
  activate(language, createTranslator(language, catalogue as Catalogue))
}

const messagesOf = (schema: z.ZodType, values: unknown) => {
  const parsed = schema.safeParse(values, { error: unwrittenMessage })
  return parsed.success ? {} : issueMessages(parsed.error.issues)
}

describe('the field messages of a form', () => {
  afterEach(() => show('en'))

  it('know each English text by its key, whose English message is that very text', () => {
    const source = english.catalogue as Record<string, Message>
    for (const [text, key] of knownTexts()) {
      const message = source[key]
      expect(typeof message === 'string' ? message : message?.other, key).toBe(text)
    }
  })

  // A web schema of its own, as the sign-in forms write theirs (features/auth/schemas.ts).
  const emailForm = z.object({
    email: z
      .string()
      .trim()
      .min(1, says('validation.enterEmail'))
      .pipe(z.email(says('validation.emailLike'))),
  })

  it('keep the schemas’ English in English', async () => {
    await show('en')
    expect(messagesOf(phoneSignUpSchema, { name: '', phoneNumber: '0740', password: '' })).toEqual({
      name: 'Enter your name',
      password: 'Choose a password',
    })
    expect(messagesOf(emailForm, { email: 'x' })).toEqual({
      email: 'Enter an e-mail address like name@example.com',
    })
  })

  it('show the schemas’ messages, the contract’s and the web’s, in the language on screen', async () => {
    await show('de')
    expect(
      messagesOf(phoneSignUpSchema, { name: 'x'.repeat(121), phoneNumber: '', password: 'p' }),
    ).toEqual({
      name: 'Verwenden Sie höchstens 120 Zeichen',
      phoneNumber: 'Geben Sie Ihre Telefonnummer ein',
    })
    expect(messagesOf(emailForm, { email: ' ' })).toEqual({
      email: 'Geben Sie Ihre E-Mail-Adresse ein',
    })
  })

  it('word a check the schema left unsaid, instead of zod’s technical English', async () => {
    await show('fr')
    // The profile's name has `.max(120)` without a message of its own.
    const name = 'x'.repeat(121)
    expect(messagesOf(updateProfileSchema, { fullName: name })).toEqual({
      fullName: 'Utilisez au plus 120 caractères',
    })
    expect(messagesOf(z.object({ places: z.number().int().max(5) }), { places: 7 })).toEqual({
      places: 'Indiquez au plus 5',
    })
  })

  it('translate what the server said of a field with the same schemas, and leave other words as they are', async () => {
    await show('ja')
    expect(
      serverFieldErrors([
        { path: 'phone', message: 'Use at most 40 characters' },
        { path: 'fullName', message: 'Something only the server says' },
      ]),
    ).toEqual({
      phone: '40 文字以内で入力してください',
      fullName: 'Something only the server says',
    })
  })
})
