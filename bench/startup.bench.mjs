// How long `npm start` takes until it answers /api/health: on a fresh data directory (initdb,
// migrations, demo data) and again on existing data. Run: node bench/startup.bench.mjs [runs]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.argv[2] ?? 5)

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

async function timeStart(dataDir) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 20))
  }
  const ms = performance.now() - started
  process.kill(-child.pid, 'SIGINT')
  await exited
  return ms
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fresh = []
const existing = []
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-start-'))
  try {
    fresh.push(await timeStart(dataDir))
    existing.push(await timeStart(dataDir))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
const result = {
  runs,
  freshMedianMs: Math.round(median(fresh)),
  freshMaxMs: Math.round(Math.max(...fresh)),
  existingMedianMs: Math.round(median(existing)),
  existingMaxMs: Math.round(Math.max(...existing)),
}
console.log(JSON.stringify(result))
console.log(
  `npm start until /api/health answers: fresh data ${result.freshMedianMs} ms median (max ${result.freshMaxMs}), existing data ${result.existingMedianMs} ms median (max ${result.existingMaxMs}), ${runs} runs`,
)
