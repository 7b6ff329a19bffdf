import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, signInByApi, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { injectWallet } from './wallet-helpers.ts'

// Sign-In with Ethereum in the browser (issue #43 item 2): the page talks to a wallet as a browser
// extension injects one (EIP-1193, `window.ethereum`); its key is made here and it signs with viem,
// as MetaMask would. The server checks the messages as it does every wallet's.

const walletsCard = (page: Page) => page.getByRole('region', { name: 'Wallets' })

test.describe('signing in with a wallet', () => {
  test('no wallet in the browser, no wallet button', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in with a wallet' })).toHaveCount(0)
  })

  test('a new wallet signs in as a customer, sees itself on the dashboard and cannot remove its only way in', async ({
    page,
    allowHttpError,
  }) => {
    const wallet = await injectWallet(page)
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
    await expect(page).toHaveURL('/dashboard')

    const card = walletsCard(page)
    await expect(card.getByRole('listitem')).toHaveCount(1)
    await expect(card).toContainText(wallet.address)
    await expect(card).toContainText('Made this account')
    expect(await seriousViolations(page)).toEqual([])

    allowHttpError(/\/api\/v1\/me\/wallets\/0x[0-9a-fA-F]{40}$/, 409)
    await card.getByRole('button', { name: `Remove wallet ${wallet.address}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove this wallet?' })
    await dialog.getByRole('button', { name: 'Remove wallet' }).click()
    await expect(dialog.getByRole('alert')).toContainText('the only way into your account')
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await expect(card.getByRole('listitem')).toHaveCount(1)
  })

  test('a person links the browser’s wallet, then signs in to the same account with it, and removes it', async ({
    page,
  }) => {
    const email = uniqueEmail('wallet-link')
    await signUpByApi(page.request, { name: 'Wren Wallet', email })
    await page.context().clearCookies()
    await signInByApi(page.request, { email, password: 'Velodrome-Sprint-2026' })
    const wallet = await injectWallet(page)
    await page.goto('/dashboard')
    const card = walletsCard(page)
    await expect(card).toContainText('No wallet signs in to your account.')
    await card.getByRole('button', { name: 'Link this browser’s wallet' }).click()
    await expect(card.getByRole('listitem')).toHaveCount(1)
    await expect(card).toContainText(wallet.address)

    await page.getByRole('button', { name: 'Wren Wallet' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    // Signed out only once the header offers to sign in; /signin sends anyone still signed in away.
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
    await expect(signInLink).toBeVisible()
    await signInLink.click()
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByText('Hello Wren Wallet.')).toBeVisible()

    await card.getByRole('button', { name: `Remove wallet ${wallet.address}` }).click()
    await page
      .getByRole('dialog', { name: 'Remove this wallet?' })
      .getByRole('button', { name: 'Remove wallet' })
      .click()
    await expect(card).toContainText('No wallet signs in to your account.')
  })

  test('a wallet that refuses to sign leaves the visitor signed out, told why', async ({
    page,
  }) => {
    await injectWallet(page, { refuse: true })
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
    await expect(page.getByRole('alert')).toContainText('Your wallet did not sign')
    await expect(page).toHaveURL('/signin')
  })
})
