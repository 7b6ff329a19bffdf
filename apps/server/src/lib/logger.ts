import { pino } from 'pino'

export type Logger = pino.Logger

/** JSON lines on stdout: one object per event, with a request id on every request's lines. */
export function createLogger({ level }: { level: string }): Logger {
  return pino({ level, base: { service: 'reserva' }, timestamp: pino.stdTimeFunctions.isoTime })
}
