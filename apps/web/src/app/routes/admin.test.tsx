import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  adminServer,
  STUDIO,
  safetyCheck,
  sent,
  settings,
  validation,
} from '@/testing/admin-test-server.ts'
import { jsonResponse } from '@/testing/fetch-stub.ts'
import { descriptionOf } from '@/testing/fields.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

describe('the admin screen: services', () => {
  it('lists the services with their length, buffers, price, places, resources and status', async () => {
    adminServer()
    renderApp('/admin')

    const table = await screen.findByRole('table', { name: 'Services' })
    const row = within(table).getByRole('row', { name: /Trim/ })
    expect(row.textContent).toContain('30 minutes')
    expect(row.textContent).toContain('+ 10 minutes after')
    expect(row.textContent).toContain('£25.00')
    expect(row.textContent).toContain('Alex Morgan')
    expect(within(row).getByText('Offered')).toBeTruthy()
  })

  it('adds a service, with the price typed as £12.50 sent as 1250 minor units, and lists it', async () => {
    const { calls } = adminServer()
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Colour')
    const after = within(form).getByLabelText(/^Buffer after/)
    await userEvent.clear(after)
    await userEvent.type(after, '15')
    await userEvent.type(within(form).getByLabelText(/^Price/), '£12.50')
    await userEvent.click(within(form).getByRole('combobox', { name: /^Resources/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Studio' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    await waitFor(() => expect(sent(calls, 'POST', '/api/v1/admin/services')).toHaveLength(1))
    expect(sent(calls, 'POST', '/api/v1/admin/services')[0]?.body).toMatchObject({
      name: 'Colour',
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      pricing: 'fixed',
      priceMinor: 1250,
      capacity: 1,
      resourceIds: [STUDIO],
      active: true,
    })
    const table = await screen.findByRole('table', { name: 'Services' })
    expect(await within(table).findByRole('row', { name: /Colour/ })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Service' })).toBeNull()
  })

  it('sends no price for a quote-only service', async () => {
    const { calls } = adminServer()
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Trim' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.click(within(form).getByRole('radio', { name: /Quote only/ }))
    expect(within(form).queryByLabelText(/^Price/)).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(sent(calls, 'PATCH', `/api/v1/admin/services/${safetyCheck.id}`)).toHaveLength(1),
    )
    expect(sent(calls, 'PATCH', `/api/v1/admin/services/${safetyCheck.id}`)[0]?.body).toMatchObject(
      { pricing: 'quote', priceMinor: null },
    )
    const table = await screen.findByRole('table', { name: 'Services' })
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Trim/ }).textContent).toContain('Quote'),
    )
  })

  it('checks the form first, and shows each of the server’s errors next to its field', async () => {
    const { calls } = adminServer({
      '/api/v1/admin/services': (_url, init) =>
        init?.method === 'POST'
          ? validation([
              { path: 'name', message: 'A service with this name exists' },
              { path: 'resourceIds.0', message: 'Not a resource' },
            ])
          : jsonResponse({ services: [safetyCheck] }),
    })
    renderApp('/admin')

    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }))
    const form = await screen.findByRole('form', { name: 'Service' })
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    // Nothing is sent while the form itself can tell what is missing.
    expect(within(form).getByText('This cannot be empty')).toBeTruthy()
    expect(within(form).getByText('Enter a price')).toBeTruthy()
    expect(within(form).getByText('Choose at least one resource')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    // Each note goes as soon as its field is right; the others stay until theirs are.
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Trim')
    expect(within(form).queryByText('This cannot be empty')).toBeNull()
    expect(within(form).getByText('Enter a price')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText(/^Price/), '10')
    expect(within(form).queryByText('Enter a price')).toBeNull()
    expect(within(form).getByText('Choose at least one resource')).toBeTruthy()
    await userEvent.click(within(form).getByRole('combobox', { name: /^Resources/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Morgan' }))
    expect(within(form).queryByText('Choose at least one resource')).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Add service' }))

    expect(await within(form).findByText('A service with this name exists')).toBeTruthy()
    expect(within(form).getByText('Not a resource')).toBeTruthy()
    expect(within(form).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true')
  })
})

/** The time fields of one period of a day in the weekly hours. */
describe('the admin screen: settings', () => {
  it('sends lengths of time in minutes, and only what changed', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    // 120 minutes reads as 2 hours.
    const notice = within(form).getByRole('textbox', { name: /^Minimum notice/ })
    expect((notice as HTMLInputElement).value).toBe('2')
    expect(
      (within(form).getByRole('combobox', { name: 'Minimum notice: unit' }) as HTMLSelectElement)
        .value,
    ).toBe('hours')
    await userEvent.clear(notice)
    await userEvent.type(notice, '3')
    // The cut-off is 1 day; 2 of them is 2880 minutes.
    const cutoff = within(form).getByRole('textbox', { name: /^Cancellation cut-off/ })
    await userEvent.clear(cutoff)
    await userEvent.type(cutoff, '2')
    // The reminder: 30, in minutes.
    const reminder = within(form).getByRole('textbox', { name: /^Reminder/ })
    await userEvent.clear(reminder)
    await userEvent.type(reminder, '30')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Reminder: unit' }),
      'minutes',
    )
    await userEvent.click(within(form).getByRole('switch', { name: /operator's confirmation/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    await waitFor(() => expect(sent(calls, 'PATCH', '/api/v1/admin/settings')).toHaveLength(1))
    expect(sent(calls, 'PATCH', '/api/v1/admin/settings')[0]?.body).toEqual({
      minNoticeMinutes: 180,
      cancelCutoffMinutes: 2880,
      reminderMinutesBefore: 30,
      requireConfirmation: true,
    })
    expect(await within(form).findByText('Saved.')).toBeTruthy()
  })

  it('sets the country whose phone numbers are written without a country code', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    const country = within(form).getByRole('combobox', { name: /^Country/ })
    expect((country as HTMLInputElement).value).toBe('United Kingdom')
    expect(descriptionOf(country)).toContain(
      "Phone numbers without a country code are read as this country's.",
    )
    await userEvent.clear(country)
    await userEvent.type(country, 'Irel')
    await userEvent.click(await screen.findByRole('option', { name: 'Ireland' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    await waitFor(() => expect(sent(calls, 'PATCH', '/api/v1/admin/settings')).toHaveLength(1))
    expect(sent(calls, 'PATCH', '/api/v1/admin/settings')[0]?.body).toEqual({ country: 'IE' })
  })

  it('says a limit in friendly units, and shows the server’s errors by field', async () => {
    const { calls } = adminServer({
      '/api/v1/admin/settings': (_url, init) =>
        init?.method === 'PATCH'
          ? validation([{ path: 'timezone', message: 'Unknown time zone' }])
          : jsonResponse(settings),
    })
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    const notice = within(form).getByRole('textbox', { name: /^Minimum notice/ })
    await userEvent.clear(notice)
    await userEvent.type(notice, '61')
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Minimum notice: unit' }),
      'days',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Use at most 60 days')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    // The message goes as soon as the field is right, before the next save.
    await userEvent.clear(notice)
    await userEvent.type(notice, '1')
    await waitFor(() => expect(within(form).queryByText('Use at most 60 days')).toBeNull())
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Unknown time zone')).toBeTruthy()
    expect(within(form).getByRole('alert').textContent).toContain('Some settings need a change')
  })
})

describe('the admin screen: embedding the booking pages', () => {
  it('gives the tags to paste, for all services or one, and saves the sites that may embed them', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    const section = within(form).getByRole('region', { name: 'Embed on your website' })
    const origin = window.location.origin
    expect(section.textContent).toContain(`<script src="${origin}/embed.js" data-accent=`)
    expect(section.textContent).toContain(`<iframe src="${origin}/embed/book" title="Book a time"`)
    expect(within(section).getByRole('button', { name: /^Copy: Script tag/ })).toBeTruthy()

    await userEvent.click(within(section).getByRole('combobox', { name: 'Start at' }))
    await userEvent.click(await screen.findByRole('option', { name: safetyCheck.name }))
    expect(section.textContent).toContain(`embed.js" data-service="${safetyCheck.id}"`)
    expect(section.textContent).toContain(`/embed/book?service=${safetyCheck.id}"`)

    const sites = within(section).getByRole('textbox', { name: /^Sites that may embed/ })
    await userEvent.click(sites)
    await userEvent.paste('https://www.example.com\n\n  https://*.shop.example  ')
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    await waitFor(() => expect(sent(calls, 'PATCH', '/api/v1/admin/settings')).toHaveLength(1))
    expect(sent(calls, 'PATCH', '/api/v1/admin/settings')[0]?.body).toEqual({
      embedOrigins: ['https://www.example.com', 'https://*.shop.example'],
    })
  })

  it('refuses a site written with a path, before sending anything', async () => {
    const { calls } = adminServer()
    renderApp('/admin?tab=settings')

    const form = await screen.findByRole('form', { name: 'Business settings' })
    const sites = within(form).getByRole('textbox', { name: /^Sites that may embed/ })
    await userEvent.click(sites)
    await userEvent.paste('https://www.example.com/book')
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))

    expect(
      await within(form).findByText(/Write an origin such as https:\/\/www.example.com/),
    ).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)
  })
})
