import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderAt } from '@/testing/render.tsx'
import { Component as ConfirmEmailPage } from './confirm-email.tsx'

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

describe('the page the link lands on', () => {
  it('says the address is changed', async () => {
    const fetchMock = stubFetch({
      '/api/v1/me/email/confirm': () =>
        jsonResponse({ email: 'new@example.test', signedIn: false }),
    })
    renderAt(`/confirm-email#${'a'.repeat(43)}`, <ConfirmEmailPage />)
    const done = await screen.findByRole('status', { name: /Your e-mail address is changed/ })
    expect(done.textContent).toContain('Your account now uses new@example.test.')
    expect(within(done).getByRole('link', { name: 'Sign in' })).toBeTruthy()
    const confirm = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/confirm'))
    expect(bodyOf(confirm?.[1])).toEqual({ token: 'a'.repeat(43) })
  })

  it('says when the link has expired or was used', async () => {
    stubFetch({
      '/api/v1/me/email/confirm': () =>
        errorResponse(400, { code: 'email_change.link_invalid', message: 'Server wording' }),
    })
    renderAt(`/confirm-email#${'b'.repeat(43)}`, <ConfirmEmailPage />)
    const refused = await screen.findByRole('alert', { name: /This link does not work/ })
    expect(refused.textContent).toContain('This link has expired or has been used.')
  })
})
