import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'

const controls = async () => {
  renderApp('/privacy-policy')
  const main = screen.getByRole('main')
  return within(await within(main).findByRole('region', { name: 'Your data and your account' }))
}

describe('the privacy policy screen', () => {
  it("shows the business's text and, below it, where a person changes, downloads or deletes their data", async () => {
    stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
    const section = await controls()

    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy()
    const links = section.getAllByRole('link', { name: /^Your dashboard → / })
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Your dashboard → Profile → Your details', '/dashboard'],
      ['Your dashboard → Security → E-mail address', '/dashboard'],
      ['Your dashboard → Security → Download your data', '/dashboard'],
      ['Your dashboard → Security → Delete your account', '/dashboard'],
    ])
    expect(section.getByText(/^Change your e-mail address:/)).toBeTruthy()
  })

  it('asks a visitor to sign in, and tells a guest to write to the business', async () => {
    stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
    const section = await controls()

    expect((await section.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/signin?next=%2Fdashboard',
    )
    expect(
      section.getByRole('link', { name: publicSettings.contact.email }).getAttribute('href'),
    ).toBe(`mailto:${publicSettings.contact.email}`)
  })

  it('names the controls under the empty-state text when the business has written no policy', async () => {
    stubFetch({
      '/api/v1/settings/public': () =>
        jsonResponse({
          ...publicSettings,
          privacyMarkdown: '',
          contact: { ...publicSettings.contact, email: '' },
        }),
    })
    const section = await controls()

    expect(screen.getByText(/has not published a privacy policy yet/)).toBeTruthy()
    expect(section.getAllByRole('link', { name: /^Your dashboard → / })).toHaveLength(4)
    expect(
      section.getByText(/^Booked as a guest, without an account\? Ask Harbour Lane Studio/),
    ).toBeTruthy()
  })

  it('offers no sign-in link to someone signed in', async () => {
    stubFetch({
      '/api/v1/settings/public': () => jsonResponse(publicSettings),
      ...signedInRoutes('customer'),
    })
    const section = await controls()

    // The header drops its sign-up link once the session is in; the section knows it by then too.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull())
    expect(section.getByText('They need you to be signed in.')).toBeTruthy()
    expect(section.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })
})
