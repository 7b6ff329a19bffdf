import { createRoute, z } from '@hono/zod-openapi'
import {
  linkWalletSchema,
  walletAddressSchema,
  walletListSchema,
  walletNonceSchema,
} from '@reserva/shared'
import { getAddress } from 'viem'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json, jsonBody, routesAnswering } from '../../lib/http.ts'
import type { Auth } from './auth.ts'
import { requireUser } from './session.ts'
import { issueLinkNonce, linkWallet, listWallets, unlinkWallet } from './wallets.service.ts'

const route = routesAnswering(['wallets'], {
  200: json('The wallets that sign in to your account', walletListSchema),
  401: errorResponse('Not signed in'),
})

const list = route('get', '/wallets', {
  summary: 'The wallets that sign in to your account',
  request: {},
})

const nonce = createRoute({
  method: 'post',
  path: '/wallets/nonce',
  tags: ['wallets'],
  summary: 'A nonce for a Sign-In with Ethereum message that links a wallet to your account',
  responses: {
    200: json(
      'Put it in the message as its Nonce; it is good for 15 minutes, once',
      walletNonceSchema,
    ),
    401: errorResponse('Not signed in'),
    429: errorResponse('rate_limited: more than 10 in 10 minutes'),
  },
})

const link = route('post', '/wallets', {
  summary: 'Link the wallet that signed the message to your account',
  request: jsonBody(linkWalletSchema),
  more: {
    400: errorResponse('wallets.invalid_signature, or the body is not valid'),
    409: errorResponse('wallets.taken: the wallet signs in to another account'),
  },
})

const unlink = route('delete', '/wallets/{address}', {
  summary: 'Remove a wallet from your account',
  request: { params: z.object({ address: walletAddressSchema }) },
  more: {
    400: errorResponse('Not an address'),
    404: errorResponse('No such wallet on your account'),
    409: errorResponse('wallets.last_sign_in: it is the only way into the account'),
  },
})

/** The signed-in person's wallets, under /api/v1/me. */
export function walletRoutes({
  db,
  auth,
  clock,
  publicUrl,
}: {
  db: Db
  auth: Auth
  clock: Clock
  publicUrl: string
}) {
  return createRouter()
    .openapi(list, async (c) => {
      const user = await requireUser(auth, c)
      return c.json({ wallets: await listWallets(db, user.id) }, 200)
    })
    .openapi(nonce, async (c) => {
      const user = await requireUser(auth, c)
      return c.json(await issueLinkNonce(db, { userId: user.id, clock }), 200)
    })
    .openapi(link, async (c) => {
      const user = await requireUser(auth, c)
      const input = c.req.valid('json')
      return c.json(
        { wallets: await linkWallet(db, { userId: user.id, input, publicUrl, clock }) },
        200,
      )
    })
    .openapi(unlink, async (c) => {
      const user = await requireUser(auth, c)
      const address = getAddress(c.req.valid('param').address.toLowerCase())
      return c.json({ wallets: await unlinkWallet(db, { userId: user.id, address }) }, 200)
    })
}
