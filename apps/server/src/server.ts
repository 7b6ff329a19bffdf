import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { WebSocketServer } from 'ws'
import type { Logger } from './lib/logger.ts'

type Fetch = (request: Request) => Response | Promise<Response>

export interface RunningServer {
  port: number
  /** Connections open now, kept-alive and upgraded (WebSocket) ones included. */
  connections(): Promise<number>
  /**
   * Stops taking connections, lets in-flight requests finish (up to `timeoutMs`, then cuts the
   * rest), then runs `onClosed` (closing the database). Safe to call more than once.
   */
  close(): Promise<void>
}

/**
 * How long an idle kept-alive connection stays open: longer than the 60 s a proxy in front (nginx,
 * a load balancer) keeps its end, so the server never closes one the proxy is about to reuse.
 */
export const defaultKeepAliveMs = 65_000

export function startServer({
  fetch,
  port,
  hostname,
  logger,
  timeoutMs = 10_000,
  keepAliveMs = defaultKeepAliveMs,
  websocket,
  onClosing,
  onClosed,
}: {
  fetch: Fetch
  port: number
  hostname: string
  logger: Logger
  timeoutMs?: number
  /** How long an idle kept-alive connection stays open (longer than a proxy's 60 s). */
  keepAliveMs?: number
  /** Takes the WebSocket upgrades the app accepts (the realtime socket), on the same port. */
  websocket?: WebSocketServer
  /** Runs first when closing: open WebSockets would otherwise hold the server open. */
  onClosing?: () => Promise<void> | void
  onClosed?: () => Promise<void>
}): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch, port, hostname, websocket: websocket && { server: websocket } },
      (info: AddressInfo) => {
        let closing: Promise<void> | undefined
        resolve({
          port: info.port,
          connections: () =>
            new Promise((done) => server.getConnections((error, count) => done(error ? 0 : count))),
          close() {
            closing ??= (async () => {
              logger.info('shutting down: waiting for in-flight requests')
              await onClosing?.()
              const stopped = new Promise<void>((done) => server.close(() => done()))
              // Kept-alive sockets with no request in flight would hold close() open; so would
              // each in-flight request's socket once its answer is sent, for keepAliveMs. They are
              // swept until the server has closed.
              const closeIdle = () => {
                if ('closeIdleConnections' in server) server.closeIdleConnections()
              }
              closeIdle()
              const sweep = setInterval(closeIdle, 50)
              const timer = setTimeout(() => {
                logger.warn('shutdown timeout: closing the remaining connections')
                if ('closeAllConnections' in server) server.closeAllConnections()
              }, timeoutMs)
              await stopped
              clearInterval(sweep)
              clearTimeout(timer)
              await onClosed?.()
              logger.info('shutdown complete')
            })()
            return closing
          },
        })
      },
    )
    // Node closes an idle kept-alive connection after 5 s. A client (or a reverse proxy, whose
    // upstream keep-alive is commonly 60 s) that sends on it just as it closes gets a reset
    // instead of an answer. Idle connections stay open longer than such a client keeps them;
    // close() still ends them at once.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = keepAliveMs
      server.headersTimeout = keepAliveMs + 1_000
    }
    server.once('error', reject)
  })
}
