import pg from 'pg'

/** Runs statements on the maintenance connection of TEST_DATABASE_URL's server. */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export function databaseUrl(adminUrl: string, database: string) {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}
