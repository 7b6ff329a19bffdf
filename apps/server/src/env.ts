import path from 'node:path'
import { characterClassSchema, type PasswordPolicy } from '@reserva/shared'
import { z } from 'zod'
import { isLoopbackHostname } from './lib/client-address.ts'
import { isCidr } from './lib/outbound-http.ts'
import type { StorageConfig } from './lib/storage/index.ts'
import { isOrigin, trustedOriginsFor } from './lib/trusted-origins.ts'
import { serverRoot } from './paths.ts'

const flag = z.enum(['0', '1']).optional()

/** A comma-separated list, its items trimmed and empty ones dropped. */
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )

const envSchema = z.object({
  // No default: `npm start` on a fresh clone is a local trial, not a production install.
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: commaList('').pipe(
    z.array(
      z.string().refine(isOrigin, {
        error: (issue) => `${issue.input} is not an origin: write scheme://host[:port], no path`,
      }),
    ),
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO: flag,
  DEMO_ACTIVITY: flag,
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Logs the process's memory and its sockets' unsent bytes this often (benchmarks); off if unset. */
  STATS_LOG_MS: z.coerce.number().int().positive().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d{0,4}(m|h|d)$/, 'Write a number of minutes, hours or days: 30m, 24h, 7d')
    .default('24h'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Who may read /metrics (decision 039): this machine or the token; the token only; nobody. */
  METRICS: z.enum(['local', 'token', 'off']).default('local'),
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'Use at least 32 characters').optional(),
  ADMIN_EMAILS: commaList(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Reserva <no-reply@localhost>'),
  /** Where text messages are POSTed as JSON { to, body }; unset: they are written to the log. */
  SMS_URL: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL' }).optional(),
  /** Sent with each text as `Authorization: Bearer …` when set. */
  SMS_TOKEN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_APP_BUNDLE_ID: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_MAX_FILE_SIZE: z.coerce.number().int().positive().default(52_428_800),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  S3_FORCE_PATH_STYLE: flag,
  /**
   * Networks (CIDRs) webhooks may reach besides public addresses, over http:// as well: a
   * receiver on this machine in development (127.0.0.1/32). Empty: public addresses only.
   */
  WEBHOOK_ALLOW_NETWORKS: commaList('').pipe(
    z.array(
      z.string().refine(isCidr, {
        error: (issue) => `${issue.input} is not a network: write it as 127.0.0.1/32 or ::1/128`,
      }),
    ),
  ),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(10),
  PASSWORD_REQUIRED_CLASSES: commaList('lower,upper,digit').pipe(z.array(characterClassSchema)),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  nodeEnv: Env['NODE_ENV']
  /**
   * NODE_ENV=production, or a PUBLIC_URL that is not this machine: a real install, which never
   * seeds demo accounts by itself nor shows their passwords, and listens on every interface.
   */
  production: boolean
  port: number
  /** Unset: 127.0.0.1 for a local trial (its demo passwords are published), 0.0.0.0 in production. */
  host: string
  publicUrl: string
  /** Where browsers may act from: PUBLIC_URL, TRUSTED_ORIGINS and loopback on PORT. */
  trustedOrigins: string[]
  dataDir: string
  databaseUrl: string | undefined
  /** undefined: decided by the database (a fresh embedded one gets demo data). */
  demo: boolean | undefined
  /** The demo's weeks of bookings and quotes; off leaves a demo business with none. */
  demoActivity: boolean
  /** Believe X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  logLevel: Env['LOG_LEVEL']
  webDist: string
  shutdownTimeoutMs: number
  /** How often to log `process stats` (memory, sockets); undefined: never. */
  statsLogMs: number | undefined
  /** Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP); undefined: none. */
  backups: { dir: string; everyMs: number; keep: number } | undefined
  /** METRICS and METRICS_TOKEN: who may read /metrics; undefined: there is none (METRICS=off). */
  metrics: { access: 'local' | 'token'; token: string | undefined } | undefined
  /** undefined: kept in DATA_DIR/auth-secret, made at first start. */
  authSecret: string | undefined
  adminEmails: string[]
  smtpUrl: string | undefined
  mailFrom: string
  /** SMS_URL and SMS_TOKEN: the text messages' webhook; undefined url: texts are logged. */
  sms: { url: string | undefined; token: string | undefined }
  passwordPolicy: PasswordPolicy
  /** WEBHOOK_ALLOW_NETWORKS: private networks webhooks and calendars may reach (development). */
  webhookAllowNetworks: string[]
  storage: StorageConfig
  storageMaxFileSize: number
  socialProviders: {
    google?: { clientId: string; clientSecret: string }
    apple?: { clientId: string; clientSecret: string; appBundleIdentifier?: string }
  }
}

const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** `30m`, `24h`, `7d` (checked by the schema) in milliseconds. */
const durationMs = (text: string) =>
  Number(text.slice(0, -1)) * unitMs[text.at(-1) as keyof typeof unitMs]

const defaultWebDist = path.join(serverRoot, '../web/dist')

/** The only reader of process.env: parse it once, fail with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // `DATA_DIR=` means "not set", not "the current directory".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = envSchema.safeParse(given)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((k) => !env[k])
    if (missing.length > 0)
      throw new Error(`Invalid environment:\n  STORAGE_DRIVER=s3 needs ${missing.join(', ')}`)
  }
  if (env.METRICS === 'token' && !env.METRICS_TOKEN)
    throw new Error('Invalid environment:\n  METRICS=token needs METRICS_TOKEN')
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
  const production =
    env.NODE_ENV === 'production' || !isLoopbackHostname(new URL(publicUrl).hostname)
  return {
    nodeEnv: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    trustedOrigins: trustedOriginsFor({
      publicUrl,
      port: env.PORT,
      configured: env.TRUSTED_ORIGINS,
    }),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.DEMO === undefined ? undefined : env.DEMO === '1',
    demoActivity: env.DEMO_ACTIVITY !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? defaultWebDist),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    statsLogMs: env.STATS_LOG_MS,
    backups: env.BACKUP_DIR
      ? {
          dir: path.resolve(env.BACKUP_DIR),
          everyMs: durationMs(env.BACKUP_EVERY),
          keep: env.BACKUP_KEEP,
        }
      : undefined,
    metrics: env.METRICS === 'off' ? undefined : { access: env.METRICS, token: env.METRICS_TOKEN },
    authSecret: env.AUTH_SECRET,
    adminEmails: env.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    sms: { url: env.SMS_URL, token: env.SMS_TOKEN },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            dataDir: path.resolve(env.DATA_DIR),
            endpoint: env.S3_ENDPOINT as string,
            bucket: env.S3_BUCKET as string,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            prefix: env.S3_PREFIX,
            forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0',
          }
        : { driver: 'local', dataDir: path.resolve(env.DATA_DIR) },
    storageMaxFileSize: env.STORAGE_MAX_FILE_SIZE,
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? {
            apple: {
              clientId: env.APPLE_CLIENT_ID,
              clientSecret: env.APPLE_CLIENT_SECRET,
              ...(env.APPLE_APP_BUNDLE_ID ? { appBundleIdentifier: env.APPLE_APP_BUNDLE_ID } : {}),
            },
          }
        : {}),
    },
    webhookAllowNetworks: env.WEBHOOK_ALLOW_NETWORKS,
    passwordPolicy: {
      minLength: env.PASSWORD_MIN_LENGTH,
      requiredClasses: env.PASSWORD_REQUIRED_CLASSES,
    },
  }
}
