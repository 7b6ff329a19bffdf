// npm run dev: the server with reload on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process'
import { root } from './lib.mjs'

// The browser talks to Vite, so its requests carry Vite's origin: the server must trust it.
const viteOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173']
const serverEnv = {
  ...process.env,
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, ...viteOrigins].filter(Boolean).join(','),
}

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@reserva/server'], {
    stdio: 'inherit',
    cwd: root,
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@reserva/web'], { stdio: 'inherit', cwd: root }),
]
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
}
for (const child of children) {
  child.on('exit', () => {
    for (const other of children) other.kill('SIGTERM')
  })
}
