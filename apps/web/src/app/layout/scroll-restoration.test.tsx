import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Link, useSearchParams } from 'wouter'
import { keepScroll } from '@/lib/navigation.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { publicSettings } from '@/testing/fixtures.ts'
import { renderApp } from '@/testing/render.tsx'
import { AppRoutes } from '../router.tsx'

function ListPage() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <h1>List, page {params.get('page') ?? '1'}</h1>
      <button type="button" onClick={() => setParams({ page: '2' }, keepScroll())}>
        Page 2
      </button>
      <Link to="/other">Other screen</Link>
    </>
  )
}

const shown = [
  { path: '/list', Component: ListPage },
  {
    path: '/other',
    Component: () => (
      <>
        <h1>Other screen</h1>
        <Link to="/other">Other screen</Link>
      </>
    ),
  },
]

beforeEach(() => {
  stubFetch({ '/api/v1/settings/public': () => jsonResponse(publicSettings) })
})

describe('the scroll restoration', () => {
  it('starts a new screen at the top, keeps the position when asked, and Back returns to it', async () => {
    const user = userEvent.setup()
    renderApp('/list', <AppRoutes shown={shown} />)
    await screen.findByRole('heading', { name: 'List, page 1' })
    act(() => window.scrollTo(0, 400))

    // A page of the list, in the query string: the page stays where it is.
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await screen.findByRole('heading', { name: 'List, page 2' })
    expect(window.location.search).toBe('?page=2')
    expect(window.scrollY).toBe(400)

    // Another screen starts at the top.
    await user.click(screen.getByRole('link', { name: 'Other screen' }))
    await screen.findByRole('heading', { level: 1, name: 'Other screen' })
    expect(window.scrollY).toBe(0)

    // Back: the list, where it was.
    act(() => window.history.back())
    await screen.findByRole('heading', { name: 'List, page 2' })
    await waitFor(() => expect(window.scrollY).toBe(400))
  })

  it('replaces the entry when a link leads to the address on screen, so Back still leaves it', async () => {
    const user = userEvent.setup()
    renderApp('/list', <AppRoutes shown={shown} />)
    await user.click(await screen.findByRole('link', { name: 'Other screen' }))
    await screen.findByRole('heading', { level: 1, name: 'Other screen' })
    const entries = window.history.length

    await user.click(screen.getByRole('link', { name: 'Other screen' }))
    expect(window.history.length).toBe(entries)
    act(() => window.history.back())
    await screen.findByRole('heading', { name: 'List, page 1' })
  })
})
