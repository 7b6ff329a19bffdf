import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedText {
  to: string
  body: string
  /** The Authorization header it came with, if any. */
  authorization: string | undefined
  contentType: string | undefined
}

/**
 * An SMS gateway's webhook on this machine (a real HTTP server): it records what SMS_URL's
 * transport POSTs to it, answers 200, or refuses the next `n` texts with 503 when asked to.
 */
export async function startSmsGateway() {
  const inbox: ReceivedText[] = []
  let refusals = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (refusals > 0) {
        refusals--
        res.writeHead(503, { 'content-type': 'text/plain' }).end('gateway busy, try again later')
        return
      }
      const { to, body } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedText
      inbox.push({
        to,
        body,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
      })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"queued":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/texts`,
    inbox,
    /** The texts received for `to`, oldest first. */
    textsTo: (to: string) => inbox.filter((text) => text.to === to),
    refuseNext(n: number) {
      refusals = n
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // fetch keeps its connection open for the next text: no need to wait for it.
        server.closeAllConnections()
      }),
  }
}
