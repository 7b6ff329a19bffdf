import type { AuditEntry } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/i18n/catalogue.ts'
import { createTranslator } from '@/lib/i18n/translator.ts'
import { auditDetails } from './audit-words.ts'

const entry = (entity: string, data: Record<string, unknown>): AuditEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-06-01T09:00:00.000Z',
  actor: null,
  action: `${entity}.updated`,
  entity,
  entityId: '1',
  subject: null,
  data,
})

describe('auditDetails', () => {
  it('names recorded fields and codes in the language on screen', async () => {
    const t = createTranslator('de', await loadCatalogue('de', ['booking', 'admin']))
    const said = { t, language: 'de' as const, zone: 'Europe/London' }
    expect(auditDetails(entry('settings', { minNoticeMinutes: 60 }), said)).toEqual([
      ['Mindestvorlauf (Minuten)', '60'],
    ])
    expect(auditDetails(entry('booking', { from: 'pending', to: 'confirmed' }), said)).toEqual([
      ['Von', 'Wartet auf Bestätigung'],
      ['Nach', 'Bestätigt'],
    ])
    expect(auditDetails(entry('user', { from: 'customer', to: 'operator' }), said)).toEqual([
      ['Von', 'Kunde'],
      ['Nach', 'Operator'],
    ])
  })

  it('reads a field it has no words for from its code, and a value as recorded', async () => {
    const t = createTranslator('de', await loadCatalogue('de', ['booking', 'admin']))
    const said = { t, language: 'de' as const, zone: 'Europe/London' }
    expect(auditDetails(entry('service', { someNewField: 'x' }), said)).toEqual([
      ['Some new field', 'x'],
    ])
  })
})
