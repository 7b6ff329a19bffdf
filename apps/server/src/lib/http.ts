import { OpenAPIHono, type z } from '@hono/zod-openapi'
import { errorBodySchema } from '@reserva/shared'
import type { RequestIdVariables } from 'hono/request-id'
import { AppError } from './errors.ts'
import type { Logger } from './logger.ts'

export type AppEnv = { Variables: RequestIdVariables & { log: Logger } }

/**
 * A router whose request validation failures become our `validation_failed` error (400) with
 * the zod issues as details, instead of zod-openapi's own error shape.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Some of the request is not valid',
          details: result.error.issues.map((i) => ({
            path: i.path.join('.'),
            message: i.message,
          })),
        })
      }
    },
  })
}

/** A JSON response with its schema, for a route's `responses`. */
export const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A required JSON request body with its schema, for a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

/** The JSON error response, documented once for every route that can fail. */
export const errorResponse = (description: string) => json(description, errorBodySchema)
