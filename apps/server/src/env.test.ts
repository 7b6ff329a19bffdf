import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './env.ts'

describe('reading the environment', () => {
  it('has defaults that serve http://localhost:3000 on the embedded database in ./data', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demo: undefined,
    })
  })

  it('takes PORT, DATA_DIR, DATABASE_URL and DEMO', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/reserva',
      DATABASE_URL: 'postgres://u@db/reserva',
      DEMO: '0',
    })
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir: '/var/lib/reserva',
      databaseUrl: 'postgres://u@db/reserva',
      demo: false,
    })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: '', PORT: '', DEMO: '' })).toMatchObject({
      dataDir: path.resolve('./data'),
      port: 3000,
      demo: undefined,
    })
  })

  it('refuses a bad value with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO: 'yes' })).toThrow(/PORT[\s\S]*DEMO/)
  })
})
