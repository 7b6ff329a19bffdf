import { randomBytes } from 'node:crypto'
import { APIError } from 'better-auth/api'
import type { SIWEPluginOptions } from 'better-auth/plugins'
import { isHex, verifyMessage } from 'viem'
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
const newNonce = async () => randomBytes(16).toString('hex')

/**
 * The siwe plugin's options for PUBLIC_URL. A message is accepted only when it is exactly what
 * viem would write for its own fields (so the plugin's parser and viem's read the same nonce,
 * address and chain), names our host as its domain (and our scheme, if any) and our origin as its URI, is for
 * `walletChainId`, carries the nonce the plugin has just consumed, is within its validity by
 * `clock`, and is signed by the address it names.
 */
export function walletSignInOptions({
  publicUrl,
  clock,
}: {
  publicUrl: string
  clock: Clock
}): SIWEPluginOptions {
  const own = new URL(publicUrl)
  return {
    domain: own.host,
    // A wallet is an account of its own; an address a caller types is not proof of anything.
    anonymous: true,
    emailDomainName: walletPlaceholderDomain,
    getNonce: newNonce,
    verifyMessage: async ({ message, signature, address, chainId, cacao }) => {
      if (!isHex(signature, { strict: true })) return false
      const fields = parseSiweMessage(message)
      const now = clock.now()
      const nonce = cacao?.p.nonce
      if (
        !nonce ||
        !fields.address ||
        !fields.uri ||
        !fields.issuedAt ||
        fields.chainId !== walletChainId ||
        fields.chainId !== chainId ||
        fields.nonce !== nonce
      )
        return false
      let canonical: string
      try {
        canonical = createSiweMessage({ ...fields, address: fields.address } as Parameters<
          typeof createSiweMessage
        >[0])
      } catch {
        return false
      }
      if (canonical !== message) return false
      let uri: URL
      try {
        uri = new URL(fields.uri)
      } catch {
        return false
      }
      if (uri.origin !== own.origin) return false
      if (fields.scheme && `${fields.scheme}:` !== own.protocol) return false
      if (fields.issuedAt.getTime() > now.getTime() + clockSkewMs) return false
      const valid = validateSiweMessage({
        message: fields,
        domain: own.host,
        address: address as `0x${string}`,
        nonce,
        time: now,
      })
      if (!valid) return false
      return verifyMessage({ address: fields.address, message, signature })
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
