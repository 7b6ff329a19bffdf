import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { timeIn, todayIn } from '@/lib/dates.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'
import {
  at,
  operatorServer,
  posts,
  SERVICE,
  ZONE,
} from '@/testing/operator-dashboard-test-server.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

describe('booking for a customer', () => {
  const fillTheRest = async (dialog: HTMLElement) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Service/ }))
    await userEvent.click(await screen.findByRole('option', { name: /Safety check/ }))
    fireEvent.change(within(dialog).getByLabelText(/^Date/), {
      target: { value: todayIn(ZONE, new Date(at(26 * 60))) },
    })
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: timeIn(ZONE, at(26 * 60)) }),
    )
  }

  const customersRoute = {
    '/api/v1/customers': (url: string) => {
      const search = new URL(url, 'http://localhost').searchParams.get('search') ?? ''
      const everyone = [
        { id: 'acct-dora-000001', name: 'Dora New', email: 'dora@example.com' },
        { id: 'cust-cora-0001', name: 'Cora Customer', email: 'cora@example.com' },
      ]
      return jsonResponse({
        customers: everyone.filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(search)),
      })
    },
  }

  for (const role of ['admin', 'operator'] as const) {
    it(`lets an ${role} find a customer by name and book with an Idempotency-Key`, async () => {
      const { calls } = operatorServer({ role, overrides: customersRoute })
      renderApp('/operator-dashboard')

      await userEvent.click(await screen.findByRole('button', { name: 'Book for a customer' }))
      const dialog = await screen.findByRole('dialog', { name: 'Book for a customer' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
      expect(within(dialog).getByText('Choose the customer')).toBeTruthy()

      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Customer/ }), 'dora')
      await userEvent.click(
        await within(dialog).findByRole('button', { name: 'Choose Dora New, dora@example.com' }),
      )
      await fillTheRest(dialog)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))

      expect(await within(dialog).findByText(/RSV-DDDDDD/)).toBeTruthy()
      const [made] = posts(calls, '/api/v1/bookings')
      expect(made?.body).toEqual({
        serviceId: SERVICE,
        start: at(26 * 60),
        seats: 1,
        notes: '',
        customerId: 'acct-dora-000001',
      })
      expect(made?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
      const search = calls.find((call) => call.url.pathname === '/api/v1/customers')
      expect(search?.url.searchParams.get('search')).toBe('dora')
    })
  }

  it('says when no customer matches, and when the chosen account has gone', async () => {
    operatorServer({
      overrides: {
        ...customersRoute,
        '/api/v1/bookings': (_url: string, init?: RequestInit) =>
          init?.method === 'POST'
            ? jsonResponse(
                {
                  error: {
                    code: 'bookings.unknown_customer',
                    message: 'There is no customer account with this id',
                  },
                },
                422,
              )
            : jsonResponse({ bookings: [] }),
      },
    })
    renderApp('/operator-dashboard')

    await userEvent.click(await screen.findByRole('button', { name: 'Book for a customer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book for a customer' })
    const customer = within(dialog).getByRole('textbox', { name: /^Customer/ })
    await userEvent.type(customer, 'nobody@')
    expect(await within(dialog).findByText(/No customer account has a name or e-mail/)).toBeTruthy()

    await userEvent.clear(customer)
    await userEvent.type(customer, 'cora')
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Choose Cora Customer, cora@example.com' }),
    )
    await fillTheRest(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(
      await within(dialog).findByText(
        'This customer account no longer exists. Choose the customer again.',
      ),
    ).toBeTruthy()
  })
})
