import { useEffect, useState } from 'react'
import { isApiError } from '@/lib/api-client.ts'
import { translate } from '@/lib/i18n/active.ts'

/** A browser wallet as it is injected into the page (EIP-1193). */
export interface BrowserWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** The wallet this browser injects (MetaMask, Rabby, Coinbase Wallet…), if any. */
export const browserWallet = (): BrowserWallet | undefined =>
  (globalThis as { ethereum?: BrowserWallet }).ethereum

/**
 * Whether this browser has a wallet. Read after the first paint: the page the server rendered
 * cannot know, and a wallet extension may inject itself after the page's own scripts.
 */
export function useBrowserWallet(): boolean {
  const [present, setPresent] = useState(false)
  useEffect(() => {
    if (browserWallet()) return setPresent(true)
    const found = () => setPresent(Boolean(browserWallet()))
    window.addEventListener('ethereum#initialized', found, { once: true })
    const late = window.setTimeout(found, 1000)
    return () => {
      window.removeEventListener('ethereum#initialized', found)
      window.clearTimeout(late)
    }
  }, [])
  return present
}

/** A refusal in the wallet itself (the person pressed Reject): EIP-1193's code 4001. */
export const isWalletRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001

/**
 * What went wrong in the wallet itself, which the server never heard of, in the language on
 * screen; undefined otherwise.
 */
export const walletProblem = (error: unknown) =>
  !error || isApiError(error)
    ? undefined
    : isWalletRefusal(error)
      ? translate('walletSettings.refused')
      : translate('walletSettings.noAnswer')
