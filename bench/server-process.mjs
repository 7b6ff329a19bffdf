// What the plain-JavaScript benchmarks need to run a Reserva server of their own.
import net from 'node:net'

/** A port nothing listens on now, on the loopback address. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** The environment of a server on `port` of the loopback address, keeping its data in `dataDir`. */
export const serverEnv = ({ dataDir, port, logLevel }) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: logLevel,
})
