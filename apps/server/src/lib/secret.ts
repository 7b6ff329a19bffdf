import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The key that signs sessions: AUTH_SECRET when given (required when several servers share a
 * PostgreSQL database), otherwise one made at first start and kept in DATA_DIR/auth-secret.
 */
export function loadAuthSecret({ given, dataDir }: { given: string | undefined; dataDir: string }) {
  if (given) return given
  const file = path.join(dataDir, 'auth-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
