import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import {
  buildServerIfStale,
  buildWebIfStale,
  root as repositoryRoot,
} from '../../../scripts/lib.mjs'
import { freePort } from './testing/spawn-server.ts'
import { testDbKind } from './testing/test-db.ts'

const root = repositoryRoot

type Instruction = { keyword: string; args: string }
type Stage = { from: string; name?: string; instructions: Instruction[] }

/** The Dockerfile's stages and their instructions, continuation lines joined, comments dropped. */
function readDockerfile(text: string): Stage[] {
  const joined = text.replace(/\\\n\s*/g, ' ')
  const stages: Stage[] = []
  for (const line of joined.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue
    const [, keyword = '', args = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name] = args.split(/\s+/)
      stages.push({ from, ...(name ? { name } : {}), instructions: [] })
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args })
    }
  }
  return stages
}

/** `ENV A=1 B=2` as an object. */
const envOf = (args: string) =>
  Object.fromEntries(args.split(/\s+/).map((pair) => pair.split('=') as [string, string]))

/** An exec-form (JSON) instruction's argument list. */
const execForm = (args: string) => JSON.parse(args) as string[]

// Docker is not on this machine: the test builds what can be built without it. It reads the
// Dockerfile's last stage, puts exactly the files its COPY lines name into an empty folder (as the
// build stage leaves them: this repository after npm run build), runs its install there, then its
// start command with its environment, and the server must answer as the image's health check asks.
describe('the container image', () => {
  it.runIf(testDbKind === 'pglite')(
    'installs and starts from exactly the files its Dockerfile copies, and answers its health check',
    async ({ annotate }) => {
      const stages = readDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
      expect(stages.map((s) => s.from)).toEqual(['node:20-slim', 'node:20-slim'])
      const [build, run] = stages as [Stage, Stage]
      expect(build.name).toBe('build')
      const of = (keyword: string) => run.instructions.filter((i) => i.keyword === keyword)
      expect(of('USER').map((i) => i.args)).toEqual(['node'])
      expect(of('VOLUME').map((i) => i.args)).toEqual(['/data'])
      expect(of('HEALTHCHECK')).toHaveLength(1)
      const env = Object.assign({}, ...of('ENV').map((i) => envOf(i.args))) as Record<
        string,
        string
      >
      expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: '/data' })
      const workdir = of('WORKDIR')[0]?.args
      const buildWorkdir = build.instructions.find((i) => i.keyword === 'WORKDIR')?.args
      expect(workdir).toBe('/app')

      await buildWebIfStale()
      await buildServerIfStale()
      const image = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-image-'))
      const data = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-image-data-'))
      let server: ChildProcess | undefined
      try {
        const started = performance.now()
        const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
        const report: string[] = []
        // The instructions in order: COPY from the build stage, RUN, nothing else touches files.
        for (const { keyword, args } of run.instructions) {
          if (keyword === 'COPY') {
            const [flag, ...paths] = args.split(/\s+/)
            expect(flag).toBe('--from=build')
            const target = paths.pop() as string
            for (const source of paths) {
              expect(source.startsWith(`${buildWorkdir}/`), source).toBe(true)
              const from = path.join(root, source.slice(`${buildWorkdir}/`.length))
              const to = path.join(
                image,
                target.endsWith('/') ? `${target}${path.basename(from)}` : target,
              )
              expect(fs.existsSync(from), `${source} is in the build`).toBe(true)
              fs.mkdirSync(path.dirname(to), { recursive: true })
              fs.cpSync(from, to, { recursive: true })
            }
          } else if (keyword === 'RUN') {
            if (args.startsWith('npm ')) {
              // The install, as the image runs it: from the registry into a cache of its own,
              // which its `npm cache clean` then empties (never this machine's cache).
              execFileSync('sh', ['-c', args], {
                cwd: image,
                env: { ...process.env, npm_config_cache: path.join(image, '.npm-cache') },
                stdio: 'pipe',
              })
              report.push(`install ${since()}`)
            } else {
              // The volume's folder, made for the unprivileged user: here, a temporary folder.
              expect(args).toBe('mkdir -p /data && chown node:node /data')
            }
          }
        }
        const [command, ...args] = execForm(of('CMD')[0]?.args ?? '[]')
        expect(command).toBe('node')
        const port = await freePort()
        server = spawn(process.execPath, args, {
          cwd: image,
          env: {
            PATH: process.env.PATH,
            ...env,
            DATA_DIR: data,
            PORT: String(port),
            HOST: '127.0.0.1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let output = ''
        server.stdout?.on('data', (d) => {
          output += d
        })
        server.stderr?.on('data', (d) => {
          output += d
        })
        // The image's own health check, run as Docker runs it.
        const [, healthCommand] = /CMD\s+(\[.*\])$/.exec(of('HEALTHCHECK')[0]?.args ?? '') ?? []
        const health = execForm(healthCommand ?? '[]')
        const healthy = () => {
          try {
            execFileSync(process.execPath, health.slice(1), {
              env: { ...process.env, PORT: String(port) },
              stdio: 'pipe',
            })
            return true
          } catch {
            return false
          }
        }
        const deadline = Date.now() + 90_000
        while (!healthy() && Date.now() < deadline && server.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        expect(healthy(), output).toBe(true)
        report.push(`healthy ${since()}`)
        const home = await fetch(`http://127.0.0.1:${port}/`)
        expect(home.status).toBe(200)
        expect(await home.text()).toContain('<div id="root">')
        // Its data went to the volume: the embedded database and the secret it made.
        expect(fs.existsSync(path.join(data, 'pglite'))).toBe(true)
        expect(fs.existsSync(path.join(data, 'auth-secret'))).toBe(true)
        // Stopped as Docker stops it: a clean exit, and the health check says so after.
        const running = server
        const exited = new Promise((resolve) => running.once('exit', resolve))
        running.kill('SIGTERM')
        expect(await exited).toBe(0)
        expect(healthy()).toBe(false)
        await annotate(report.join(', '))
      } finally {
        server?.kill('SIGTERM')
        if (server && server.exitCode === null) {
          await new Promise((resolve) => server?.once('exit', resolve))
        }
        fs.rmSync(image, { recursive: true, force: true })
        fs.rmSync(data, { recursive: true, force: true })
      }
    },
    300_000,
  )

  it.runIf(testDbKind === 'pglite')(
    'comes with a compose file: Reserva and PostgreSQL 15, a volume each, secrets from .env',
    () => {
      const compose = parseYaml(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'))
      const { reserva, db } = compose.services
      expect(db.image).toBe('postgres:15')
      expect(reserva.build).toBe('.')
      expect(reserva.env_file).toBe('.env')
      expect(reserva.volumes).toEqual(['reserva-data:/data'])
      expect(db.volumes).toEqual(['postgres-data:/var/lib/postgresql/data'])
      expect(Object.keys(compose.volumes)).toEqual(['reserva-data', 'postgres-data'])
      expect(reserva.depends_on.db.condition).toBe('service_healthy')
      expect(reserva.environment.DATABASE_URL).toContain('@db:5432/reserva')
      // No secret is written into the file itself: each comes from .env.
      expect(reserva.environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD')
      expect(db.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD/)
      const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8')
      for (const name of ['PUBLIC_URL', 'POSTGRES_PASSWORD', 'AUTH_SECRET', 'SMTP_URL'])
        expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
    },
  )
})
