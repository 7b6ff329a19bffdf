import { randomBytes } from 'node:crypto'
import { APIError } from 'better-auth/api'
import type { SIWEPluginOptions } from 'better-auth/plugins'
import { isAddressEqual, isHex, verifyMessage } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { Clock } from '../../lib/clock.ts'
import { originOf } from '../../lib/trusted-origins.ts'

// Sign-In with Ethereum (EIP-4361) through Better Auth's siwe plugin (issue #43). The plugin
// issues the nonces, consumes each one once (its verification row is deleted as it is read) and
// makes or finds the wallet's account; the message itself is judged here, with viem.

/** A wallet account's stand-in address: `<address>@wallet.invalid` never receives mail. */
export const walletPlaceholderDomain = 'wallet.invalid'

/** The only chain a sign-in message may name: Ethereum mainnet. */
export const walletChainId = 1

/** How far ahead of our clock a wallet's clock may be when it stamps `Issued At`. */
const clockSkewMs = 5 * 60 * 1000

/** 128 random bits as 32 hex characters (alphanumeric, as EIP-4361 requires). */
// viem's generateSiweNonce draws from Math.random, and consecutive nonces share most characters.
export const newNonce = async () => randomBytes(16).toString('hex')

/**
 * The wallet that signed `message`, if the message is one we accept: exactly what viem would write
 * for its own fields (so Better Auth's parser and viem's read the same nonce, address and chain),
 * our host as its domain (and our scheme, if any), our origin as its URI, `walletChainId` as its
 * chain, `nonce` as its nonce, within its validity by `clock`, and signed by the address it names.
 */
export async function signedWallet({
  message,
  signature,
  nonce,
  publicUrl,
  clock,
}: {
  message: string
  signature: string
  nonce: string
  publicUrl: string
  clock: Clock
}): Promise<{ address: `0x${string}`; chainId: number } | null> {
  if (!isHex(signature, { strict: true })) return null
  const own = new URL(publicUrl)
  const fields = parseSiweMessage(message)
  const now = clock.now()
  const { address, uri, issuedAt, chainId } = fields
  if (!address || !uri || !issuedAt || chainId !== walletChainId || fields.nonce !== nonce)
    return null
  let canonical: string
  try {
    canonical = createSiweMessage({ ...fields, address } as Parameters<typeof createSiweMessage>[0])
  } catch {
    return null
  }
  if (canonical !== message || originOf(uri) !== own.origin) return null
  if (fields.scheme && `${fields.scheme}:` !== own.protocol) return null
  if (issuedAt.getTime() > now.getTime() + clockSkewMs) return null
  if (!validateSiweMessage({ message: fields, domain: own.host, address, nonce, time: now }))
    return null
  const signed = await verifyMessage({ address, message, signature }).catch(() => false)
  return signed ? { address, chainId } : null
}

/**
 * The siwe plugin's options for PUBLIC_URL: a message is accepted when `signedWallet` finds it
 * signed, with the nonce the plugin has just consumed, by the address and chain the plugin read.
 */
export function walletSignInOptions({
  publicUrl,
  clock,
}: {
  publicUrl: string
  clock: Clock
}): SIWEPluginOptions {
  return {
    domain: new URL(publicUrl).host,
    // A wallet is an account of its own; an address a caller types is not proof of anything.
    anonymous: true,
    emailDomainName: walletPlaceholderDomain,
    getNonce: newNonce,
    verifyMessage: async ({ message, signature, address, chainId, cacao }) => {
      const nonce = cacao?.p.nonce
      if (!nonce) return false
      const wallet = await signedWallet({ message, signature, nonce, publicUrl, clock })
      return (
        wallet !== null &&
        isAddressEqual(wallet.address, address as `0x${string}`) &&
        wallet.chainId === chainId
      )
    },
  }
}

/**
 * Better Auth checks the Origin of a call without cookies only on its form sign-ins, and the siwe
 * plugin's are not among them: a foreign page could sign a browser into the page's own wallet
 * (login CSRF). The same rule as /api/v1's (lib/origin-check.ts), by the endpoint's own path so
 * that no spelling of the URL escapes it; the app answers it as every origin refusal (403
 * auth.invalid_origin).
 */
export function refuseForeignWalletCall(
  call: { path?: string; request?: Request },
  trustedOrigins: ReadonlySet<string>,
) {
  if (!call.request || !call.path?.startsWith('/siwe/')) return
  const headers = call.request.headers
  const origin = headers.get('origin')
  const site = headers.get('sec-fetch-site')
  const foreign =
    origin !== null
      ? !trustedOrigins.has(originOf(origin) ?? '')
      : site === 'cross-site' || site === 'same-site'
  if (foreign)
    throw new APIError('FORBIDDEN', { code: 'INVALID_ORIGIN', message: 'Invalid origin' })
}
