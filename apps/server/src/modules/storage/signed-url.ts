import crypto from 'node:crypto'

/**
 * Tokens for links that read one object without a session until they expire:
 * `<expiry in unix seconds>.<base64url HMAC-SHA256 over bucket, path and expiry>`. The key is
 * derived from the server's auth secret, so a storage token can never pass for anything else.
 */
export function createUrlSigner(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('reserva.storage.signed-url.v1').digest()
  const mac = (bucketId: string, name: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${bucketId}\n${name}\n${expires}`).digest()

  return {
    sign(bucketId: string, name: string, expires: number) {
      return `${expires}.${mac(bucketId, name, expires).toString('base64url')}`
    },
    /**
     * 'valid', 'expired' (signature good, time past) or 'invalid'. A link that would live
     * longer than `maxSeconds` from now was signed under an older, longer limit (up to a year):
     * it counts as expired.
     */
    verify(bucketId: string, name: string, token: string, nowSeconds: number, maxSeconds: number) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match?.[1] || !match[2]) return 'invalid' as const
      const expires = Number(match[1])
      const given = Buffer.from(match[2], 'base64url')
      const expected = mac(bucketId, name, expires)
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return 'invalid' as const
      }
      return expires > nowSeconds && expires - nowSeconds <= maxSeconds
        ? ('valid' as const)
        : ('expired' as const)
    },
  }
}

/** What a signed upload link lets its holder do: write one path as its signer, once or more. */
export interface UploadGrant {
  userId: string
  role: string
  upsert: boolean
}

/**
 * Tokens for links that upload one object without a session (storage-js
 * `createSignedUploadUrl`): `<base64url JSON of the grant and expiry>.<base64url HMAC>`, keyed
 * apart from the download links' key, so neither kind of token passes for the other.
 */
export function createUploadSigner(secret: string) {
  const key = crypto
    .createHmac('sha256', secret)
    .update('reserva.storage.signed-upload.v1')
    .digest()
  const mac = (bucketId: string, name: string, payload: string) =>
    crypto.createHmac('sha256', key).update(`${bucketId}\n${name}\n${payload}`).digest()

  return {
    sign(bucketId: string, name: string, grant: UploadGrant, expires: number) {
      const payload = Buffer.from(JSON.stringify({ ...grant, expires })).toString('base64url')
      return `${payload}.${mac(bucketId, name, payload).toString('base64url')}`
    },
    /** The grant, 'expired' (signature good, time past) or 'invalid'. */
    verify(bucketId: string, name: string, token: string, nowSeconds: number) {
      const match = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match?.[1] || !match[2]) return 'invalid' as const
      const given = Buffer.from(match[2], 'base64url')
      const expected = mac(bucketId, name, match[1])
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return 'invalid' as const
      }
      const { expires, userId, role, upsert } = JSON.parse(
        Buffer.from(match[1], 'base64url').toString(),
      ) as UploadGrant & { expires: number }
      if (expires <= nowSeconds) return 'expired' as const
      return { userId, role, upsert }
    },
  }
}
