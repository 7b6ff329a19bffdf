import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyPgliteTemplate } from './pglite-template.ts'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A folder standing in for a template database: PG_VERSION and a file below it. */
function fakeTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-template-'))
  scratch.push(dir)
  const template = path.join(dir, 'pglite')
  fs.mkdirSync(path.join(template, 'base/5'), { recursive: true })
  fs.writeFileSync(path.join(template, 'PG_VERSION'), '17\n')
  fs.writeFileSync(path.join(template, 'base/5/1259'), 'catalog')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-data-'))
  scratch.push(dataDir)
  return { template, clusterDir: path.join(dataDir, 'pglite'), dataDir }
}

describe('a first start from the build’s database', () => {
  it('copies the template into a data directory that has no database yet', () => {
    const { template, clusterDir, dataDir } = fakeTemplate()
    expect(copyPgliteTemplate({ clusterDir, template })).toBe(true)
    expect(fs.readFileSync(path.join(clusterDir, 'base/5/1259'), 'utf8')).toBe('catalog')
    // Nothing half-made is left beside it.
    expect(fs.readdirSync(dataDir)).toEqual(['pglite'])
  })

  it('copies into an empty folder too (one made by hand, or by an initdb that never ran)', () => {
    const { template, clusterDir } = fakeTemplate()
    fs.mkdirSync(clusterDir)
    expect(copyPgliteTemplate({ clusterDir, template })).toBe(true)
    expect(fs.existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true)
  })

  it('leaves an existing database alone: a second start opens what is there', () => {
    const { template, clusterDir } = fakeTemplate()
    copyPgliteTemplate({ clusterDir, template })
    fs.writeFileSync(path.join(clusterDir, 'base/5/1259'), 'bookings since')
    expect(copyPgliteTemplate({ clusterDir, template })).toBe(false)
    expect(fs.readFileSync(path.join(clusterDir, 'base/5/1259'), 'utf8')).toBe('bookings since')
  })

  it('leaves a folder with anything in it to PGlite, and does nothing without a template', () => {
    const { template, clusterDir } = fakeTemplate()
    fs.mkdirSync(clusterDir)
    fs.writeFileSync(path.join(clusterDir, 'notes.txt'), 'mine')
    expect(copyPgliteTemplate({ clusterDir, template })).toBe(false)
    expect(fs.readdirSync(clusterDir)).toEqual(['notes.txt'])
    const other = fakeTemplate()
    const missing = path.join(other.dataDir, 'no-template')
    expect(copyPgliteTemplate({ clusterDir: other.clusterDir, template: missing })).toBe(false)
    expect(fs.existsSync(other.clusterDir)).toBe(false)
  })

  it('starts again after a copy stopped halfway', () => {
    const { template, clusterDir } = fakeTemplate()
    fs.mkdirSync(`${clusterDir}.partial`)
    fs.writeFileSync(`${clusterDir}.partial/PG_VERSION`, 'half')
    expect(copyPgliteTemplate({ clusterDir, template })).toBe(true)
    expect(fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8')).toBe('17\n')
    expect(fs.existsSync(`${clusterDir}.partial`)).toBe(false)
  })
})
