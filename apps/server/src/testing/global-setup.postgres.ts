import crypto from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '../db/client.ts'
import { databaseUrl, withAdmin } from './postgres-admin.ts'

/**
 * Creates this run's template database on TEST_DATABASE_URL's server and migrates it; each test
 * file copies it (CREATE DATABASE … TEMPLATE). Everything this run created is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const runId = crypto.randomBytes(4).toString('hex')
  const template = `reserva_tpl_${runId}`
  await withAdmin(adminUrl, (c) => c.query(`create database ${template}`))
  const database = await openPostgres({ url: databaseUrl(adminUrl, template), max: 1 })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  project.provide('postgresTemplate', { adminUrl, template, runId })

  return async () => {
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`reserva_%${runId}%`],
      )
      for (const { datname } of rows)
        await c.query(`drop database if exists ${datname} with (force)`)
    })
  }
}
