import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

describe('the home screen', () => {
  it("shows the business's name as its heading and its tagline, from the public settings", async () => {
    stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
    renderApp('/')

    const main = screen.getByRole('main')
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Harbour Lane Studio' }),
    ).toBeTruthy()
    expect(within(main).getByText(publicSettings.tagline)).toBeTruthy()
  })

  it('invites the visitor to book a time or ask for a quote, and shows how to get in touch', async () => {
    stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
    renderApp('/')

    const main = screen.getByRole('main')
    await within(main).findByRole('heading', { level: 1 })
    expect(within(main).getByRole('link', { name: 'Book a time' }).getAttribute('href')).toBe(
      '/book',
    )
    expect(within(main).getByRole('link', { name: 'Ask for a quote' }).getAttribute('href')).toBe(
      '/quote',
    )
    expect(within(main).getByRole('heading', { name: 'How it works' })).toBeTruthy()
    expect(
      within(main).getByRole('link', { name: publicSettings.contact.phone }).getAttribute('href'),
    ).toBe('tel:+442079460958')
  })

  it('explains that the page could not be loaded when the settings request fails, and recovers on "Try again"', async () => {
    let healthy = false
    stubFetch({
      '/api/v1/settings/public': () =>
        healthy
          ? jsonResponse(publicSettings)
          : jsonResponse({ error: { code: 'service_unavailable', message: 'Down' } }, 503),
    })
    renderApp('/')

    const main = screen.getByRole('main')
    expect(
      await within(main).findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy()

    healthy = true
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }))

    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Harbour Lane Studio' }),
    ).toBeTruthy()
  })
})
