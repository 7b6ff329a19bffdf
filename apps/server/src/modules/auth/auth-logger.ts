import type { Logger } from '../../lib/logger.ts'

type Level = 'debug' | 'info' | 'warn' | 'error'

/**
 * Better Auth's logger option, writing to our JSON log instead of the console. Its "Invalid
 * origin" error comes with every refused request, so it goes at debug level: the app logs its
 * own warning once per origin instead. Plugins hand it an Error as the message at times (the
 * single sign-on callback does when an ID token fails its checks), so any message is accepted.
 */
export function betterAuthLogger(logger: Logger) {
  return {
    level: 'warn' as const,
    log: (level: Level, message: unknown, ...args: unknown[]) => {
      if (message instanceof Error) {
        logger[level]({ auth: true, err: message, args }, message.message)
        return
      }
      const text = String(message)
      logger[text.startsWith('Invalid origin') ? 'debug' : level]({ auth: true, args }, text)
    },
  }
}
