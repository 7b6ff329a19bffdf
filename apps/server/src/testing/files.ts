import crypto from 'node:crypto'

// Files of the formats whose signature the storage service checks, made here: the first bytes
// as the format has them (what file-type reads), then noise up to the size asked for.

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

function withHead(head: number[], size: number) {
  if (size < head.length) throw new Error(`a file of this kind needs ${head.length} bytes`)
  const bytes = new Uint8Array(crypto.randomBytes(size))
  bytes.set(head)
  return bytes
}

/** A PNG: signature, a 13-byte IHDR and an IDAT chunk holding the rest (at least 45 bytes). */
export const pngBytes = (size = 2048) =>
  withHead(
    [
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ...[0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0, 0, 0, 0],
      ...[0, 0, 0, 0, ...ascii('IDAT')],
    ],
    Math.max(size, 45),
  )

export const jpegBytes = (size = 1024) => withHead([0xff, 0xd8, 0xff, 0xe0], size)

export const webpBytes = (size = 1024) =>
  withHead([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')], size)

/** A HEIC photo as phones write it: an ftyp box with the heic brand. */
export const heicBytes = (size = 1024) =>
  withHead([0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')], size)

export const pdfBytes = (text = 'a tiny test document') =>
  new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`)
