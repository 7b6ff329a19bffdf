import { getAddress, toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { browserWallet } from './browser-wallet.ts'

// Sign-In with Ethereum (EIP-4361) from the browser's wallet. Loaded with the press of a wallet
// button: viem writes the message exactly as the server's check expects it (wallet-sign-in.ts).

/** How long a signed message may wait for the server. */
const validityMs = 10 * 60 * 1000

/**
 * Asks the browser's wallet for its account, then for its signature of a message for this site
 * with `nonce`, issued at `issuedAt`; answers both. Ethereum mainnet (chain 1), the only chain the
 * server accepts. The `statement` stays English in every language: EIP-4361 allows only ASCII
 * in it.
 */
export async function signWithWallet({
  nonce,
  issuedAt,
  statement,
}: {
  nonce: string
  issuedAt: Date
  statement: string
}): Promise<{ message: string; signature: string }> {
  const wallet = browserWallet()
  if (!wallet) throw new Error('No wallet in this browser')
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[]
  const first = accounts[0]
  if (!first) throw new Error('The wallet shared no account')
  const address = getAddress(first.toLowerCase())
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    statement,
    uri: window.location.origin,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + validityMs),
  })
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [toHex(message), address],
  })) as string
  return { message, signature }
}
