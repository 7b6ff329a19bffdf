import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { type ArchiveEntry, archiveName, zipStream } from './data-export.archive.ts'

// The archive of a data export (decision 051), without a database: what goes in comes out, in
// order and whole; a failing file fails the archive; a name cannot climb out of its folder.

async function* entries(list: ArchiveEntry[]) {
  yield* list
}

describe('a data export’s zip', () => {
  it('holds each entry as given, bytes at hand and streams alike, dated by the app’s clock', async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 7) % 251)
    const { stream, bytes } = zipStream(
      entries([
        { path: 'README.txt', body: new TextEncoder().encode('hello') },
        {
          path: 'files/big.bin',
          body: async () => Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
        },
      ]),
      new Date('2027-03-28T00:30:00Z'),
    )
    const zip = await buffer(stream)
    expect(bytes()).toBe(zip.byteLength)
    const files = unzipSync(new Uint8Array(zip))
    expect(Object.keys(files)).toEqual(['README.txt', 'files/big.bin'])
    expect(new TextDecoder().decode(files['README.txt'])).toBe('hello')
    expect(files['files/big.bin']).toEqual(big)
  })

  it('fails as a whole when a file cannot be read', async () => {
    const { stream } = zipStream(
      entries([
        { path: 'a.txt', body: new TextEncoder().encode('a') },
        {
          path: 'gone.png',
          body: async () => {
            throw new Error('no such object')
          },
        },
      ]),
      new Date(),
    )
    await expect(buffer(stream)).rejects.toThrow('no such object')
  })

  it('names every part of a path so that it stays in its folder', () => {
    for (const hostile of [
      '../../etc/passwd',
      '..',
      '.',
      'C:\\Windows\\win.ini',
      '/abs',
      '\u0000x',
      '   ',
    ]) {
      const name = archiveName(hostile)
      expect(name, hostile).not.toMatch(/[/\\\p{Cc}]/u)
      expect(name, hostile).not.toMatch(/^\./)
      expect(name.length, hostile).toBeGreaterThan(0)
    }
    expect(archiveName('..')).toBe('_')
    expect(archiveName('   ')).toBe('file')
    expect(archiveName('x'.repeat(500))).toHaveLength(120)
    expect(archiveName('garden gate.png')).toBe('garden gate.png')
  })
})
