import { TOTP } from 'otpauth'
import {
  appTakesOver,
  browseFromServerMachine,
  demoAccounts,
  expect,
  signInByApi,
  signInWithForm,
  signUpByApi,
  test,
  uniqueEmail,
} from './fixtures.ts'
import { verificationLink, waitForMail } from './mailbox.ts'

const STRONG = 'Velodrome-Sprint-2026'

test.describe('accounts in the browser', () => {
  test('(a) sign up, confirm the address from the received mail, sign in: the dashboard shows the name', async ({
    page,
  }) => {
    const email = uniqueEmail('journey-a')
    await page.goto('/signup')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Full name').fill('Jo Rider')
    await form.getByLabel('E-mail address').fill(email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await expect(page.getByText('Strength: Meets the rules')).toBeVisible()
    await form.getByRole('button', { name: 'Create account' }).click()

    // No session until the address is confirmed: the page says where the link went.
    const inbox = page.getByRole('region', { name: 'Check your inbox' })
    await expect(inbox).toContainText(`We sent a link to ${email}`)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

    await page.goto(await verificationLink(page.request, email))
    await expect(page).toHaveURL(/\/dashboard\?verified=1$/)
    await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible()

    await page.getByRole('button', { name: 'Jo Rider' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await signInWithForm(page, { email, password: STRONG })

    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByText('Hello Jo Rider.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Jo Rider' })).toBeVisible()
    await expect(page.getByText('Your e-mail address is confirmed')).toHaveCount(0)
  })

  test('(b) signing out in one tab signs out the other', async ({ page, context }) => {
    await signInByApi(page.request, demoAccounts.customer)
    await page.goto('/dashboard')
    const other = await context.newPage()
    await other.goto('/dashboard')
    for (const tab of [page, other]) {
      await expect(tab.getByRole('button', { name: 'Cora Customer' })).toBeVisible()
    }

    await page.getByRole('button', { name: 'Cora Customer' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()

    // The other tab hears SIGNED_OUT: its header changes, and its guard sends it to sign in.
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(other).toHaveURL(`/signin?next=${encodeURIComponent('/dashboard')}`)
    await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('(c) two-step sign-in: turn it on in the dashboard, sign out, sign in with a code from the app', async ({
    page,
  }) => {
    const email = uniqueEmail('journey-c')
    await signUpByApi(page.request, { name: 'Tess Two', email, password: STRONG })
    await page.goto('/dashboard')

    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await page.getByRole('textbox', { name: 'Your password', exact: true }).fill(STRONG)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
    ).toHaveCount(10)
    const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s+/g, '') ?? ''
    expect(secret).toMatch(/^[A-Z2-7]+$/)
    const totp = new TOTP({ secret })
    await page.getByLabel('6-digit code').fill(totp.generate())
    await page.getByRole('button', { name: 'Turn on', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible()

    await page.getByRole('button', { name: 'Tess Two' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
    await expect(signInLink).toBeVisible()
    await signInLink.click()
    await signInWithForm(page, { email, password: STRONG })

    await page.getByLabel('Code from your app').fill(totp.generate())
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByText('Hello Tess Two.')).toBeVisible()
  })

  test('(d) a visitor opening /admin is sent to sign in, and a customer then sees "not allowed"', async ({
    page,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent('/admin')}`)

    await signInWithForm(page, demoAccounts.customer)

    await expect(page).toHaveURL('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(page.getByText('This page is only for administrators.')).toBeVisible()
  })

  test('a wrong password says "Invalid login credentials"', async ({ page, allowHttpError }) => {
    allowHttpError(/\/api\/auth\/sign-in\/email$/, 401)
    await page.goto('/signin')
    await appTakesOver(page)
    await signInWithForm(page, {
      email: demoAccounts.customer.email,
      password: 'Not-The-Password-1',
    })

    await expect(page.getByRole('alert')).toContainText('Invalid login credentials')
  })

  test('a demo install lists its accounts, and one click signs in as one', async ({ page }) => {
    await browseFromServerMachine(page)
    await page.goto('/signin')
    await appTakesOver(page)
    const demo = page.getByRole('region', { name: 'Demo accounts' })
    for (const account of Object.values(demoAccounts)) {
      await expect(demo.getByText(account.email)).toBeVisible()
      await expect(demo.getByText(account.password)).toBeVisible()
    }

    await demo.getByRole('button', { name: 'Use this account: Otto Operator, Operator' }).click()

    // Staff land on their workspace (#12 item 5).
    await expect(page).toHaveURL('/operator-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Operator dashboard' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Otto Operator' })).toBeVisible()
  })

  test('a browser elsewhere on the network is not shown the demo passwords', async ({ page }) => {
    await page.goto('/signin')
    await appTakesOver(page)
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Demo accounts' })).toHaveCount(0)
    await expect(page.getByText(demoAccounts.admin.password)).toHaveCount(0)
  })

  test('the sign-up form explains each reason the server gives for a weak password', async ({
    page,
    allowHttpError,
  }) => {
    allowHttpError(/\/api\/auth\/sign-up\/email$/, 422)
    await page.goto('/signup')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Full name').fill('Weak Will')
    await form.getByLabel('E-mail address').fill(uniqueEmail('weak'))
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password')
    await form.getByRole('button', { name: 'Create account' }).click()

    const alert = form.getByRole('alert')
    await expect(alert).toContainText('This password is too weak')
    await expect(alert).toContainText('Use at least 10 characters.')
    await expect(alert).toContainText('Add an uppercase letter and a digit.')
    await expect(alert).toContainText('this password is on a list of commonly used passwords')
  })

  test('the reset link from the mail leads to choosing a new password', async ({ page }) => {
    const email = uniqueEmail('reset')
    await signUpByApi(page.request, { name: 'Rita Reset', email, password: STRONG })
    await page.context().clearCookies()
    await page.goto('/signin?mode=forgot')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`)

    const mail = await waitForMail(page.request, email, /^Reset your/)
    await page.goto(mail.text.match(/https?:\/\/\S+/)![0])
    await expect(page).toHaveURL(/\/signin\?mode=reset&token=/)
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('Fresh-Chain-Lube-7')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password was changed')

    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
    await signInWithForm(page, { email, password: 'Fresh-Chain-Lube-7' })
    await expect(page.getByText('Hello Rita Reset.')).toBeVisible()
  })
  // Phone accounts (sign-up with a code, sign-in, recovery): phone-accounts.spec.ts.
})
