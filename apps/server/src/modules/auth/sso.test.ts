import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, useOneOfEachRole } from '../../testing/auth-helpers.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { ssoProviders } from './auth.table.ts'

const providers = '/api/v1/admin/sso-providers'
const provider = {
  issuer: 'https://idp.example.test',
  domain: 'Staff.Example.test',
  clientId: 'reserva',
  clientSecret: 'the-client-secret',
  role: 'operator',
}

describe('single sign-on providers', () => {
  const t = useTestApp()
  const { admin, operator, customer } = useOneOfEachRole(t)

  it('lets only admins manage providers, through our routes', async () => {
    for (const who of [operator, customer]) {
      expect((await t.request(providers, send('POST', provider, who.cookie))).status).toBe(403)
      expect((await t.request(providers, { headers: { cookie: who.cookie } })).status).toBe(403)
    }
    expect((await t.request(providers, send('POST', provider, ''))).status).toBe(401)
  })

  it("refuses Better Auth's own registration over HTTP to everyone, the admin included", async () => {
    const body = {
      providerId: 'sso-evil-test',
      issuer: 'https://idp.evil.test',
      domain: 'evil.test',
      oidcConfig: { clientId: 'c', clientSecret: 's' },
    }
    for (const who of [admin, operator, customer]) {
      const res = await t.request('/api/auth/sso/register', send('POST', body, who.cookie))
      expect(res.status).toBe(404)
    }
    expect(await t.db.select().from(ssoProviders)).toEqual([])
  })

  it('answers an issuer outside the trusted origins with a stable 422 and stores nothing', async () => {
    const res = await t.request(providers, send('POST', provider, admin.cookie))
    expect(res.status).toBe(422)
    const { error } = await readJson(res)
    expect(error.code).toBe('sso_providers.discovery_failed')
    // The admin screen tells the admin to trust the provider's origin first.
    expect(error.details).toEqual({ reason: 'discovery_untrusted_origin' })
    expect(await t.db.select().from(ssoProviders)).toEqual([])
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sso_provider.created'))
    expect(audited).toEqual([])
  })

  it('refuses a body that is not a provider with a 400, never a 500', async () => {
    for (const body of [
      { ...provider, role: 'owner' },
      { ...provider, domain: 'not a domain' },
      { ...provider, issuer: 'javascript:alert(1)' },
      { ...provider, clientSecret: 'x'.repeat(3000) },
    ]) {
      const res = await t.request(providers, send('POST', body, admin.cookie))
      expect(res.status).toBe(400)
    }
  })

  it('answers the removal of a provider that does not exist with sso_providers.not_found', async () => {
    const res = await t.request(`${providers}/sso-nobody-test`, send('DELETE', {}, admin.cookie))
    expect(res.status).toBe(404)
    expect((await readJson(res)).error.code).toBe('sso_providers.not_found')
  })
})
