import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDbKind } from '../testing/test-db.ts'
import type { Database } from './client.ts'

// On PGlite a search that reads every person with `ilike` costs several times what the trigram
// indexes (migration 0012) cost (bench/lists.bench.ts times both). So the searches of people and
// of bookings by their customer ask for the ids whose name or e-mail address matches as a union
// (people.repository.ts, bookings.repository.ts), each part planned on its own; PGlite starts
// with random_page_cost 1.1 (db/client.ts): with PostgreSQL's default, 4, the planner takes the
// scan as soon as a search has a dozen characters; and the indexes have no pending list
// (migration 0013), which without a VACUUM would make them look dearer still.
// PostgreSQL's planner settings are its operator's, and there the scan is cheap.
const firstNames =
  'Anna Ben Chloe David Emma Felix Grace Hugo Isla Jack Katie Liam Maria Noah Olivia Paul Quinn Rosa Sam Tara Umar Vera Will Xenia Yusuf Zoe Amir Bea Carlos Dana Elif Finn Greta Hana Ivan Jonas Kofi Lena Mateo Nadia'
const lastNames =
  'Smith Jones Taylor Brown Wilson Evans Thomas Johnson Roberts Walker Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Patel Young Allen Mitchell James Anderson Phillips Lee Bell Parker Davis Silva Kowalski'

describe.runIf(testDbKind === 'pglite')('searching 5,000 people on the embedded database', () => {
  let database: Database

  beforeAll(async () => {
    database = await createTestDatabase()
    // As many names as a real list has (40 first names by 50 last), on four domains.
    const first = sql.raw(`string_to_array('${firstNames}', ' ')`)
    const last = sql.raw(`string_to_array('${lastNames}', ' ')`)
    await database.db.execute(sql`
      insert into users (id, name, email, created_at, updated_at)
      select 'plan-user-' || i, n.f || ' ' || n.l,
             lower(n.f || '.' || n.l || i || '@' || (array['example.com','mail.test','post.example','inbox.test'])[1 + i % 4]),
             now(), now()
        from generate_series(1, 5000) as i,
             lateral (select (${first})[1 + i % 40] as f, (${last})[1 + i / 40 % 50] as l) as n`)
    await database.db.execute(sql`analyze users`)
  })
  afterAll(() => database.close())

  const planOf = async (fragment: string) => {
    const result = (await database.db.execute(
      sql`explain select id from users where name ilike ${`%${fragment}%`}
           union select id from users where email ilike ${`%${fragment}%`}`,
    )) as unknown as { rows: Record<string, string>[] }
    return result.rows.map((row) => Object.values(row)[0]).join('\n')
  }

  it('finds a person by a long part of their e-mail address through the trigram indexes, not by reading everyone', async () => {
    const plan = await planOf('grace.hall1234')
    expect(plan).toContain('users_name_trgm_index')
    expect(plan).not.toContain('Seq Scan')
  })
})
