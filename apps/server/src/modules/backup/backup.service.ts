import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'
import { z } from 'zod'
import { type Database, openPglite, openPostgres, readJournal } from '../../db/client.ts'
import { lockDataDir } from '../../db/data-dir-lock.ts'
import { reservaVersion } from '../../version.ts'
import {
  dumpDatabase,
  emptyDatabase,
  isEmptyDatabase,
  loadDatabase,
  migrateTo,
} from './backup.database.ts'

/**
 * One archive (gzipped tar) holds all a business needs to start again elsewhere:
 *   manifest.json        what is inside, with each file's SHA-256
 *   database/<t>.jsonl   every table's rows (backup.database.ts)
 *   files/<key>          the local storage driver's files, byte for byte
 *   auth-secret          the key that signs sessions, unless AUTH_SECRET gives it
 * The database part is the same on PGlite and PostgreSQL: an archive restores into either.
 */

export const manifestSchema = z.object({
  format: z.literal('reserva-backup'),
  formatVersion: z.literal(1),
  reserva: z.string(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migration: z.object({ count: z.number(), newest: z.number(), tag: z.string() }),
    tables: z.array(z.object({ table: z.string(), rows: z.number() })),
  }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    files: z.number(),
    bytes: z.number(),
  }),
  /** In the archive; given by AUTH_SECRET instead; or none made yet (the server never started). */
  authSecret: z.enum(['included', 'environment', 'none']),
  /** SHA-256 (hex) of every other entry in the archive, by its path there. */
  checksums: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
})
export type Manifest = z.infer<typeof manifestSchema>

/** What a backup or a restore needs to know of the installation (env.ts's config). */
export type Installation = {
  dataDir: string
  databaseUrl?: string | undefined
  storageDriver: 'local' | 's3'
  /** True when AUTH_SECRET gives the key (then it is not in DATA_DIR, nor in the archive). */
  authSecretFromEnv: boolean
}

export class BackupError extends Error {
  override name = 'BackupError'
}

/** The newest backup taken of this installation, as the admin's System view shows it. */
export type LastBackup = { file: string; bytes: number; createdAt: string; rows: number }

const storageRoot = (dataDir: string) => path.join(dataDir, 'storage')
const lastBackupFile = (dataDir: string) => path.join(dataDir, 'last-backup.json')

/** What `takeBackup` last wrote, or null when none was taken (or its record is unreadable). */
export function readLastBackup(dataDir: string): LastBackup | null {
  try {
    return JSON.parse(fs.readFileSync(lastBackupFile(dataDir), 'utf8')) as LastBackup
  } catch {
    return null
  }
}

/** Writes `text` to `file` whole or not at all: a new file renamed over the old one. */
function replaceFile(file: string, text: string) {
  const partial = `${file}.partial-${crypto.randomBytes(4).toString('hex')}`
  fs.writeFileSync(partial, text, { mode: 0o600 })
  fs.renameSync(partial, file)
}
const authSecretFile = (dataDir: string) => path.join(dataDir, 'auth-secret')

