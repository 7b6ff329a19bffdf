import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  ALEX,
  adminServer,
  bodyOf,
  resource,
  STUDIO,
  sent,
  TIME_OFF,
  validation,
} from '@/testing/admin-test-server.ts'
import { errorResponse, jsonResponse } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const period = (day: string, n: number) => ({
  start: screen.getByLabelText(`${day}, period ${n}, starts`),
  end: screen.getByLabelText(`${day}, period ${n}, ends`),
})
const setTime = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } })

describe('the admin screen: resources', () => {
  it('builds a day with a break from two periods and saves the whole week', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    setTime(period('Monday', 1).end, '12:30')
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
    // The new period starts half an hour after the last one ends.
    expect((period('Monday', 2).start as HTMLInputElement).value).toBe('13:00')
    setTime(period('Monday', 2).start, '13:30')
    setTime(period('Monday', 2).end, '17:30')
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save weekly hours' }))

    await waitFor(() =>
      expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)).toHaveLength(1),
    )
    expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)[0]?.body).toEqual({
      intervals: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 1, start: '13:30', end: '17:30' },
        { weekday: 6, start: '09:00', end: '17:00' },
      ],
    })
  })

  it('shows the server’s answer that periods overlap, at the day concerned', async () => {
    adminServer({
      [`/api/v1/resources/${ALEX}/hours`]: () =>
        validation([{ path: 'intervals', message: 'Intervals on one day must not overlap' }]),
    })
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
    setTime(period('Monday', 2).start, '12:00')
    setTime(period('Monday', 2).end, '18:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }))

    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain('Intervals on one day must not overlap')
    const monday = within(form).getByRole('group', { name: 'Monday' })
    expect(within(monday).getByText('Intervals on one day must not overlap')).toBeTruthy()
    const tuesday = within(form).getByRole('group', { name: 'Tuesday' })
    expect(within(tuesday).queryByText('Intervals on one day must not overlap')).toBeNull()
  })

  it('does not send a period that ends before it starts', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Weekly hours of Alex Morgan' })
    setTime(period('Monday', 1).end, '08:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }))

    expect(await within(form).findByText('The end must be after the start')).toBeTruthy()
    expect(period('Monday', 1).end.getAttribute('aria-invalid')).toBe('true')
    expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/hours`)).toHaveLength(0)
  })

  it('closes a date with an override of no periods', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Change one day for Alex Morgan' })
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2099-12-24' } })
    await userEvent.click(within(form).getByRole('button', { name: 'Close this day' }))

    await waitFor(() =>
      expect(sent(calls, 'PUT', `/api/v1/resources/${ALEX}/overrides`)[0]?.body).toEqual({
        date: '2099-12-24',
        intervals: [],
      }),
    )
  })

  it('adds time off with its times read in the business’s zone, and removes it', async () => {
    const { calls, state } = adminServer()
    state.resources[0] = resource({
      timeOff: [
        {
          id: TIME_OFF,
          start: '2099-08-01T08:00:00.000Z',
          end: '2099-08-02T16:00:00.000Z',
          reason: 'Holiday',
        },
      ],
    })
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Add time off for Alex Morgan' })
    fireEvent.change(within(form).getByLabelText(/^Starts/), {
      target: { value: '2099-07-01T09:00' },
    })
    fireEvent.change(within(form).getByLabelText(/^Ends/), {
      target: { value: '2099-07-01T13:00' },
    })
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Dentist')
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }))

    // Summer in London is UTC+1: 09:00 there is 08:00 UTC.
    await waitFor(() =>
      expect(sent(calls, 'POST', `/api/v1/resources/${ALEX}/time-off`)[0]?.body).toEqual({
        start: '2099-07-01T08:00:00.000Z',
        end: '2099-07-01T12:00:00.000Z',
        reason: 'Dentist',
      }),
    )

    expect(screen.getByText('Holiday')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /^Remove time off from/ }))
    await waitFor(() =>
      expect(sent(calls, 'DELETE', `/api/v1/resources/${ALEX}/time-off/${TIME_OFF}`)).toHaveLength(
        1,
      ),
    )
  })

  it('lists the bookings time off would cover, and adds it only when the admin says so', async () => {
    const posted: unknown[] = []
    const { state } = adminServer({
      [`/api/v1/resources/${ALEX}/time-off`]: (_url, init) => {
        const body = bodyOf(init)
        posted.push(body)
        if (!body.acknowledgeBookings)
          return errorResponse(409, {
            code: 'catalogue.covers_bookings',
            message: 'A booking falls outside the new time.',
            details: {
              bookings: [
                {
                  id: 'abababab-abab-4bab-8bab-abababababab',
                  reference: 'RSV-GR9SAQ',
                  start: '2099-07-01T10:30:00.000Z',
                  end: '2099-07-01T11:00:00.000Z',
                  serviceName: 'Safety check',
                  customerName: 'Cora Customer',
                },
              ],
            },
          })
        return jsonResponse({ resource: state.resources[0] }, 201)
      },
    })
    renderApp('/admin?tab=resources')

    const form = await screen.findByRole('form', { name: 'Add time off for Alex Morgan' })
    fireEvent.change(within(form).getByLabelText(/^Starts/), {
      target: { value: '2099-07-01T09:00' },
    })
    fireEvent.change(within(form).getByLabelText(/^Ends/), {
      target: { value: '2099-07-01T13:00' },
    })
    await userEvent.click(within(form).getByRole('button', { name: 'Add time off' }))

    const question = await within(form).findByRole('alert')
    expect(question.textContent).toContain('A booking falls in the time you are closing')
    // The booking in the business's zone: 10:30 UTC is 11:30 in a London summer.
    expect(question.textContent).toContain('RSV-GR9SAQ: Safety check for Cora Customer')
    expect(question.textContent).toContain('11:30–12:00')
    await userEvent.click(within(question).getByRole('button', { name: 'Save anyway' }))

    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      start: '2099-07-01T08:00:00.000Z',
      end: '2099-07-01T12:00:00.000Z',
      reason: '',
      acknowledgeBookings: true,
    })
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull())
    expect(within(form).getByRole('status').textContent).toBe('Added.')
  })

  it('adds a resource, with a note on the name that goes as soon as there is one', async () => {
    const { calls } = adminServer({
      '/api/v1/admin/resources': (url, init) => {
        calls.push({ method: init?.method ?? 'GET', path: url, body: bodyOf(init) })
        return jsonResponse({ resource: resource({ id: STUDIO, name: 'Workbench' }) }, 201)
      },
    })
    renderApp('/admin?tab=resources')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a resource' }))
    const form = await screen.findByRole('form', { name: 'Resource details' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add resource' }))
    const name = within(form).getByLabelText(/^Name/)
    expect(within(form).getByText('This cannot be empty')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(sent(calls, 'POST', '/api/v1/admin/resources')).toHaveLength(0)

    await userEvent.type(name, '  Workbench ')
    expect(within(form).queryByText('This cannot be empty')).toBeNull()
    expect(name.getAttribute('aria-invalid')).not.toBe('true')
    await userEvent.click(within(form).getByRole('button', { name: 'Add resource' }))

    // What is sent is what the shared schema made of it: the name trimmed.
    await waitFor(() =>
      expect(sent(calls, 'POST', '/api/v1/admin/resources')[0]?.body).toEqual({
        name: 'Workbench',
        kind: 'staff',
        description: '',
        active: true,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Resource details' })).toBeNull())
  })
})
