import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { waitForSmsCode } from './mailbox.ts'

// A phone account from start to end, on the real server: the number as dialled in the business's
// country (the demo business is in London), its code read from the text the server sent to the
// e2e server's SMS webhook (scripts/e2e-server.mjs), a password reset by a texted code, and the
// new password signing in. Issue #40 item 3; docs/decisions/031-phone-verification.md.

const STRONG = 'Velodrome-Sprint-2026'
const NEW = 'Fresh-Chain-Lube-7'

/** A UK mobile number as dialled in the UK, and in E.164. */
function newNumber() {
  const digits = String(randomInt(1_000_000)).padStart(6, '0')
  return { national: `07400 ${digits}`, e164: `+447400${digits}` }
}

async function choosePhone(page: Page, formName: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByText('Phone', { exact: true }).click()
  return form
}

test.describe('a phone account', () => {
  test('signs up with a national number, confirms it with the texted code, recovers its password by a code and signs in with the new one', async ({
    page,
    allowHttpError,
  }) => {
    const number = newNumber()
    await page.goto('/signup')
    const signUp = await choosePhone(page, 'Create an account')
    await signUp.getByLabel('Full name').fill('Pat Phone')
    await signUp.getByLabel('Phone number').fill(number.national)
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await signUp.getByRole('button', { name: 'Create account' }).click()

    // No session yet: the code from the text confirms the number and signs in.
    const confirm = page.getByRole('form', { name: 'Confirm your phone number' })
    await expect(confirm.getByRole('status')).toContainText(
      `We texted a 6-digit code to +44 7400 ${number.e164.slice(-6)}.`,
    )
    const code = confirm.getByLabel('Code from the text message')
    await expect(code).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])
    await code.fill(await waitForSmsCode(page.request, number.e164))
    // Keyboard alone: Enter sends the form.
    await code.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible()
    await expect(page.getByText('Hello Pat Phone.')).toBeVisible()

    await page.getByRole('button', { name: 'Pat Phone' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
    await expect(signInLink).toBeVisible()
    await signInLink.click()

    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    const forgot = await choosePhone(page, 'Reset your password')
    await forgot.getByLabel('Phone number').fill(number.national)
    await forgot.getByRole('button', { name: 'Text me a code' }).click()
    const reset = page.getByRole('form', { name: 'Choose a new password' })
    await expect(reset.getByRole('status')).toContainText(
      `If ${number.national} is the confirmed number of an account, we have texted it a 6-digit code.`,
    )
    expect(await seriousViolations(page)).toEqual([])
    await reset
      .getByLabel('Code from the text message')
      .fill(await waitForSmsCode(page.request, number.e164, 2))
    // The server's password policy applies here too.
    allowHttpError(/\/api\/auth\/phone-number\/reset-password$/, 422)
    const password = reset.getByRole('textbox', { name: 'New password', exact: true })
    await password.fill('password')
    await reset.getByRole('button', { name: 'Save the new password' }).click()
    await expect(reset.getByRole('alert')).toContainText('This password is too weak')
    await password.fill(NEW)
    await reset.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password was changed')
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()

    // The old password no longer works; the new one does, with the number as dialled.
    allowHttpError(/\/api\/auth\/sign-in\/phone-number$/, 401)
    const signIn = await choosePhone(page, 'Sign in')
    await signIn.getByLabel('Phone number').fill(number.national)
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(signIn.getByRole('alert')).toContainText('Invalid login credentials')
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Hello Pat Phone.')).toBeVisible()
  })

  test('signs in before its number is confirmed: the sign-in asks for the code, which signs it in', async ({
    page,
    allowHttpError,
  }) => {
    const number = newNumber()
    await page.goto('/signup')
    const signUp = await choosePhone(page, 'Create an account')
    await signUp.getByLabel('Full name').fill('Phil Phone')
    await signUp.getByLabel('Phone number').fill(number.e164)
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await signUp.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('form', { name: 'Confirm your phone number' })).toBeVisible()
    await waitForSmsCode(page.request, number.e164)

    // Gone before entering the code; back another day.
    allowHttpError(/\/api\/auth\/sign-in\/phone-number$/, 401)
    await page.goto('/signin')
    const signIn = await choosePhone(page, 'Sign in')
    await signIn.getByLabel('Phone number').fill(number.national)
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    const confirm = page.getByRole('form', { name: 'Confirm your phone number' })
    await expect(confirm.getByRole('status')).toContainText(
      `Your phone number is not confirmed yet. We texted a 6-digit code to ${number.national}.`,
    )
    await confirm
      .getByLabel('Code from the text message')
      .fill(await waitForSmsCode(page.request, number.e164, 2))
    await confirm.getByRole('button', { name: 'Confirm and sign in' }).click()
    await expect(page.getByText('Hello Phil Phone.')).toBeVisible()
    // A phone-only account has no address to confirm.
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)
  })

  test('a number that is no number of the business’s country is refused at its field, with an example', async ({
    page,
    allowHttpError,
  }) => {
    allowHttpError(/\/api\/v1\/auth\/sign-up\/phone$/, 400)
    await page.goto('/signup')
    const signUp = await choosePhone(page, 'Create an account')
    await signUp.getByLabel('Full name').fill('Pat Typo')
    const field = signUp.getByLabel('Phone number')
    await field.fill('07400 12')
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await signUp.getByRole('button', { name: 'Create account' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(signUp.getByText(/This is not a phone number/)).toContainText(
      'e.g. 07400 123456, or with + and the country code, e.g. +44 7400 123456.',
    )
  })
})
