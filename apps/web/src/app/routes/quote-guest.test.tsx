import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import {
  bodyOf,
  customBuild,
  eachTestAtNow,
  errorResponse,
  quoteFixture,
  services,
} from '@/testing/quote-fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { Component as QuoteScreen } from './quote.tsx'

// A visitor asks for a quote without an account (decision 045); the quote link's page is a
// marker here, tested with its own screen.
const testRoutes = (
  <Switch>
    <Route path="/quote" component={QuoteScreen} />
    <Route path="/manage-quote">
      <p>Quote link page</p>
    </Route>
  </Switch>
)

const pending = {
  id: '5b1f3c9e-8f2a-4c1e-9d7a-2e6b4a1c0f3d',
  email: 'gita@example.test',
  expiresAt: '2030-01-01T10:30:00Z',
}
const quoteLink = `${quoteFixture().id}.1.${'a'.repeat(43)}`

eachTestAtNow()

describe('/quote for a visitor when the business takes guests', () => {
  it('asks who they are, sends the request with a code, and opens the quote by its link', async () => {
    const asked: unknown[] = []
    const confirmed: unknown[] = []
    stubFetch({
      '/api/v1/settings/public': () =>
        jsonResponse({
          ...publicSettings,
          guests: { booking: 'confirm_first', phone: 'required' },
        }),
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/guest/quotes': (_url, init) => {
        asked.push(bodyOf(init))
        return jsonResponse({ pending }, 202)
      },
      '/api/v1/guest/quotes/confirm': (_url, init) => {
        const body = bodyOf(init) as { code: string }
        confirmed.push(body)
        if (body.code === '000000')
          return errorResponse('guests.code_wrong', 422, { attemptsLeft: 4 })
        const { customer, ...quote } = quoteFixture()
        return jsonResponse(
          { quote: { ...quote, customer: { name: customer.name } }, quoteLink },
          201,
        )
      },
    })
    const { router } = renderApp(`/quote?service=${customBuild.id}`, testRoutes)
    const user = userEvent.setup()

    const form = await screen.findByRole('form', { name: 'Ask for a quote' })
    // Files wait for an account: a guest's request has none.
    expect(form.querySelector('input[type=file]')).toBeNull()
    await user.type(within(form).getByLabelText(/What do you need/), 'Touring bike build')
    await user.type(within(form).getByLabelText(/^Details/), 'Steel, with racks and lights.')
    await user.click(within(form).getByRole('button', { name: 'Send me a code' }))
    // The business asks a phone: the form says what is missing before anything is sent.
    await waitFor(() =>
      expect(
        within(form)
          .getByLabelText(/^Your name/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    )
    expect(asked).toEqual([])

    await user.type(within(form).getByLabelText(/^Your name/), 'Gita Guest')
    await user.type(within(form).getByLabelText(/^E-mail address/), 'gita@example.test')
    await user.type(within(form).getByLabelText(/^Phone number/), '+44 20 7946 0000')
    await user.click(within(form).getByRole('button', { name: 'Send me a code' }))

    const codeForm = await screen.findByRole('form', { name: 'Confirm your address' })
    expect(asked).toEqual([
      expect.objectContaining({
        serviceId: customBuild.id,
        title: 'Touring bike build',
        guest: { name: 'Gita Guest', email: 'gita@example.test', phone: '+44 20 7946 0000' },
        language: 'en',
      }),
    ])
    expect(screen.getByRole('status').textContent).toContain('gita@example.test')

    await user.type(within(codeForm).getByLabelText(/Code from the e-mail/), '000000')
    await user.click(within(codeForm).getByRole('button', { name: 'Send my request' }))
    expect((await within(codeForm).findByRole('alert')).textContent).toMatch(/4/)

    const field = within(codeForm).getByLabelText(/Code from the e-mail/)
    await user.clear(field)
    await user.type(field, '123456')
    await user.click(within(codeForm).getByRole('button', { name: 'Send my request' }))
    await screen.findByText('Quote link page')
    expect(confirmed.at(-1)).toEqual({ id: pending.id, code: '123456' })
    expect(router.location.pathname).toBe('/manage-quote')
    expect(window.location.hash).toBe(`#${quoteLink}`)
  })
})
