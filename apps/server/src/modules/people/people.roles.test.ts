import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type SignedUp, send, signUp, signUpAs } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  expectError,
  readJson,
  type TestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { people, usePeopleApp } from '../../testing/people-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { users } from '../auth/auth.table.ts'

/** An admin's changes to their own account through the people routes, on an app of the test's own. */
const ownChanges = (app: TestApp) => ({
  setRole: (who: SignedUp, role: string) =>
    app.request(`${people}/${who.userId}/role`, send('POST', { role }, who.cookie)),
  ban: (who: SignedUp) =>
    app.request(`${people}/${who.userId}/ban`, send('POST', { reason: 'Leaving' }, who.cookie)),
})

describe('people (admins): operator requests and roles, every change audited', () => {
  const ctx = usePeopleApp()
  const { get, post, auditOf, deliver } = ctx

  describe('an operator request', () => {
    /** Someone named `name` asks to be an operator; the admin decides with `message` (200). */
    const decide = async (name: string, decision: 'approve' | 'decline', message: string) => {
      const asking = await signUp(ctx.t, { name, extra: { requestedRole: 'operator' } })
      const res = await post(`${people}/${asking.userId}/operator-request`, { decision, message })
      expect(res.status).toBe(200)
      return { asking, person: (await readJson(res)).person }
    }

    it('is approved: the person becomes an operator, is told by e-mail, and it is audited', async () => {
      const { asking, person } = await decide('Olive Asking', 'approve', 'Welcome aboard.')
      expect(person).toMatchObject({ role: 'operator', requestedRole: null })
      const [entry] = await auditOf(asking.userId)
      expect(entry).toMatchObject({
        actorId: ctx.admin.userId,
        action: 'user.operator_request_approved',
        entity: 'user',
        data: { from: 'customer', to: 'operator', message: 'Welcome aboard.' },
      })
      await deliver()
      const mail = await ctx.smtp.waitFor(asking.email, (m) => m.subject.includes('operator'))
      expect(mail.subject).toBe('You are now an operator at Spoke & Chain')
      expect(mail.text).toContain('Welcome aboard.')
      expect(mail.text).toContain('http://localhost:3000/operator-dashboard')
      // Their own session now has the role.
      const profile = await readJson(await get('/api/v1/me/profile', asking.cookie))
      expect(profile).toMatchObject({ role: 'operator', requestedRole: null })
    })

    it('is declined with a reason the person reads in their e-mail; the role stays', async () => {
      const { asking, person } = await decide(
        'Dan Declined',
        'decline',
        'We only take staff who work here.',
      )
      expect(person).toMatchObject({ role: 'customer', requestedRole: null })
      expect((await auditOf(asking.userId))[0]).toMatchObject({
        action: 'user.operator_request_declined',
        data: { message: 'We only take staff who work here.' },
      })
      await deliver()
      const mail = await ctx.smtp.waitFor(asking.email, (m) =>
        m.subject.includes('operator request'),
      )
      expect(mail.text).toContain('Their reason: We only take staff who work here.')

      // Nothing waits any more: a second decision is a 409 and writes nothing.
      const again = await post(`${people}/${asking.userId}/operator-request`, {
        decision: 'approve',
      })
      await expectError(again, 409, 'people.no_pending_request')
      expect(await auditOf(asking.userId)).toHaveLength(1)
    })
  })

  describe('roles', () => {
    it('changes a role, audited with from and to; the same role again changes nothing', async () => {
      const person = await signUp(ctx.t)
      const res = await post(`${people}/${person.userId}/role`, { role: 'operator' })
      expect(res.status).toBe(200)
      expect((await readJson(res)).person.role).toBe('operator')
      expect(await auditOf(person.userId)).toMatchObject([
        {
          action: 'user.role_changed',
          actorId: ctx.admin.userId,
          data: { from: 'customer', to: 'operator' },
        },
      ])
      expect((await post(`${people}/${person.userId}/role`, { role: 'operator' })).status).toBe(200)
      expect(await auditOf(person.userId)).toHaveLength(1)

      const bad = await post(`${people}/${person.userId}/role`, { role: 'owner' })
      await expectError(bad, 400, 'validation_failed')
    })

    it('the last admin cannot demote or ban themselves (409 people.last_admin); with a second admin they may step down', async () => {
      await withApp(createTestApp(), async (solo) => {
        const { setRole, ban } = ownChanges(solo)
        const only = await signUpAs(solo, 'admin', 'Only Admin')
        await expectError(await setRole(only, 'customer'), 409, 'people.last_admin')
        await expectError(await ban(only), 409, 'people.last_admin')
        expect(await solo.db.select().from(auditLog)).toEqual([])
        const [still] = await solo.db.select().from(users).where(eq(users.id, only.userId))
        expect(still).toMatchObject({ role: 'admin', banned: false })

        const second = await signUpAs(solo, 'admin', 'Second Admin')
        // Banning yourself stays refused; stepping down is fine now.
        await expectError(await ban(only), 409, 'people.cannot_ban_self')
        expect((await setRole(only, 'operator')).status).toBe(200)
        // Now the second is the last one.
        await expectError(await setRole(second, 'customer'), 409, 'people.last_admin')
      })
    })

    it('two last-but-one admins stepping down at once leave one admin', async () => {
      await withApp(createTestApp(), async (race) => {
        const { setRole } = ownChanges(race)
        const a = await signUpAs(race, 'admin', 'Admin A')
        const b = await signUpAs(race, 'admin', 'Admin B')
        const answers = await Promise.all([a, b].map((x) => setRole(x, 'customer')))
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
        const admins = await race.db.select().from(users).where(eq(users.role, 'admin'))
        expect(admins).toHaveLength(1)
      })
    })
  })
})
