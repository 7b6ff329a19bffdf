import { parse as parseDisposition } from 'content-disposition'
import { beforeAll, describe, expect, it } from 'vitest'
import { usePeople } from '../../testing/auth-helpers.ts'
import { expectRefusedQueries, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { auditLog } from './audit.table.ts'
import { csvCell, csvLine } from './csv.ts'

const audit = '/api/v1/admin/audit'

describe('CSV cells', () => {
  it('quotes what needs quoting and keeps spreadsheet formulas as text', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded')).toBe('" padded"')
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@cmd']) {
      expect(csvCell(formula)).toBe(`"'${formula}"`)
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n')
  })

  it('strips whitespace and control characters before a formula sign, and knows the full-width signs', () => {
    const hidden = [
      [' =1+1', '=1+1'],
      ['\n=1+1', '=1+1'],
      ['  \t\r\n@cmd', '@cmd'],
      ['\u0000\u0007=1', '=1'],
      ['\u00a0\u3000\ufeff\u200b+1', '+1'],
      ['\tx', 'x'],
      ['\rx', 'x'],
    ]
    for (const [cell, text] of hidden) expect(csvCell(cell as string), cell).toBe(`"'${text}"`)
    for (const sign of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']) {
      expect(csvCell(`${sign}1`)).toBe(`"'${sign}1"`)
      expect(csvCell(` ${sign}1`)).toBe(`"'${sign}1"`)
    }
    // Text that only starts with a space or ends with a sign stays as it was.
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('x-')).toBe('x-')
  })
})

