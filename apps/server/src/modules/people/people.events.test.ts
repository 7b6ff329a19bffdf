import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { send, signUp, signUpAs } from '../../testing/auth-helpers.ts'
import { readJson, usePublished, useTestApp } from '../../testing/create-test-app.ts'
import { people } from '../../testing/people-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'

// Decision 006: an admin's answer to an operator request is published on its
// transaction; the mail to the person is queued by a subscriber in that transaction.
describe('what the people module publishes', () => {
  const t = useTestApp()
  let admin: Awaited<ReturnType<typeof signUpAs>>
  const during = usePublished(t)

  beforeAll(async () => {
    admin = await signUpAs(t, 'admin', 'Ada Admin')
  })

  const decide = async (id: string, body: unknown, status: number) => {
    const res = await t.request(
      `${people}/${id}/operator-request`,
      send('POST', body, admin.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(status)
    return readJson(res)
  }
  const asking = (name: string) => signUp(t, { name, extra: { requestedRole: 'operator' } })
  /** The answers to the request queued for `email` (sign-up queued its own mail before). */
  const mailsTo = async (email: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) =>
      m.kind.startsWith('operator_request'),
    )
  const roleOf = async (id: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role

  it('publishes the decision with what the admin wrote, and its mail is queued with it', async () => {
    const person = await asking('Olive Asking')
    const events = await during(() =>
      decide(person.userId, { decision: 'approve', message: 'Welcome aboard.' }, 200),
    )
    expect(events).toEqual([
      {
        type: 'person.operator_request_decided',
        personId: person.userId,
        decision: 'approve',
        message: 'Welcome aboard.',
      },
    ])
    const [mail] = await mailsTo(person.email)
    expect(mail).toMatchObject({ kind: 'operator_request_approved', status: 'pending' })
    expect(mail?.text).toContain('Welcome aboard.')
  })

  it('publishes nothing and queues no mail for a refused decision', async () => {
    const person = await signUp(t, { name: 'Nora Notasking' })
    expect(await during(() => decide(person.userId, { decision: 'approve' }, 409))).toEqual([])
    expect(await mailsTo(person.email)).toEqual([])
  })

  it('makes the decision and its mail together or not at all: a failing mail subscriber undoes the decision', async () => {
    const person = await asking('Fay Failing')
    const off = t.events.inTransaction('person.operator_request_decided', () => {
      throw new Error('the outbox is unreachable')
    })
    try {
      expect(await during(() => decide(person.userId, { decision: 'approve' }, 500))).toEqual([])
    } finally {
      off()
    }
    expect(await roleOf(person.userId)).toBe('customer')
    expect(await mailsTo(person.email)).toEqual([])
    // The request still waits, and can be answered.
    await decide(person.userId, { decision: 'decline' }, 200)
    expect((await mailsTo(person.email)).map((m) => m.kind)).toEqual(['operator_request_declined'])
  })
})
