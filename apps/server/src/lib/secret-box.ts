import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Encrypts secrets the server must read back (webhook signing secrets) before they are stored:
 * AES-256-GCM under a key derived from the auth secret, one key per `purpose`. A database copy
 * without the auth secret (a backup handed around, a dump) does not give the secrets away.
 */
export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string
}

const version = 'v1'

export function createSecretBox({
  secret,
  purpose,
}: {
  secret: string
  purpose: string
}): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'reserva secret-box', purpose, 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
      return `${version}:${sealed}`
    },
    open(sealed) {
      const [tag, data] = sealed.split(':', 2)
      if (tag !== version || !data) throw new Error('not a sealed secret')
      const bytes = Buffer.from(data, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
      decipher.setAuthTag(bytes.subarray(12, 28))
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    },
  }
}
