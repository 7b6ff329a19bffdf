import { accountLimits } from '@reserva/shared'
import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { deletedWith, noPendingList, timestamps } from '../../db/columns.ts'

// Better Auth's tables (better-auth 1.7.7 with the admin, two-factor, jwt, email-otp, siwe and
// phone-number plugins and database rate limits). Column sets follow `getAuthTables()`; the
// adapter maps model names to these tables in src/lib/auth.ts.

/** A CHECK that a text column holds at most `max` characters (NULL passes). */
const atMost = (column: Parameters<typeof sql>[1], max: number): SQL =>
  sql`char_length(${column}) <= ${sql.raw(String(max))}`

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...timestamps(),
    /** The one home of a user's role: customer, operator or admin. */
    role: text('role').notNull().default('customer'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified'),
  },
  // Trigram indexes for the people and bookings searches (`ilike '%…%'`), migration 0012. The
  // checks (migration 0017) stand behind Better Auth's hooks (user-policy.ts): one of our three
  // roles, and every text within the bound the hooks apply.
  (t) => [
    check('users_role', sql`${t.role} in ('customer', 'operator', 'admin')`),
    check('users_name_length', atMost(t.name, accountLimits.name)),
    check('users_email_length', atMost(t.email, accountLimits.email)),
    check('users_image_length', atMost(t.image, accountLimits.image)),
    check('users_phone_number_length', atMost(t.phoneNumber, accountLimits.phoneNumber)),
    check('users_ban_reason_length', atMost(t.banReason, accountLimits.banReason)),
    index('users_name_trgm_index').using('gin', t.name.op('gin_trgm_ops')).with(noPendingList),
    index('users_email_trgm_index').using('gin', t.email.op('gin_trgm_ops')).with(noPendingList),
    index('users_phone_number_trgm_index')
      .using('gin', t.phoneNumber.op('gin_trgm_ops'))
      .with(noPendingList),
  ],
)

/** The user a session, account or second factor belongs to; it goes when they do. */
const userId = () => deletedWith(text('user_id'), () => users.id)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...timestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId(),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index().on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index().on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.identifier)],
)

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userId(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
)

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
})

/** Shared by every server process, so limits hold across a load balancer. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * The siwe plugin's wallets: the address (EIP-55 checksummed) an account signs in with, per chain.
 * One account per wallet and chain: two first sign-ins at once cannot both make one.
 */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    isPrimary: boolean('is_primary').default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex('wallet_addresses_address_chain_id_unique').on(t.address, t.chainId),
    check('wallet_addresses_address', sql`${t.address} ~ '^0x[0-9a-fA-F]{40}$'`),
  ],
)

/**
 * The sso plugin's OpenID Connect providers, one per e-mail domain, each with the role its people
 * get. `oidc_config` holds the client secret: it never leaves the server.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().unique(),
    issuer: text('issuer').notNull(),
    domain: text('domain').notNull(),
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    /** The admin who registered it; the provider outlives that account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('organization_id'),
    role: text('role').notNull().default('customer'),
  },
  (t) => [check('sso_providers_role', sql`${t.role} in ('customer', 'operator', 'admin')`)],
)