describe('the audit log (admins)', () => {
  const t = useTestApp()
  const { admin, operator, customer } = usePeople(t, {
    admin: ['admin', 'Ada Admin'],
    operator: ['operator', '=HYPERLINK("http://evil.example","Olga")'],
    customer: ['customer', 'Cat Customer'],
  })
  const base = Date.parse('2026-03-01T10:00:00Z')
  const at = (minutes: number) => new Date(base + minutes * 60_000)

  beforeAll(async () => {
    await t.db.insert(auditLog).values([
      {
        at: at(0),
        actorId: admin.userId,
        action: 'service.created',
        entity: 'service',
        entityId: 's1',
        data: { name: 'Fitting, deluxe' },
      },
      {
        at: at(1),
        actorId: operator.userId,
        action: 'booking.confirm',
        entity: 'booking',
        entityId: 'b1',
        data: { from: 'pending', to: 'confirmed' },
      },
      {
        at: at(2),
        actorId: operator.userId,
        action: 'booking.decline',
        entity: 'booking',
        entityId: 'b2',
        data: { reason: '-1 seats' },
      },
      {
        at: at(3),
        actorId: null,
        action: 'quote.expired',
        entity: 'quote',
        entityId: 'q1',
        data: {},
      },
      {
        at: at(4),
        actorId: admin.userId,
        action: 'booking_x.thing',
        entity: 'booking',
        entityId: 'b1',
        data: {},
      },
      // Three at the very same instant: paging must neither skip nor repeat one.
      {
        at: at(5),
        actorId: admin.userId,
        action: 'user.banned',
        entity: 'user',
        entityId: 'u1',
        data: {},
      },
      {
        at: at(5),
        actorId: admin.userId,
        action: 'user.banned',
        entity: 'user',
        entityId: 'u2',
        data: {},
      },
      {
        at: at(5),
        actorId: admin.userId,
        action: 'user.banned',
        entity: 'user',
        entityId: 'u3',
        data: {},
      },
    ])
  })

  const get = (query: string, cookie = admin.cookie) =>
    t.request(`${audit}${query}`, { headers: { cookie } })
  const ids = async (query: string) =>
    (await readJson(await get(query))).entries.map((e: { entityId: string }) => e.entityId)

  it('lists entries newest first with who acted', async () => {
    const page = await readJson(await get(''))
    expect(page.entries.map((e: { entityId: string }) => e.entityId).slice(0, 5)).toEqual(
      expect.arrayContaining(['u1', 'u2', 'u3']),
    )
    const confirm = page.entries.find((e: { action: string }) => e.action === 'booking.confirm')
    expect(confirm).toMatchObject({
      at: '2026-03-01T10:01:00.000Z',
      actor: {
        id: operator.userId,
        name: operator.email ? expect.any(String) : null,
        email: operator.email,
      },
      entity: 'booking',
      entityId: 'b1',
      data: { from: 'pending', to: 'confirmed' },
    })
    const system = page.entries.find((e: { action: string }) => e.action === 'quote.expired')
    expect(system.actor).toBeNull()
    expect(page.nextCursor).toBeNull()
  })

  it('filters by actor, entity, entity id, action (exact or a prefix ending in a dot) and period', async () => {
    expect(await ids(`?actorId=${operator.userId}`)).toEqual(['b2', 'b1'])
    expect(await ids('?entity=booking')).toEqual(['b1', 'b2', 'b1'])
    expect(await ids('?entity=booking&entityId=b1')).toEqual(['b1', 'b1'])
    expect(await ids('?action=booking.confirm')).toEqual(['b1'])
    // "booking." is a prefix; its _ in "booking_x" is not a wildcard.
    expect(await ids('?action=booking.')).toEqual(['b2', 'b1'])
    const from = encodeURIComponent(at(1).toISOString())
    const to = encodeURIComponent(at(3).toISOString())
    expect(await ids(`?from=${from}&to=${to}`)).toEqual(['b2', 'b1'])
  })

  it('pages with a cursor, never skipping or repeating entries that share an instant', async () => {
    const seen: string[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null) {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = await readJson(await get(query))
      seen.push(...page.entries.map((e: { id: string }) => e.id))
      cursor = page.nextCursor
      pages++
    }
    const all = await readJson(await get('?limit=200'))
    expect(seen).toEqual(all.entries.map((e: { id: string }) => e.id))
    expect(new Set(seen).size).toBe(seen.length)
    expect(pages).toBeGreaterThanOrEqual(4)
  })

  it('refuses bad filters and forged cursors with 400', async () => {
    await expectRefusedQueries(get, [
      '?limit=0',
      '?limit=201',
      '?entity=Booking;drop',
      '?from=yesterday',
      '?action=%25',
    ])
    const forged = Buffer.from("2026-01-01|x' or 1=1").toString('base64url')
    await expectRefusedQueries(get, ['?cursor=abc', `?cursor=${forged}`], 'audit.invalid_cursor')
  })

  it('exports the same filters as CSV, formulas kept as text', async () => {
    const res = await get(`.csv?actorId=${operator.userId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const disposition = parseDisposition(res.headers.get('content-disposition') ?? '')
    expect(disposition.type).toBe('attachment')
    expect(disposition.parameters.filename).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(res.headers.get('x-audit-total')).toBe('2')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // A byte-order mark first, so spreadsheets read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('at,actor_id,actor_name,actor_email,action,entity,entity_id,data')
    expect(lines).toHaveLength(4) // header, two rows, and the empty string after the last CRLF
    expect(lines[1]).toBe(
      `2026-03-01T10:02:00.000Z,${operator.userId},"'=HYPERLINK(""http://evil.example"",""Olga"")",${operator.email},booking.decline,booking,b2,"{""reason"":""-1 seats""}"`,
    )
    expect(lines[2]?.startsWith('2026-03-01T10:01:00.000Z,')).toBe(true)
  })

  it('streams a long export in batches, stopping at the bound', async () => {
    const { exportCsv } = await import('./audit.service.ts')
    await t.db.insert(auditLog).values(
      Array.from({ length: 2500 }, (_, i) => ({
        at: at(100 + i),
        actorId: customer.userId,
        action: 'test.bulk',
        entity: 'test',
        entityId: `n${i}`,
      })),
    )
    const full = await exportCsv(t.db, { filter: { action: 'test.bulk' } })
    const rows = (await new Response(full.body).text()).split('\r\n').filter(Boolean)
    expect(rows).toHaveLength(2501)
    expect(full).toMatchObject({ total: 2500, exported: 2500 })
    const bounded = await exportCsv(t.db, { filter: { action: 'test.bulk' }, maxRows: 1200 })
    const some = (await new Response(bounded.body).text()).split('\r\n').filter(Boolean)
    expect(some).toHaveLength(1201)
    expect(some[1]).toContain(',n2499,')
    expect(bounded).toMatchObject({ total: 2500, exported: 1200 })
  })

  it('is for admins only: operators and customers 403, visitors 401', async () => {
    for (const path of ['', '.csv']) {
      expect((await get(path, operator.cookie)).status).toBe(403)
      expect((await get(path, customer.cookie)).status).toBe(403)
      expect((await get(path, '')).status).toBe(401)
    }
  })
  it('names each record as people know it, even once it is gone', async () => {
    const [service] = await t.db.select().from(services).limit(1)
    const [resource] = await t.db.select().from(resources).limit(1)
    if (!service || !resource) throw new Error('the demo has services and resources')
    const gone = crypto.randomUUID()
    const labelled = [
      { entity: 'service', entityId: service.id, data: {} },
      { entity: 'resource', entityId: resource.id, data: {} },
      { entity: 'user', entityId: customer.userId, data: {} },
      { entity: 'booking', entityId: gone, data: {} },
      {
        entity: 'closure',
        entityId: gone,
        data: { firstDay: '2026-12-25', lastDay: '2026-12-26' },
      },
      { entity: 'sso_provider', entityId: 'sso-gone', data: { domain: 'example.org' } },
      { entity: 'settings', entityId: '1', data: {} },
    ]
    await t.db.insert(auditLog).values(
      labelled.map((entry, i) => ({
        ...entry,
        at: at(100 + i),
        actorId: admin.userId,
        action: `labelled.${entry.entity}`,
      })),
    )
    const page = await readJson(await get('?action=labelled.'))
    const subjects = Object.fromEntries(
      page.entries.map((e: { entity: string; subject: string | null }) => [e.entity, e.subject]),
    )
    expect(subjects).toEqual({
      service: service.name,
      resource: resource.name,
      user: 'Cat Customer',
      booking: null,
      closure: '2026-12-25 – 2026-12-26',
      sso_provider: 'example.org',
      settings: null,
    })
  })
})
