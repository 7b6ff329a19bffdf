import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { customBuild, safetyCheck, services } from '@/testing/booking-screen-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

/** The server a visitor's home screen reads: the public settings and the services. */
const stubHome = () =>
  stubFetch({
    '/api/v1/settings/public': () => jsonResponse(publicSettings),
    '/api/v1/services': () => jsonResponse({ services }),
  })

describe('the home screen', () => {
  it("shows the business's name as its heading and its tagline, from the public settings", async () => {
    stubHome()
    renderApp('/')

    const main = screen.getByRole('main')
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Harbour Lane Studio' }),
    ).toBeTruthy()
    expect(within(main).getByText(publicSettings.tagline)).toBeTruthy()
  })

  it('invites the visitor to book a time or ask for a quote, and shows how to get in touch', async () => {
    stubHome()
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
          : errorResponse(503, { code: 'service_unavailable', message: 'Down' }),
      '/api/v1/services': () => jsonResponse({ services }),
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

  it('lists the services with their durations and prices, each a link to booking it or asking for a quote', async () => {
    stubHome()
    renderApp('/')

    const list = await screen.findByRole('region', { name: 'What we offer' })
    const card = await within(list).findByRole('listitem', { name: safetyCheck.name })
    expect(within(card).getByText('£25.00')).toBeTruthy()
    expect(within(card).getByText('30 min')).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: `Book ${safetyCheck.name}` })
        .getAttribute('href'),
    ).toBe(`/book?service=${safetyCheck.id}`)
    const quoted = within(list).getByRole('listitem', { name: customBuild.name })
    expect(
      within(quoted)
        .getByRole('link', { name: `Ask for a quote for ${customBuild.name}` })
        .getAttribute('href'),
    ).toBe(`/quote?service=${customBuild.id}`)
  })
})
