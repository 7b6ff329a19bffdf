import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cardOf, renderList, requested } from '@/testing/customer-quotes-setup.tsx'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import {
  bodyOf,
  eachTestAtNow,
  framePhoto,
  noActions,
  offeredQuote,
  quoteFixture,
} from '@/testing/quote-fixtures.ts'

eachTestAtNow()

describe('the customer’s quotes, opened and listed at length', () => {
  it('opens the quote an e-mail links to, with its request, files and messages, and sends a message', async () => {
    const withThread = offeredQuote(
      {},
      {
        messages: [
          {
            id: '12121212-1212-4212-8212-121212121212',
            author: { id: 'op-1', name: 'Otto Operator', staff: true },
            body: 'Which colour would you like?',
            createdAt: '2030-11-19T10:05:00.000Z',
          },
        ],
        attachments: [framePhoto],
      },
    )
    let sent: unknown
    let current = withThread
    stubFetch({
      '/api/v1/quotes': () => jsonResponse({ quotes: [requested, current] }),
      [`/api/v1/quotes/${withThread.id}/messages`]: (_url, init) => {
        sent = bodyOf(init)
        current = {
          ...withThread,
          messages: [
            ...withThread.messages,
            {
              id: '56565656-5656-4565-8565-565656565656',
              author: { id: 'user-1', name: 'Cora Customer', staff: false },
              body: 'Dark green, please.',
              createdAt: '2030-11-20T08:00:00.000Z',
            },
          ],
        }
        return jsonResponse({ quote: current }, 201)
      },
      [`/api/v1/quotes/${withThread.id}/attachments/${framePhoto.id}`]: () =>
        jsonResponse({ url: '/signed/frame.png?token=abc' }),
    })
    const tab = { location: { href: '' }, opener: window, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    renderList('/dashboard?quote=QTE-7K3F9Q')
    const user = userEvent.setup()

    const card = await screen.findByRole('article', { name: 'Touring bike build' })
    expect(
      within(card).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(
      within(cardOf('Wheel rebuild'))
        .getByRole('button', { name: /Details and messages/ })
        .getAttribute('aria-expanded'),
    ).toBe('false')
    expect(card.textContent).toContain('Preferred datesMon 25 Nov 2030; Wed 27 Nov 2030')
    expect(card.textContent).toContain('Otto Operator (staff) · Tue 19 Nov 2030, 10:05')
    expect(card.textContent).toContain('Which colour would you like?')

    await user.click(within(card).getByRole('button', { name: 'Open frame.png' }))
    expect(open).toHaveBeenCalledWith('', '_blank')
    await waitFor(() => expect(tab.location.href).toBe('/signed/frame.png?token=abc'))
    expect(tab.opener).toBeNull()

    // An empty message is not sent; the note goes as soon as something is written.
    await user.click(within(card).getByRole('button', { name: 'Send message' }))
    expect(within(card).getByText('Write a message')).toBeTruthy()
    await user.type(within(card).getByLabelText('Write to us'), 'Dark green, please.')
    expect(within(card).queryByText('Write a message')).toBeNull()
    await user.click(within(card).getByRole('button', { name: 'Send message' }))

    expect(await within(card).findByText('Dark green, please.')).toBeTruthy()
    expect(card.textContent).toContain('You · Wed 20 Nov 2030, 08:00')
    expect(sent).toEqual({ body: 'Dark green, please.' })
    expect((within(card).getByLabelText('Write to us') as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the five latest closed quotes, and all of them on request', async () => {
    const closed = Array.from({ length: 7 }, (_, i) =>
      quoteFixture({
        id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${i}`,
        reference: `QTE-WDN22${i + 2}`,
        title: `Old request ${i + 1}`,
        status: 'withdrawn',
        createdAt: `2030-11-0${i + 1}T09:00:00.000Z`,
        can: noActions,
      }),
    )
    stubFetch({ '/api/v1/quotes': () => jsonResponse({ quotes: closed }) })
    renderList()
    const user = userEvent.setup()

    const region = await screen.findByRole('region', { name: 'Accepted and closed' })
    expect(within(region).getAllByRole('article')).toHaveLength(5)
    expect(within(region).getAllByRole('article')[0]?.textContent).toContain('Old request 7')
    expect(screen.getByText('No quote is waiting for a price or for your answer.')).toBeTruthy()
    await user.click(within(region).getByRole('button', { name: 'Show all 7' }))
    expect(within(region).getAllByRole('article')).toHaveLength(7)
  })

  it('invites to ask for a quote when there is none', async () => {
    stubFetch({ '/api/v1/quotes': () => jsonResponse({ quotes: [] }) })
    renderList()

    expect(await screen.findByText('You have not asked for a quote yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a quote' }).getAttribute('href')).toBe(
      '/quote',
    )
  })
})
