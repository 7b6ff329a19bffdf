import { createRoute, OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi'
import { errorBodySchema } from '@reserva/shared'
import type { MiddlewareHandler, ValidationTargets } from 'hono'
import type { RequestIdVariables } from 'hono/request-id'
import { validator } from 'hono/validator'
import { invalidRequest } from './errors.ts'
import type { Logger } from './logger.ts'

export type AppEnv = { Variables: RequestIdVariables & { log: Logger } }

/** Our `validation_failed` error (400), with the zod issues as details. */
const zodIssues = (error: z.ZodError) =>
  invalidRequest(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))

/**
 * A router whose request validation failures become our `validation_failed` error (400) with
 * the zod issues as details, instead of zod-openapi's own error shape.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw zodIssues(result.error)
    },
  })
}

/**
 * Hono's validator with a zod schema, failing as the declared routes do (400
 * `validation_failed`), for the few routes that cannot be declared with `createRoute`: those
 * whose last parameter is a path with slashes, and the uploads, which must not be read whole
 * before their size is checked. The value is then `c.req.valid(target)`.
 */
export const validated = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  validator(target, (value) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw zodIssues(parsed.error)
    return parsed.data as z.output<Schema>
  })

/** A JSON response with its schema, for a route's `responses`. */
export const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})

/** A required JSON request body with its schema, for a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
})

/**
 * An optional JSON request body with its schema, for a route's `request`. Without a body (and
 * without a Content-Type) the route reads `{}`; add `emptyJsonBody` to the route's `middleware`
 * so that a JSON Content-Type with nothing after it reads as `{}` too.
 */
export const optionalJsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: false, content: { 'application/json': { schema } } },
})

/**
 * For a route whose JSON body is optional: some clients say `Content-Type: application/json` and
 * send nothing, which Hono would refuse as malformed JSON. An empty or blank body then reads as
 * `{}`. Route middleware runs after the body limit and before the route's validation.
 */
export const emptyJsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json' && (await c.req.text()).trim() === '') {
    // Hono's `json()` parses its cached text: the validation that follows reads this.
    ;(c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve('{}')
  }
  await next()
}

/** The JSON error response, documented once for every route that can fail. */
export const errorResponse = (description: string) => json(description, errorBodySchema)

/** The refusals of a route for signed-in people on one record: bad input, who, which. */
export const guardedResponses = {
  400: errorResponse('Not valid'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed for this role'),
  404: errorResponse('Not found'),
}

/**
 * A maker of routes that share their tags and responses (one module's routes that answer with
 * the same thing): `(method, path, { summary, request, more })`, `more` being responses of
 * that route's own.
 */
export const routesAnswering =
  <Responses extends RouteConfig['responses']>(tags: string[], responses: Responses) =>
  <
    Method extends RouteConfig['method'],
    Request extends RouteConfig['request'],
    More extends RouteConfig['responses'] = Record<never, never>,
  >(
    method: Method,
    path: string,
    { summary, request, more }: { summary: string; request: Request; more?: More },
  ) =>
    createRoute({
      method,
      path,
      tags,
      summary,
      request,
      // `as More`: spreading `More | undefined` is a union too complex for TypeScript (TS2590).
      responses: { ...responses, ...(more as More) },
    })

/** Whether an If-None-Match header names `etag` (weak comparison) or is `*`. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
