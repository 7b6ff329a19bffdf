import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * Puts a wallet into every page of `page`'s context: it shares one account and signs what it is
 * asked to (or refuses, as a person pressing Reject, with EIP-1193's code 4001).
 */
export async function injectWallet(page: Page, { refuse = false } = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  await page.exposeFunction('reservaTestWalletSign', (hex: `0x${string}`) =>
    account.signMessage({ message: { raw: hex } }),
  )
  await page.addInitScript(
    ({ address, refuse }) => {
      const sign = (
        window as unknown as { reservaTestWalletSign: (hex: string) => Promise<string> }
      ).reservaTestWalletSign
      ;(window as unknown as { ethereum: unknown }).ethereum = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts')
            return [address.toLowerCase()]
          if (method === 'personal_sign') {
            if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
            return sign(String(params?.[0]))
          }
          throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
        },
      }
    },
    { address: account.address, refuse },
  )
  return account
}
