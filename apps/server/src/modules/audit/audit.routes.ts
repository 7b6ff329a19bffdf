import { createRoute, z } from '@hono/zod-openapi'
import { auditFilterSchema, auditListQuerySchema, auditPageSchema } from '@reserva/shared'
import { create as contentDisposition } from 'content-disposition'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { createRouter, errorResponse, json } from '../../lib/http.ts'
import type { Auth } from '../auth/auth.ts'
import { requireRole } from '../auth/session.ts'
import { exportCsv, listEntries } from './audit.service.ts'

const tags = ['audit']
const refused = {
  400: errorResponse('Not valid (`validation_failed`, `audit.invalid_cursor`)'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin'),
}

const list = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags,
  summary: 'The audit log, newest first, filtered and paged by cursor (admins)',
  request: { query: auditListQuerySchema },
  responses: { 200: json('One page of entries', auditPageSchema), ...refused },
})

const csv = createRoute({
  method: 'get',
  path: '/admin/audit.csv',
  tags,
  summary: 'The audit log as CSV with the same filters, newest first (admins)',
  description:
    'At most 100,000 rows; `X-Audit-Total` says how many matched, `X-Audit-Exported` how many are in the file. Cells a spreadsheet would run as a formula start with an apostrophe.',
  request: { query: auditFilterSchema },
  responses: {
    200: {
      description: 'CSV (UTF-8 with a byte-order mark, CRLF lines, a header row)',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...refused,
  },
})

export function auditRoutes({ db, auth, clock }: { db: Db; auth: Auth; clock: Clock }) {
  return createRouter()
    .openapi(list, async (c) => {
      await requireRole(auth, c, ['admin'])
      const { limit, cursor, ...filter } = c.req.valid('query')
      return c.json(await listEntries(db, { filter, cursor, limit }), 200)
    })
    .openapi(csv, async (c) => {
      await requireRole(auth, c, ['admin'])
      const { body, total, exported } = await exportCsv(db, { filter: c.req.valid('query') })
      const day = clock.now().toISOString().slice(0, 10)
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`audit-${day}.csv`),
        'Cache-Control': 'no-store',
        'X-Audit-Total': String(total),
        'X-Audit-Exported': String(exported),
      }) as never
    })
}
