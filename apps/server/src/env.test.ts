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

  it('is a local trial unless told otherwise: not production, listening on this machine only', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: undefined,
      production: false,
      host: '127.0.0.1',
    })
    for (const url of ['http://127.0.0.1:8080', 'http://[::1]:3000', 'http://reserva.localhost']) {
      expect(loadConfig({ PUBLIC_URL: url }).production, url).toBe(false)
    }
  })

  it('is production with NODE_ENV=production or a PUBLIC_URL that is not this machine', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      host: '0.0.0.0',
    })
    for (const url of ['https://book.example.com', 'http://192.168.1.20:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }), url).toMatchObject({
        production: true,
        host: '0.0.0.0',
      })
    }
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false)
    // HOST, when given, wins either way.
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
  })

  it('trusts PUBLIC_URL and the loopback addresses on PORT by default', () => {
    expect(loadConfig({ PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ])
    expect(loadConfig({ PUBLIC_URL: 'https://book.example.com/' }).trustedOrigins).toEqual([
      'https://book.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })

  it('adds TRUSTED_ORIGINS, and refuses an entry that is not an origin', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://book.example.com',
        TRUSTED_ORIGINS: ' http://192.168.1.20:3000 , https://shop.example.com/',
      }).trustedOrigins,
    ).toEqual([
      'https://book.example.com',
      'http://192.168.1.20:3000',
      'https://shop.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/book',
      'ftp://files.example',
    ]) {
      expect(() => loadConfig({ TRUSTED_ORIGINS: bad }), bad).toThrow(
        new RegExp(`TRUSTED_ORIGINS[\\s\\S]*${bad.replace(/[./]/g, '\\$&')} is not an origin`),
      )
    }
  })

  it('takes SMS_URL and SMS_TOKEN for text messages, which are logged without them', () => {
    expect(loadConfig({}).sms).toEqual({ url: undefined, token: undefined })
    expect(
      loadConfig({ SMS_URL: 'https://sms.example/texts', SMS_TOKEN: 'gateway-secret' }).sms,
    ).toEqual({ url: 'https://sms.example/texts', token: 'gateway-secret' })
    for (const bad of ['sms.example/texts', 'ftp://sms.example/texts']) {
      expect(() => loadConfig({ SMS_URL: bad }), bad).toThrow(/SMS_URL/)
    }
  })

  it('takes scheduled backups from BACKUP_DIR, every BACKUP_EVERY, keeping BACKUP_KEEP', () => {
    expect(loadConfig({}).backups).toBeUndefined()
    expect(loadConfig({ BACKUP_DIR: '/var/backups/reserva' }).backups).toEqual({
      dir: '/var/backups/reserva',
      everyMs: 24 * 3_600_000,
      keep: 7,
    })
    expect(
      loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '30m', BACKUP_KEEP: '48' }).backups,
    ).toMatchObject({ everyMs: 30 * 60_000, keep: 48 })
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '7d' }).backups?.everyMs).toBe(604_800_000)
    for (const bad of ['24', '0h', '1w', '-1d', '1.5h', '24 h']) {
      expect(() => loadConfig({ BACKUP_EVERY: bad }), bad).toThrow(/BACKUP_EVERY/)
    }
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
  })

  it('serves /metrics to this machine by default; METRICS and METRICS_TOKEN say who else or nobody', () => {
    expect(loadConfig({}).metrics).toEqual({ access: 'local', token: undefined })
    const token = 'scrape-secret-0123456789'
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ access: 'local', token })
    expect(loadConfig({ METRICS: 'token', METRICS_TOKEN: token }).metrics).toEqual({
      access: 'token',
      token,
    })
    expect(loadConfig({ METRICS: 'off', METRICS_TOKEN: token }).metrics).toBeUndefined()
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: Use at least 16 characters/,
    )
    expect(() => loadConfig({ METRICS: 'token' })).toThrow(/METRICS=token needs METRICS_TOKEN/)
    expect(() => loadConfig({ METRICS: 'public' })).toThrow(/METRICS/)
  })

  it('refuses a bad value with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO: 'yes' })).toThrow(/PORT[\s\S]*DEMO/)
  })
})
