import crypto from 'node:crypto'

/**
 * A link that names one row and one version of it: `<uuid>.<version>.<signature>`, the signature
 * an HMAC of the other two under a key derived from the auth secret and the link's purpose.
 * Nothing of it is stored: the row's version says which link works, and counting it up ends
 * every earlier one. A change to any part breaks the signature, and a link signed for one purpose
 * never passes for another's.
 */
export interface SignedLinks {
  linkFor(id: string, version: number): string
  /** The row and version a link names, or null when it is not a link this key signed. */
  read(link: string): { id: string; version: number } | null
}

const linkPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/

export function createSignedLinks(secret: string, purpose: string): SignedLinks {
  const key = crypto.createHmac('sha256', secret).update(purpose).digest()
  const sign = (id: string, version: number) =>
    crypto.createHmac('sha256', key).update(`${id}\n${version}`).digest('base64url')
  return {
    linkFor: (id, version) => `${id}.${version}.${sign(id, version)}`,
    read(link) {
      const match = linkPattern.exec(link)
      if (!match) return null
      const [, id, versionText, signature] = match as unknown as [string, string, string, string]
      const version = Number(versionText)
      const expected = Buffer.from(sign(id, version))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
      return { id, version }
    },
  }
}
