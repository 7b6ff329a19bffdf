import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { vi } from 'vitest'

/** How the receiver answers one request: a status, a redirect, or never. */
export type Answer = number | 'hang' | { redirect: string }

export interface Received {
  /** The path it was POSTed to: each endpoint of a test has its own. */
  path: string
  headers: Record<string, string>
  body: string
}

/**
 * A webhook receiver on 127.0.0.1 for a test: answers each request with the next answer given
 * for its path (then 200), and keeps what it was sent. A hanging answer holds its request until `close()`.
 */
export async function startReceiver() {
  const received: Received[] = []
  const answers = new Map<string, Answer[]>()
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
      )
      received.push({
        path: request.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const answer = answers.get(request.url ?? '')?.shift() ?? 200
      if (answer === 'hang') {
        hanging.add(response)
        return
      }
      if (typeof answer === 'object') {
        response.writeHead(302, { location: answer.redirect }).end()
        return
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(`answer ${answer}`)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** What was POSTed to `path`. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** The answers to the next requests to `path`, in order. */
    answer: (path: string, ...next: Answer[]) =>
      answers.set(path, [...(answers.get(path) ?? []), ...next]),
    /** Requests held without an answer now. */
    hanging: () => hanging.size,
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    },
  }
}

/**
 * Verifies `message` with `secret` as a receiver would at `at` (the app's clock): Standard
 * Webhooks refuse a timestamp more than five minutes from the receiver's own time.
 */
export function verifyAt(secret: string, message: Received, at: Date): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: at })
  try {
    return new Webhook(secret).verify(message.body, message.headers)
  } finally {
    vi.useRealTimers()
  }
}
