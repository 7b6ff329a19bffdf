import { demoAccounts, expect, signInWithForm, test } from './fixtures.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
// A name this browser resolves to the test server, as a LAN address or a second host name would
// reach it. The server lists it neither in PUBLIC_URL nor in TRUSTED_ORIGINS.
const untrusted = `http://lan-address.test:${port}`

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const args = [
        ...(launchOptions.args ?? []),
        '--host-resolver-rules=MAP lan-address.test 127.0.0.1',
        // Plain HTTP on a name other than localhost makes Chrome log that it ignores the
        // Cross-Origin-Opener-Policy header, a console error this test is not about.
        `--unsafely-treat-insecure-origin-as-secure=${untrusted}`,
      ]
      await use({ ...launchOptions, args })
    },
    { scope: 'worker' },
  ],
})

test('signing in at an address the server does not trust says why, and what the operator sets', async ({
  page,
  allowHttpError,
}) => {
  allowHttpError(/\/api\/auth\/sign-in\/email$/, 403)
  await page.goto(`${untrusted}/signin`)
  await signInWithForm(page, demoAccounts.customer)

  const explanation = page.getByText(`This server does not accept sign-ins from ${untrusted}.`)
  await expect(explanation).toBeVisible()
  await expect(explanation).toContainText('PUBLIC_URL')
  await expect(explanation).toContainText('TRUSTED_ORIGINS')
  await expect(page.getByText('Some of the details are not valid')).toHaveCount(0)
  await expect(page).toHaveURL(`${untrusted}/signin`)
})