/** SHA-256 of a file, hex. */
async function fileDigest(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** A work folder inside DATA_DIR: on the same file system, so its files link and rename. */
function workDir(dataDir: string, purpose: string) {
  fs.mkdirSync(dataDir, { recursive: true })
  return fs.mkdtempSync(path.join(dataDir, `.${purpose}-`))
}

/** Every file under `dir` as paths relative to it (the driver's `.tmp` left out). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('.tmp'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/**
 * Pins the stored files as they are now: hard links into `into` (free, and the local driver
 * replaces a file by renaming a new one over it, never by writing into it), or copies where the
 * file system cannot link.
 */
function pinFiles(root: string, into: string): string[] {
  const files = filesUnder(root)
  for (const file of files) {
    const target = path.join(into, ...file.split('/'))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    try {
      fs.linkSync(path.join(root, ...file.split('/')), target)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue // deleted since it was listed: not part of the backup
      fs.copyFileSync(path.join(root, ...file.split('/')), target)
    }
  }
  return files.filter((file) => fs.existsSync(path.join(into, ...file.split('/'))))
}

/**
 * Writes a backup of the running installation to `out`: the database from one snapshot (the
 * server may go on serving), then the stored files as they are. The archive appears under `out`
 * only once it is whole. Answers its manifest.
 */
export async function takeBackup({
  database,
  installation,
  out,
  now,
}: {
  database: Database
  installation: Installation
  out: string
  now: Date
}): Promise<Manifest> {
  const { dataDir } = installation
  const work = workDir(dataDir, 'backup')
  try {
    const dumped = await dumpDatabase(database.db, path.join(work, 'database'))
    const files =
      installation.storageDriver === 'local'
        ? pinFiles(storageRoot(dataDir), path.join(work, 'files'))
        : []
    const secretIncluded = !installation.authSecretFromEnv && fs.existsSync(authSecretFile(dataDir))
    if (secretIncluded) fs.copyFileSync(authSecretFile(dataDir), path.join(work, 'auth-secret'))
    const entries = [
      ...dumped.tables.map((t) => `database/${t.file}`),
      ...files.map((f) => `files/${f}`),
      ...(secretIncluded ? ['auth-secret'] : []),
    ]
    const checksums: Record<string, string> = {}
    let bytes = 0
    for (const entry of entries) {
      const file = path.join(work, ...entry.split('/'))
      checksums[entry] = await fileDigest(file)
      if (entry.startsWith('files/')) bytes += fs.statSync(file).size
    }
    const manifest: Manifest = {
      format: 'reserva-backup',
      formatVersion: 1,
      reserva: reservaVersion,
      createdAt: now.toISOString(),
      database: {
        kind: database.kind,
        migration: dumped.level,
        tables: dumped.tables.map(({ table, rows }) => ({ table, rows })),
      },
      storage: { driver: installation.storageDriver, files: files.length, bytes },
      authSecret: secretIncluded
        ? 'included'
        : installation.authSecretFromEnv
          ? 'environment'
          : 'none',
      checksums,
    }
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const target = path.resolve(out)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const partial = `${target}.partial-${crypto.randomBytes(4).toString('hex')}`
    try {
      await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
        'manifest.json',
        ...entries,
      ])
      fs.chmodSync(partial, 0o600)
      fs.renameSync(partial, target)
    } finally {
      fs.rmSync(partial, { force: true })
    }
    const last: LastBackup = {
      file: target,
      bytes: fs.statSync(target).size,
      createdAt: manifest.createdAt,
      rows: manifest.database.tables.reduce((sum, t) => sum + t.rows, 0),
    }
    replaceFile(lastBackupFile(dataDir), `${JSON.stringify(last)}\n`)
    return manifest
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Unpacks `archive` into `into` and checks it whole: a manifest of ours, every file it names
 * present with its checksum, nothing else. Throws a BackupError saying what is wrong.
 */
export async function readArchive(archive: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`No backup at ${archive}.`)
  try {
    // Files and folders only: a link could point a stored file at anything on the machine.
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
  } catch (error) {
    throw new BackupError(
      `${archive} is not a whole Reserva backup: it could not be unpacked (${(error as Error).message}).`,
    )
  }
  const manifestFile = path.join(into, 'manifest.json')
  if (!fs.existsSync(manifestFile)) {
    throw new BackupError(`${archive} is not a Reserva backup: it has no manifest.json.`)
  }
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
  } catch {
    throw new BackupError(`${archive} has a manifest this version of Reserva cannot read.`)
  }
  const present = new Set(filesUnder(into).filter((f) => f !== 'manifest.json'))
  for (const [entry, digest] of Object.entries(manifest.checksums)) {
    if (!present.delete(entry))
      throw new BackupError(`${archive} is incomplete: ${entry} is missing.`)
    if ((await fileDigest(path.join(into, ...entry.split('/')))) !== digest) {
      throw new BackupError(`${archive} is damaged: ${entry} does not match its checksum.`)
    }
  }
  const extra = [...present][0]
  if (extra) throw new BackupError(`${archive} holds ${extra}, which its manifest does not list.`)
  return manifest
}

