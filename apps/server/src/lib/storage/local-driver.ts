import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, type StorageBody, type StorageDriver, toReadable } from './driver.ts'

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT'

/**
 * Files under `root/<key>`. A write goes to `root/.tmp/<random>` first, is flushed to disk and
 * then renamed into place, so a failed or aborted upload leaves no file under its key.
 */
export function createLocalDriver({ root: given }: { root: string }): StorageDriver {
  const root = path.resolve(given)
  const tmpDir = path.join(root, '.tmp')

  /** The file of `key`, after checking that it stays inside the root. */
  function fileOf(key: string) {
    assertSafeKey(key)
    const file = path.resolve(root, ...key.split('/'))
    if (!file.startsWith(root + path.sep) || file.startsWith(tmpDir + path.sep)) {
      throw new Error(`Refusing storage key outside the root: ${JSON.stringify(key)}`)
    }
    return file
  }

  /** Writes `source` to a temp file and renames it to `file`; on any failure removes the temp. */
  async function writeAtomically(file: string, write: (tmp: string) => Promise<void>) {
    await fs.promises.mkdir(tmpDir, { recursive: true })
    const tmp = path.join(tmpDir, crypto.randomUUID())
    try {
      await write(tmp)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      await fs.promises.rename(tmp, file)
    } catch (error) {
      await fs.promises.rm(tmp, { force: true })
      throw error
    }
  }

  return {
    kind: 'local',

    async put(key: string, body: StorageBody) {
      const file = fileOf(key)
      await writeAtomically(file, async (tmp) => {
        // flush: the bytes are on disk before the rename makes them the object's.
        const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true })
        try {
          await pipeline(toReadable(body), out)
        } finally {
          // A body refused early (too large) fails the pipeline before the file is even open:
          // the stream opens it afterwards, so the temp is removed only once the stream is closed.
          if (!out.closed) await once(out, 'close')
        }
      })
    },

    async get(key: string) {
      const file = fileOf(key)
      let handle: fs.promises.FileHandle
      try {
        handle = await fs.promises.open(file, 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const { size } = await handle.stat()
        return { body: handle.createReadStream(), size }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async delete(keys: string[]) {
      const files = keys.map(fileOf)
      await Promise.all(files.map((f) => fs.promises.rm(f, { force: true })))
    },

    async copy(from: string, to: string) {
      const source = fileOf(from)
      const target = fileOf(to)
      await writeAtomically(target, async (tmp) => {
        await fs.promises.copyFile(source, tmp, fs.constants.COPYFILE_EXCL)
        const handle = await fs.promises.open(tmp, 'r+')
        try {
          await handle.sync()
        } finally {
          await handle.close()
        }
      })
    },

    async exists(key: string) {
      try {
        return (await fs.promises.stat(fileOf(key))).isFile()
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
  }
}
