import { randomUUID } from 'node:crypto'
import { type LinkWallet, type Wallet, walletErrorCodes } from '@reserva/shared'
import { and, eq, gt, ne, or } from 'drizzle-orm'
import { parseSiweMessage } from 'viem/siwe'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { errorFactory, notFound, rateLimited } from '../../lib/errors.ts'
import { consumeRateLimit } from '../../lib/rate-limit.ts'
import { accounts, users, verifications, walletAddresses } from './auth.table.ts'
import { isPlaceholderEmail } from './auth.ts'
import { newNonce, signedWallet, walletPlaceholderDomain } from './wallet-sign-in.ts'

// A signed-in person links a wallet to their account (issue #43): Better Auth's siwe plugin signs
// a wallet into an account of its own, whoever is signed in. The proof is the same as for a
// wallet's sign-in (`signedWallet`), with a nonce issued to this account for this purpose; the
// rows are the plugin's, so the wallet then signs in to this account.

const walletError = errorFactory(walletErrorCodes)
const invalidSignature = () =>
  walletError(
    'wallets.invalid_signature',
    'The wallet’s signature could not be checked. Ask for a new message and sign it again.',
  )

/** How long a linking nonce may wait for its signature. */
const nonceTtlMs = 15 * 60 * 1000
/** Nonces a person may ask for in 10 minutes. */
const noncesPerWindow = 10

const nonceIdentifier = (userId: string, nonce: string) => `wallet-link:${userId}:${nonce}`

export async function listWallets(db: Db, userId: string): Promise<Wallet[]> {
  const rows = await db
    .select()
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, userId))
    .orderBy(walletAddresses.createdAt)
  return rows.map((row) => ({
    address: row.address,
    chainId: row.chainId,
    primary: row.isPrimary === true,
    linkedAt: row.createdAt.toISOString(),
  }))
}

/** A nonce for one message that links a wallet to `userId`'s account; 15 minutes, used once. */
export async function issueLinkNonce(db: Db, { userId, clock }: { userId: string; clock: Clock }) {
  const now = clock.now()
  const limit = await consumeRateLimit(db, {
    key: `wallet-link:${userId}`,
    windowSeconds: 600,
    max: noncesPerWindow,
    now: now.getTime(),
  })
  if (!limit.allowed) throw rateLimited(limit.retryAfter)
  const nonce = await newNonce()
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: nonceIdentifier(userId, nonce),
    value: userId,
    expiresAt: new Date(now.getTime() + nonceTtlMs),
    createdAt: now,
    updatedAt: now,
  })
  return { nonce }
}

/**
 * Links the wallet that signed `input.message` to `userId`'s account. The message's nonce must
 * have been issued to this account and is spent first, whatever follows. A wallet already linked
 * here answers the list as it is; one that signs in to another account is 409 `wallets.taken`.
 */
export async function linkWallet(
  db: Db,
  {
    userId,
    input,
    publicUrl,
    clock,
  }: { userId: string; input: LinkWallet; publicUrl: string; clock: Clock },
): Promise<Wallet[]> {
  let nonce: string | undefined
  try {
    nonce = parseSiweMessage(input.message).nonce
  } catch {
    throw invalidSignature()
  }
  if (!nonce) throw invalidSignature()
  const now = clock.now()
  const spent = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, nonceIdentifier(userId, nonce)),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ id: verifications.id })
  if (spent.length === 0) throw invalidSignature()
  const wallet = await signedWallet({ ...input, nonce, publicUrl, clock })
  if (!wallet) throw invalidSignature()

  const [owner] = await db
    .select({ userId: walletAddresses.userId })
    .from(walletAddresses)
    .where(eq(walletAddresses.address, wallet.address))
  if (owner && owner.userId !== userId) throw walletTaken()
  if (!owner) {
    try {
      await db.transaction(async (tx) => {
        await tx.insert(walletAddresses).values({
          id: randomUUID(),
          userId,
          address: wallet.address,
          chainId: wallet.chainId,
          isPrimary: false,
          createdAt: now,
        })
        await tx.insert(accounts).values({
          id: randomUUID(),
          userId,
          providerId: 'siwe',
          accountId: `${wallet.address}:${wallet.chainId}`,
          createdAt: now,
          updatedAt: now,
        })
      })
    } catch (error) {
      // Someone linked or signed in with it meanwhile.
      if (isUniqueViolation(error)) throw walletTaken()
      throw error
    }
  }
  return listWallets(db, userId)
}

const walletTaken = () =>
  walletError(
    'wallets.taken',
    'This wallet signs in to another account. Sign in with it there to remove it first.',
  )

/**
 * Removes a wallet from `userId`'s account, unless the account could then not be signed in to: a
 * real address can always get a code by mail, a password, a phone number, Google, Apple or another
 * wallet are each a way in (409 `wallets.last_sign_in` otherwise).
 */
export async function unlinkWallet(
  db: Db,
  { userId, address }: { userId: string; address: string },
): Promise<Wallet[]> {
  await db.transaction(async (tx) => {
    const [wallet] = await tx
      .select()
      .from(walletAddresses)
      .where(and(eq(walletAddresses.userId, userId), eq(walletAddresses.address, address)))
      .for('update')
    if (!wallet) throw notFound('No such wallet on your account')
    const accountId = `${wallet.address}:${wallet.chainId}`
    const [user] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    const others = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          or(ne(accounts.providerId, 'siwe'), ne(accounts.accountId, accountId)),
        ),
      )
    const mailable = user?.emailVerified && !isPlaceholderEmail(user.email)
    if (!mailable && others.length === 0)
      throw walletError(
        'wallets.last_sign_in',
        'This wallet is the only way into your account: add another way to sign in first.',
      )
    await tx.delete(walletAddresses).where(eq(walletAddresses.id, wallet.id))
    // An account a wallet made goes by that wallet's stand-in address, which the wallet's next
    // first sign-in would need for an account of its own: the account takes another wallet's.
    if (
      user?.email.toLowerCase() === `${wallet.address}@${walletPlaceholderDomain}`.toLowerCase()
    ) {
      const [next] = await tx
        .select()
        .from(walletAddresses)
        .where(eq(walletAddresses.userId, userId))
        .orderBy(walletAddresses.createdAt)
        .limit(1)
      if (next) {
        await tx
          .update(users)
          .set({ email: `${next.address}@${walletPlaceholderDomain}`.toLowerCase() })
          .where(eq(users.id, userId))
        await tx
          .update(walletAddresses)
          .set({ isPrimary: true })
          .where(eq(walletAddresses.id, next.id))
      }
    }
    await tx
      .delete(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          eq(accounts.providerId, 'siwe'),
          eq(accounts.accountId, accountId),
        ),
      )
  })
  return listWallets(db, userId)
}
