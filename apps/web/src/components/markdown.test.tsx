import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { Markdown } from './markdown.tsx'

describe('Markdown', () => {
  // The providers ask who is signed in: a visitor, answered here rather than by the network.
  beforeEach(() => {
    stubFetch({})
  })

  it('renders formatting, lists and links', () => {
    renderWithProviders(
      <Markdown>{'Hello **there**\n\n- one\n- two\n\n[Privacy](/privacy-policy)'}</Markdown>,
    )

    expect(screen.getByText('there').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
  })

  it('starts its headings below the page heading, so a page keeps a single h1', () => {
    renderWithProviders(<Markdown>{'# Our studio\n\n## Team'}</Markdown>)

    expect(screen.getByRole('heading', { name: 'Our studio' }).tagName).toBe('H2')
    expect(screen.getByRole('heading', { name: 'Team' }).tagName).toBe('H3')
  })

  it('moves a text that starts at a deeper level up, so the outline has no gaps', () => {
    renderWithProviders(<Markdown>{'## What we do\n\n### Repairs\n\n#### Wheels'}</Markdown>)

    expect(screen.getByRole('heading', { name: 'What we do' }).tagName).toBe('H2')
    expect(screen.getByRole('heading', { name: 'Repairs' }).tagName).toBe('H3')
    expect(screen.getByRole('heading', { name: 'Wheels' }).tagName).toBe('H4')
  })

  it("does not repeat the page's title when the text opens with it", () => {
    renderWithProviders(
      <Markdown pageTitle="Privacy policy">
        {'## Privacy Policy\n\nWe keep little.\n\n### What we collect\n\nNames.'}
      </Markdown>,
    )

    expect(screen.queryByRole('heading', { name: /privacy policy/i })).toBeNull()
    expect(screen.getByRole('heading', { name: 'What we collect' }).tagName).toBe('H2')
    expect(screen.getByText('We keep little.')).toBeTruthy()
  })

  it('drops raw HTML and neutralises javascript: links', () => {
    const { container } = renderWithProviders(
      <Markdown>
        {'<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[click](javascript:alert(3))'}
      </Markdown>,
    )

    expect(container.querySelector('img, script')).toBeNull()
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toContain('javascript')
  })
})
