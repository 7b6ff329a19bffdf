// What the customer's quotes tests share: the quotes in each state, and the list rendered in a router.
import { screen } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { CustomerQuotes } from '@/features/quotes/components/customer-quotes.tsx'
import { renderAt } from '@/testing/render.tsx'
import { noActions, offeredQuote, quoteFixture } from './quote-fixtures.ts'

export const requested = quoteFixture({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  reference: 'QTE-REQ222',
  title: 'Wheel rebuild',
  createdAt: '2030-11-19T09:00:00.000Z',
})
export const offered = offeredQuote()
export const accepted = offeredQuote(
  {},
  {
    id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    reference: 'QTE-ACC333',
    status: 'accepted',
    title: 'Fitting for two',
    bookingId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    bookingReference: 'RSV-ACC333',
    createdAt: '2030-11-10T09:00:00.000Z',
    can: noActions,
  },
)
export const expired = offeredQuote(
  { validUntil: '2030-11-15T23:59:00.000Z' },
  {
    id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
    reference: 'QTE-EXP444',
    status: 'expired',
    title: 'Paint job',
    createdAt: '2030-11-01T09:00:00.000Z',
    can: noActions,
  },
)

export function renderList(path = '/dashboard') {
  const { router } = renderAt(
    path,
    <Switch>
      <Route path="/dashboard">
        <CustomerQuotes />
      </Route>
      <Route path="/booking-confirmation">
        <p>Confirmation screen</p>
      </Route>
    </Switch>,
  )
  return router
}

export const cardOf = (title: string) => screen.getByRole('article', { name: title })
