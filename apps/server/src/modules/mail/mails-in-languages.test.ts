import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { json, send, signUpAs, uniqueEmail } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { guestBook, guestConfirm, latestMail } from '../../testing/guest-helpers.ts'
import { users } from '../auth/auth.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

const germanDate =
  /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/
const spanishDate =
  /(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/
const japaneseDate = /\d{4}年\d{1,2}月\d{1,2}日[月火水木金土日]曜日/

describe('mails, texts and calendar files in the reader’s language', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  afterEach(async () => {
    await t.db
      .update(businessSettings)
      .set({ defaultLanguage: 'en', requireConfirmation: false, guestBooking: 'off' })
  })

  /** The first free start of a safety check on a weekday `weekday` of next week or so. */
  const freeStart = async (weekday: number) => {
    const day = nextWeekday(weekday)
    const res = await t.request(
      `/api/v1/services/${ids['Safety check']}/slots?from=${day}&to=${day}`,
    )
    return (await readJson(res)).slots[0].start as string
  }
  const bookSafetyCheck = async (cookie: string, weekday: number) => {
    const res = await t.request(
      '/api/v1/bookings',
      send('POST', { serviceId: ids['Safety check'], start: await freeStart(weekday) }, cookie),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).booking as { id: string; reference: string }
  }

  it('confirms a booking in German to a customer who chose German, with a German calendar file', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false })
    const customer = await signUpAs(t, 'customer', 'Cat Customer')
    const chosen = await t.request(
      '/api/v1/me/profile',
      send('PATCH', { language: 'de' }, customer.cookie),
    )
    expect(chosen.status).toBe(200)
    const booking = await bookSafetyCheck(customer.cookie, 2)

    const mail = await latestMail(t, customer.email, 'booking_confirmed')
    expect(mail.subject).toBe(`Gebucht: Safety check — ${booking.reference}`)
    expect(mail.text).toContain('Guten Tag Cat Customer,\nIhre Buchung ist bestätigt.')
    expect(mail.text).toContain(`Nummer: ${booking.reference}`)
    expect(mail.text).toMatch(
      new RegExp(`Wann: ${germanDate.source}, \\d\\d:\\d\\d–\\d\\d:\\d\\d Uhr \\(Europe/London\\)`),
    )
    expect(mail.html).toContain('<div lang="de" dir="ltr">')

    const ics = await t.request(`/api/v1/bookings/${booking.id}/ics`, {
      headers: { cookie: customer.cookie },
    })
    const unfolded = (await ics.text()).replace(/\r\n /g, '')
    expect(unfolded).toContain('SUMMARY:Safety check bei Spoke & Chain')
    expect(unfolded).toMatch(new RegExp(`DESCRIPTION:Buchung ${booking.reference} bei \\S`))
  })

  it('writes to a customer who chose no language in the business’s default', async () => {
    await t.db.update(businessSettings).set({ requireConfirmation: false, defaultLanguage: 'es' })
    const customer = await signUpAs(t, 'customer', 'Nora Nochoice')
    const booking = await bookSafetyCheck(customer.cookie, 3)

    const mail = await latestMail(t, customer.email, 'booking_confirmed')
    expect(mail.subject).toBe(`Reservado: Safety check — ${booking.reference}`)
    expect(mail.text).toContain('Hola, Nora Nochoice:\nSu reserva está confirmada.')
    expect(mail.text).toMatch(new RegExp(`Cuándo: ${spanishDate.source}, de \\d\\d:\\d\\d a `))
  })

  it('mails a guest who booked from a Japanese page their code in Japanese, and keeps the language', async () => {
    await t.db.update(businessSettings).set({ guestBooking: 'confirm_first' })
    const email = uniqueEmail('guest-ja')
    const held = await guestBook(t, {
      serviceId: ids['Safety check'],
      start: await freeStart(4),
      guest: { name: 'Gen Guest', email },
      language: 'ja',
    })
    expect(held.status, await held.clone().text()).toBe(202)
    const { pending } = await readJson(held)

    const mail = await latestMail(t, email, 'guest_code')
    const code = mail.subject.match(/^Spoke & Chain の予約確認コード：(\d{6})$/)?.[1]
    expect(code).toBeDefined()
    expect(mail.text).toMatch(
      new RegExp(
        `^お客様\\n${japaneseDate.source} \\d\\d:\\d\\d〜\\d\\d:\\d\\d（Europe/London） の Safety check を予約するには、次のコードを入力してください：${code}\\n`,
      ),
    )
    expect(mail.text).toContain('コードの有効期限は30 分です。')
    const [person] = await t.db
      .select({ language: profiles.language })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email))
    expect(person?.language).toBe('ja')

    // The code in the Japanese mail books it.
    expect((await guestConfirm(t, { id: pending.id, code })).status).toBe(201)
  })

  it('sends a sign-up’s verification in the language its request asked for', async () => {
    const email = uniqueEmail('signup-fr')
    const res = await t.request(
      '/api/auth/sign-up/email',
      json(
        { email, password: 'Correct-Horse-42', name: 'Fleur Française' },
        { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
      ),
    )
    expect(res.status).toBe(200)
    const mail = await latestMail(t, email, 'verify_address')
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Spoke & Chain')
    expect(mail.text).toMatch(
      /^Bonjour,\nVeuillez confirmer qu’il s’agit bien de votre adresse e-mail\. Le lien est valable une heure\.\n\nConfirmer mon adresse : http:\/\/localhost:3000\/api\/auth\/verify-email\?/,
    )
  })

  it('asks a guest who signs up to finish their account in the language of the sign-up', async () => {
    await t.db.update(businessSettings).set({ guestBooking: 'confirm_first' })
    const email = uniqueEmail('guest-de')
    const held = await guestBook(t, {
      serviceId: ids['Safety check'],
      start: await freeStart(5),
      guest: { name: 'Greta Gast', email },
    })
    expect(held.status, await held.clone().text()).toBe(202)
    // Booked without a language: the record has none, so the sign-up's request decides.
    expect((await latestMail(t, email, 'guest_code')).subject).toMatch(/is your code to book/)
    const res = await t.request(
      '/api/auth/sign-up/email',
      json(
        { email, password: 'Correct-Horse-42', name: 'Greta Gast' },
        { 'accept-language': 'de' },
      ),
    )
    expect(res.status).toBe(200)
    const mail = await latestMail(t, email, 'finish_account')
    expect(mail.subject).toBe('Wählen Sie ein Passwort für Ihr Konto bei Spoke & Chain')
    expect(mail.text).toContain('Passwort wählen: http://localhost:3000/')
  })

  it('answers a request in the language the person chose before the one the request asks for', async () => {
    const customer = await signUpAs(t, 'customer', 'Dora Deutsch')
    await t.request('/api/v1/me/profile', send('PATCH', { language: 'de' }, customer.cookie))
    const res = await t.request(
      '/api/auth/request-password-reset',
      json(
        { email: customer.email, redirectTo: 'http://localhost:3000/signin?mode=reset' },
        { 'accept-language': 'fr' },
      ),
    )
    expect(res.status).toBe(200)
    const mail = await latestMail(t, customer.email, 'password_reset')
    expect(mail.subject).toBe('Ihr Passwort für Spoke & Chain zurücksetzen')
  })

  it('writes a one-time code for an address without an account in the request’s language, else the business’s', async () => {
    const ask = (email: string, headers: Record<string, string>) =>
      t.request(
        '/api/auth/email-otp/send-verification-otp',
        json({ email, type: 'sign-in' }, headers),
      )
    const spanish = uniqueEmail('otp-es')
    expect((await ask(spanish, { 'accept-language': 'es-MX,es;q=0.9' })).status).toBe(200)
    expect((await latestMail(t, spanish, 'code_sign_in')).text).toMatch(
      /^Su código para iniciar sesión es \d{6}\./,
    )

    await t.db.update(businessSettings).set({ defaultLanguage: 'ar' })
    const arabic = uniqueEmail('otp-default')
    expect((await ask(arabic, { 'accept-language': 'pt-BR' })).status).toBe(200)
    const mail = await latestMail(t, arabic, 'code_sign_in')
    expect(mail.text).toMatch(/^رمز تسجيل الدخول الخاص بك هو \d{6}\./)
    expect(mail.html).toContain('<div lang="ar" dir="rtl">')
  })
})
