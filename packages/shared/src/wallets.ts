import { z } from 'zod'
import { text } from './primitives.ts'

/** Every wallet error code and its HTTP status. */
export const walletErrorCodes = {
  /**
   * The message is not one we accept (domain, URI, chain, time, wording), its nonce was not issued
   * to this account or has been used or has expired, or the signature is not the address's.
   */
  'wallets.invalid_signature': 400,
  /** The wallet signs in to another account. */
  'wallets.taken': 409,
  /** The account has no other way to sign in: removing the wallet would lock it out. */
  'wallets.last_sign_in': 409,
} as const
export type WalletErrorCode = keyof typeof walletErrorCodes

/** An Ethereum address as a URL path segment or a message field: 0x and 40 hex digits. */
export const walletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'An Ethereum address: 0x and 40 hexadecimal digits')

export const walletSchema = z
  .object({
    /** EIP-55 checksummed. */
    address: z.string(),
    chainId: z.number().int(),
    /** The wallet the account was made with, if it was. */
    primary: z.boolean(),
    linkedAt: z.string(),
  })
  .meta({ id: 'Wallet' })
export type Wallet = z.infer<typeof walletSchema>

export const walletListSchema = z.object({ wallets: z.array(walletSchema) }).meta({ id: 'Wallets' })

/** A nonce for one Sign-In with Ethereum message that links a wallet to the signed-in account. */
export const walletNonceSchema = z.object({ nonce: z.string() }).meta({ id: 'WalletNonce' })

export const linkWalletSchema = z
  .strictObject({
    /** The EIP-4361 message, with the nonce from POST /me/wallets/nonce. */
    message: text({ normalize: false }).min(1).max(2000),
    /** The wallet's EIP-191 signature of the message, hex. */
    signature: z
      .string()
      .max(1000)
      .regex(/^0x[0-9a-fA-F]+$/, 'A hex signature'),
  })
  .meta({ id: 'LinkWallet' })
export type LinkWallet = z.infer<typeof linkWalletSchema>