/** Why the installation's data directory or database is not empty, or null when it is. */
async function notEmpty(installation: Installation): Promise<string | null> {
  const { dataDir } = installation
  if (filesUnder(storageRoot(dataDir)).length > 0) return `${storageRoot(dataDir)} holds files`
  if (!installation.databaseUrl) {
    const cluster = path.join(dataDir, 'pglite')
    if (fs.existsSync(cluster) && fs.readdirSync(cluster).length > 0) {
      return `${cluster} holds a database`
    }
  }
  return null
}

/**
 * Restores `archive` into the installation: the embedded database in DATA_DIR or the PostgreSQL
 * database of DATABASE_URL, whichever kind made it. Both must be empty unless `force`, which
 * replaces what is there. The rows load at the archive's migration level in one transaction, then
 * migrate to this version's. Answers the manifest and the rows loaded per table.
 */
export async function restoreBackup({
  archive,
  installation,
  force = false,
}: {
  archive: string
  installation: Installation
  force?: boolean
}): Promise<{ manifest: Manifest; loaded: Record<string, number> }> {
  const { dataDir } = installation
  const work = workDir(dataDir, 'restore')
  try {
    const manifest = await readArchive(path.resolve(archive), work)
    const known = readJournal().entries.some((e) => e.when === manifest.database.migration.newest)
    if (!known) {
      throw new BackupError(
        `The backup was made at migration ${manifest.database.migration.tag}, newer than this version of Reserva knows: upgrade first.`,
      )
    }
    const reason = await notEmpty(installation)
    if (reason && !force) {
      throw new BackupError(
        `Refusing to restore over existing data (${reason}); add --force to replace it.`,
      )
    }
    if (force) {
      // Not from under a running server: its lock is taken first (and refused while it runs).
      const lock = installation.databaseUrl ? undefined : lockDataDir(dataDir)
      try {
        fs.rmSync(storageRoot(dataDir), { recursive: true, force: true })
        if (lock) fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true })
      } finally {
        lock?.release()
      }
    }
    const database = await openTarget(installation, manifest)
    let loaded: Record<string, number>
    try {
      if (database.kind === 'postgres' && !(await isEmptyDatabase(database.db))) {
        if (!force) {
          throw new BackupError(
            'Refusing to restore into a database that holds tables; add --force to replace them.',
          )
        }
        await emptyDatabase(database.db)
      }
      await migrateTo(database, manifest.database.migration, work)
      loaded = await loadDatabase(
        database.db,
        path.join(work, 'database'),
        manifest.database.tables,
      )
      await database.migrate()
    } finally {
      await database.close()
    }
    placeFiles(work, installation, manifest)
    return { manifest, loaded }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The database to restore into. A new embedded database starts from the build's template when
 * the archive is at the head migration (its tables are those), from initdb otherwise.
 */
async function openTarget(installation: Installation, manifest: Manifest): Promise<Database> {
  if (installation.databaseUrl) return openPostgres({ url: installation.databaseUrl, max: 2 })
  const head = readJournal().entries.at(-1)?.when
  return openPglite({
    dataDir: installation.dataDir,
    fromTemplate: manifest.database.migration.newest === head,
  })
}

/** Moves the archive's files and secret into DATA_DIR, once the database holds their rows. */
function placeFiles(work: string, installation: Installation, manifest: Manifest) {
  const files = Object.keys(manifest.checksums).filter((entry) => entry.startsWith('files/'))
  if (files.length > 0) {
    const root = storageRoot(installation.dataDir)
    fs.mkdirSync(path.dirname(root), { recursive: true })
    fs.renameSync(path.join(work, 'files'), root)
  }
  if (manifest.authSecret === 'included' && !installation.authSecretFromEnv) {
    fs.copyFileSync(path.join(work, 'auth-secret'), authSecretFile(installation.dataDir))
    fs.chmodSync(authSecretFile(installation.dataDir), 0o600)
  }
}
