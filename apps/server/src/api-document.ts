import { apiKeyPrefix } from '@reserva/shared'
import { scopeFor } from './modules/api-keys/api-key-scopes.ts'
import type { Auth } from './modules/auth/auth.ts'

type Operation = Record<string, unknown>
type Paths = Record<string, Record<string, Operation>>
interface Document {
  paths?: Paths
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> }
  [key: string]: unknown
}

/** How a client proves who it is; each operation names the ones it takes. */
export const securitySchemes = {
  cookieSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'reserva.session_token',
    description:
      'The session a browser gets at sign-in. State-changing requests must come from a trusted ' +
      'Origin (403 auth.invalid_origin otherwise).',
  },
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A session's token (Better Auth's bearer plugin), for apps that are not browsers.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${apiKeyPrefix}…`,
    description:
      'An API key an admin made (/api/v1/admin/api-keys). It reaches the /api/v1 routes whose ' +
      'security lists one of its scopes, and the public ones; it is refused everywhere else ' +
      '(403 api_keys.scope).',
  },
} as const

const sessions = [{ cookieSession: [] }, { sessionToken: [] }]

/** Who may call one of our operations: a session always, an API key by the route's scope. */
function ourSecurity(method: string, path: string) {
  if (!path.startsWith('/api/v1/')) return [{}]
  const scope = scopeFor(method.toUpperCase(), path)
  if (scope === null) return sessions
  if (scope === 'public') return [{}, ...sessions, { apiKey: [] }]
  return [...sessions, { apiKey: [scope] }]
}

/**
 * Better Auth endpoints that answer 404 over HTTP (user-policy.ts): its admin endpoints (admins
 * use /api/v1/admin/people) and the open-api plugin's own document and page.
 */
const notCallable = (path: string) =>
  path.startsWith('/admin/') || path.startsWith('/open-api/') || path === '/reference'

/**
 * The app's OpenAPI document with Better Auth's (its `openAPI` plugin) merged in under
 * `/api/auth`, so every path a client can call is described, and each operation says which
 * security schemes it takes. Better Auth's component schemas are renamed `Auth…` so they cannot
 * meet ours.
 */
export async function apiDocument<Ours extends object>(given: Ours, auth: Auth): Promise<Ours> {
  const ours = given as Document
  const theirs = (await auth.api.generateOpenAPISchema()) as unknown as Document
  const renamed = JSON.parse(
    JSON.stringify({ paths: theirs.paths ?? {}, schemas: theirs.components?.schemas ?? {} }),
    (_key, value) =>
      typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `#/components/schemas/Auth${value.slice('#/components/schemas/'.length)}`
        : value,
  ) as { paths: Paths; schemas: Record<string, unknown> }

  const paths: Paths = {}
  for (const [path, operations] of Object.entries(ours.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [
        method,
        { ...op, security: ourSecurity(method, path) },
      ]),
    )
  }
  for (const [path, operations] of Object.entries(renamed.paths)) {
    if (notCallable(path)) continue
    paths[`/api/auth${path}`] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [
        method,
        { ...op, tags: ['auth'], security: [{}, ...sessions] },
      ]),
    )
  }
  const merged: Document = {
    ...ours,
    paths,
    components: {
      ...ours.components,
      schemas: {
        ...ours.components?.schemas,
        ...Object.fromEntries(
          Object.entries(renamed.schemas).map(([name, schema]) => [`Auth${name}`, schema]),
        ),
      },
      securitySchemes,
    },
  }
  return merged as Ours
}
