import crypto from 'node:crypto'

/**
 * Links that name one record and a version of it: `<record id>.<version>.<signature>`, the
 * signature an HMAC of the other two under a key derived from the auth secret for one `purpose`
 * (decision 040). Nothing of them is stored; a version column on the record says which works.
 * Links signed for one purpose never pass for another's: a booking's manage link opens no quote.
 */
export interface SignedLinks {
  /** The link of this version of the record's link. */
  linkFor(record: { id: string; version: number }): string
  /** The record and version a link names, or null when it is not a link this key signed. */
  read(link: string): { id: string; version: number } | null
}

const linkPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/

export function createSignedLinks({
  secret,
  purpose,
}: {
  secret: string
  purpose: string
}): SignedLinks {
  const key = crypto.createHmac('sha256', secret).update(purpose).digest()
  const sign = (id: string, version: number) =>
    crypto.createHmac('sha256', key).update(`${id}\n${version}`).digest('base64url')
  return {
    linkFor: ({ id, version }) => `${id}.${version}.${sign(id, version)}`,
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
