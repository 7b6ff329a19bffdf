import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { bookingFixture, eachTestAtNow, errorResponse } from '@/testing/booking-screen-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { descriptionOf, isInvalid } from '@/testing/fields.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { type AskedAction, BookingActionModal } from './booking-action-modal.tsx'

const pending = bookingFixture({ status: 'pending' })
const declinePath = `/api/v1/bookings/${pending.id}/decline`
const cancelPath = `/api/v1/bookings/${pending.id}/cancel`

/** The dialog as the booking card opens it: a button per action, closed again by the dialog. */
function Opener() {
  const [action, setAction] = useState<AskedAction | null>(null)
  return (
    <>
      <button type="button" onClick={() => setAction('decline')}>
        Decline
      </button>
      <button type="button" onClick={() => setAction('cancel')}>
        Cancel
      </button>
      <button type="button" onClick={() => setAction('complete')}>
        Complete
      </button>
      <BookingActionModal booking={pending} action={action} onClose={() => setAction(null)} />
    </>
  )
}

const posted = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => ({
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      type: new Headers(init?.headers).get('content-type'),
    }))

const typedIn = (field: HTMLElement) => (field as HTMLTextAreaElement).value

async function openDecline() {
  renderWithProviders(<Opener />)
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
  return screen.findByRole('dialog', { name: 'Decline this booking?' })
}

eachTestAtNow()

describe('the decline dialog', () => {
  it('says which booking, counts the reason against its limit and sends it trimmed, then closes', async () => {
    const fetch = stubFetch({
      [declinePath]: () =>
        jsonResponse({
          booking: { ...pending, status: 'declined', statusReason: 'Closed for a flood.' },
        }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    const dialog = await openDecline()
    expect(dialog.textContent).toContain(
      'Safety check for Cora Customer, Mon 25 Nov at 10:30 (RSV-7K3F9Q).',
    )
    expect(dialog.textContent).toContain('The customer gets an e-mail saying it was declined')
    const reason = within(dialog).getByRole('textbox', {
      name: 'Reason for the customer (optional)',
    })
    expect(reason.getAttribute('maxlength')).toBe('500')
    expect(descriptionOf(reason)).toBe(
      'In the e-mail to Cora Customer and on their booking. 0/500 characters.',
    )

    await userEvent.type(reason, '  Closed for a flood. ')
    expect(descriptionOf(reason)).toBe(
      'In the e-mail to Cora Customer and on their booking. 22/500 characters.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline this booking?' })).toBeNull(),
    )
    expect(posted(fetch, declinePath)).toEqual([
      { body: { reason: 'Closed for a flood.' }, type: 'application/json' },
    ])
  })

  it('declines without a reason by sending no body at all', async () => {
    const fetch = stubFetch({
      [declinePath]: () => jsonResponse({ booking: { ...pending, status: 'declined' } }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    const dialog = await openDecline()
    await userEvent.type(within(dialog).getByRole('textbox'), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))
    await waitFor(() => expect(posted(fetch, declinePath)).toHaveLength(1))
    expect(posted(fetch, declinePath)).toEqual([{ body: undefined, type: null }])
  })

  it('keeps the booking, and sends nothing, when Keep booking is chosen', async () => {
    const fetch = stubFetch({})
    const dialog = await openDecline()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not today')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline this booking?' })).toBeNull(),
    )
    expect(posted(fetch, declinePath)).toEqual([])

    // Opened again, it starts afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    const again = await screen.findByRole('dialog', { name: 'Decline this booking?' })
    expect(typedIn(within(again).getByRole('textbox'))).toBe('')
  })

  it('shows a refusal in the dialog in the staff’s words, keeping the reason typed', async () => {
    stubFetch({
      [declinePath]: () => errorResponse('bookings.invalid_transition', 409),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    const dialog = await openDecline()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Fully booked')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This booking changed meanwhile and can no longer be changed this way. The list has been refreshed.',
    )
    expect(typedIn(within(dialog).getByRole('textbox'))).toBe('Fully booked')
  })

  it('puts the server’s word on the reason next to the field', async () => {
    stubFetch({
      [declinePath]: () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Some of the request is not valid',
              details: [{ path: 'reason', message: 'Text must not contain NUL characters' }],
            },
          },
          400,
        ),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    const dialog = await openDecline()
    const reason = within(dialog).getByRole('textbox')
    await userEvent.type(reason, 'Odd text')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))
    await waitFor(() =>
      expect(descriptionOf(reason)).toContain('Text must not contain NUL characters'),
    )
    expect(isInvalid(reason)).toBe(true)
  })

  it('refuses a reason over 500 characters before sending it (pasted past the limit)', async () => {
    const fetch = stubFetch({})
    const dialog = await openDecline()
    const reason = within(dialog).getByRole('textbox')
    // A script can set what the browser's maxlength would stop typing at.
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }))
    await waitFor(() =>
      expect(descriptionOf(reason)).toContain('A reason is at most 500 characters'),
    )
    expect(isInvalid(reason)).toBe(true)
    expect(posted(fetch, declinePath)).toEqual([])
  })

  it('asks the same way before a staff cancellation, with its own words', async () => {
    const fetch = stubFetch({
      [cancelPath]: () =>
        jsonResponse({ booking: { ...pending, status: 'cancelled', statusReason: 'Flood' } }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    renderWithProviders(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    expect(dialog.textContent).toContain('The customer gets an e-mail saying it was cancelled')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the customer (optional)' }),
      'Flood',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() =>
      expect(posted(fetch, cancelPath)).toEqual([
        { body: { reason: 'Flood' }, type: 'application/json' },
      ]),
    )
  })

  it('asks before Complete, without a reason, says it can be undone, and keeps "Not yet" safe', async () => {
    const completePath = `/api/v1/bookings/${pending.id}/complete`
    const fetch = stubFetch({
      [completePath]: () => jsonResponse({ booking: { ...pending, status: 'completed' } }),
      '/api/v1/bookings': () => jsonResponse({ bookings: [] }),
    })
    renderWithProviders(<Opener />)
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))
    let dialog = await screen.findByRole('dialog', { name: 'Mark this booking as completed?' })
    expect(dialog.textContent).toContain('You can undo this for 15 minutes.')
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    // The safe answer has the focus: Enter alone changes nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not yet' })),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted(fetch, completePath)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))
    dialog = await screen.findByRole('dialog', { name: 'Mark this booking as completed?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }))
    await waitFor(() =>
      expect(posted(fetch, completePath)).toEqual([{ body: undefined, type: null }]),
    )
  })
})
