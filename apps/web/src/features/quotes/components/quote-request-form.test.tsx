import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import {
  attachmentFor,
  bodyOf,
  customBuild,
  eachTestAtNow,
  errorResponse,
  FakeXhr,
  fileOf,
  quoteFixture,
  services,
} from '@/testing/quote-fixtures.ts'
import { renderAt } from '@/testing/render.tsx'
import { QuoteRequestForm } from './quote-request-form.tsx'

function renderForm({ signedIn = true, serviceId = null as string | null } = {}) {
  const { router } = renderAt(
    '/quote',
    <Switch>
      <Route path="/quote">
        <QuoteRequestForm
          signedIn={signedIn}
          signInPath="/signin?next=%2Fquote"
          initialServiceId={serviceId}
        />
      </Route>
      <Route path="/signin">
        <p>Sign-in screen</p>
      </Route>
    </Switch>,
  )
  return router
}

const created = quoteFixture()

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Ask for a quote' })
  await user.type(within(form).getByLabelText(/What do you need/), 'Touring bike build')
  await user.type(
    within(form).getByLabelText(/^Details/),
    'A steel touring bike for a long trip, with racks.',
  )
  return form
}

/**
 * A signed-in customer fills the form in, chooses `files` and sends: the request is made, and the
 * test answers each file's upload in turn.
 */
async function sendWithFiles(files: File[]) {
  stubFetch({
    '/api/v1/services': () => jsonResponse({ services }),
    '/api/v1/quotes': () => jsonResponse({ quote: created }, 201),
  })
  renderForm()
  const user = userEvent.setup()
  const form = await fillIn(user)
  await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, files)
  await user.click(within(form).getByRole('button', { name: 'Send request' }))
  return user
}

/** Waits for the `nth` upload (from 1) and answers it. */
async function answerUpload(nth: number, status: number, body: unknown) {
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(nth))
  FakeXhr.requests[nth - 1]?.respond(status, body)
}

eachTestAtNow({ uploads: true })

/** The words of the alert on one file of the list. */
const alertIn = async (file: HTMLElement | undefined) =>
  (await within(file as HTMLElement).findByRole('alert')).textContent

describe('the quote request form', () => {
  it('checks the fields as the server does, and says what to change next to each', async () => {
    const fetchMock = stubFetch({ '/api/v1/services': () => jsonResponse({ services }) })
    renderForm()
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Ask for a quote' })

    await user.type(within(form).getByLabelText(/What do you need/), 'Hi')
    await user.type(within(form).getByLabelText(/^Details/), 'Too short')
    await user.click(within(form).getByRole('button', { name: 'Send request' }))

    // The shared createQuoteSchema's own words: 3 to 140 characters, 10 to 5000.
    const title = within(form).getByLabelText(/What do you need/)
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('Say in a few words what you need')).toBeTruthy()
    expect(within(form).getByText('Describe the job in a sentence or two')).toBeTruthy()
    expect(document.activeElement).toBe(title)
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/quotes')).toBe(false)

    // A field's note goes as soon as it is right; the others stay until theirs are.
    await user.type(title, '!')
    expect(within(form).queryByText('Say in a few words what you need')).toBeNull()
    expect(title.getAttribute('aria-invalid')).not.toBe('true')
    expect(within(form).getByText('Describe the job in a sentence or two')).toBeTruthy()
    await user.type(within(form).getByLabelText(/^Details/), ', please')
    expect(within(form).queryByText('Describe the job in a sentence or two')).toBeNull()
  })

  it('sends what was typed, with the service from the address and the preferred dates', async () => {
    let sent: unknown
    stubFetch({
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/quotes': (_url, init) => {
        sent = bodyOf(init)
        return jsonResponse({ quote: created }, 201)
      },
    })
    renderForm({ serviceId: customBuild.id })
    const user = userEvent.setup()
    const form = await fillIn(user)
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe(
        customBuild.id,
      ),
    )

    const date = within(form).getByLabelText(/Preferred dates/)
    await user.type(date, '2030-11-27')
    await user.click(within(form).getByRole('button', { name: 'Add date' }))
    await user.type(date, '2030-11-25')
    await user.click(within(form).getByRole('button', { name: 'Add date' }))
    const people = within(form).getByLabelText(/Number of people/)
    await user.clear(people)
    await user.type(people, '2')
    await user.click(within(form).getByRole('button', { name: 'Send request' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your request QTE-7K3F9Q is sent. We will reply with a price by e-mail and on your dashboard.',
    )
    expect(sent).toEqual({
      serviceId: customBuild.id,
      title: 'Touring bike build',
      details: 'A steel touring bike for a long trip, with racks.',
      preferredDates: ['2030-11-25', '2030-11-27'],
      partySize: 2,
    })
    expect(screen.getByRole('link', { name: 'See your request' }).getAttribute('href')).toBe(
      '/quote?ref=QTE-7K3F9Q',
    )
  })

  it('shows the server’s notes next to the fields when it refuses the request', async () => {
    stubFetch({
      '/api/v1/services': () => jsonResponse({ services }),
      '/api/v1/quotes': () =>
        errorResponse('validation_failed', 400, [
          { path: 'details', message: 'Describe the job in a sentence or two' },
        ]),
    })
    renderForm()
    const user = userEvent.setup()
    const form = await fillIn(user)

    await user.click(within(form).getByRole('button', { name: 'Send request' }))

    expect(await within(form).findByText('Describe the job in a sentence or two')).toBeTruthy()
    expect(
      within(form)
        .getByLabelText(/^Details/)
        .getAttribute('aria-invalid'),
    ).toBe('true')
  })

  it('sends a visitor to sign in, keeping what they typed for when they come back', async () => {
    stubFetch({ '/api/v1/services': () => jsonResponse({ services }) })
    const router = renderForm({ signedIn: false })
    const user = userEvent.setup()
    expect(await screen.findByText(/When you send it, we ask you to sign in/)).toBeTruthy()
    const form = await fillIn(user)

    await user.click(within(form).getByRole('button', { name: 'Sign in to send' }))

    await screen.findByText('Sign-in screen')
    expect(router.location.search).toBe('?next=%2Fquote')
    expect(JSON.parse(sessionStorage.getItem('reserva.quote-draft') ?? '{}')).toMatchObject({
      title: 'Touring bike build',
      details: 'A steel touring bike for a long trip, with racks.',
    })
  })

  it('checks files before sending them: type, size and how many', async () => {
    stubFetch({ '/api/v1/services': () => jsonResponse({ services }) })
    renderForm()
    const user = userEvent.setup({ applyAccept: false })
    const form = await screen.findByRole('form', { name: 'Ask for a quote' })
    const input = form.querySelector('input[type=file]') as HTMLInputElement

    await user.upload(input, [
      fileOf('plan.exe', 'application/x-msdownload'),
      fileOf('huge.png', 'image/png', 11 * 1024 * 1024),
      fileOf('photo.heic', ''),
      fileOf('a.png', 'image/png'),
      fileOf('b.pdf', 'application/pdf'),
      fileOf('c.txt', 'text/plain'),
      fileOf('d.webp', 'image/webp'),
      fileOf('e.jpg', 'image/jpeg'),
    ])

    const refused = within(form).getByRole('alert')
    expect(refused.textContent).toContain('plan.exe: This type of file cannot be attached')
    expect(refused.textContent).toContain('huge.png: This file is larger than 10 MB.')
    expect(refused.textContent).toContain('e.jpg: At most 5 files can be attached.')
    const chosen = within(form).getByRole('list', { name: 'Chosen files' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'photo.heic (1 KB)',
      'a.png (1 KB)',
      'b.pdf (1 KB)',
      'c.txt (1 KB)',
      'd.webp (1 KB)',
    ])
    await user.click(within(form).getByRole('button', { name: 'Remove a.png' }))
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(4)
  })

  it('uploads each file after the request is made, showing its progress and what the server said', async () => {
    await sendWithFiles([
      fileOf('frame.png', 'image/png', 2000),
      fileOf('scan.pdf', 'application/pdf'),
      fileOf('notes.txt', 'text/plain'),
    ])

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1))
    const first = FakeXhr.requests[0] as FakeXhr
    expect(first.method).toBe('POST')
    expect(first.url).toBe(`/api/v1/quotes/${created.id}/attachments`)
    expect(first.withCredentials).toBe(true)
    expect(first.fileName).toBe('frame.png')

    first.progress(1000, 2000)
    const bar = screen.getByRole('progressbar', { name: 'Upload of frame.png' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByText('50%')).toBeTruthy()
    first.respond(201, attachmentFor('frame.png', 2000))
    expect(bar.getAttribute('aria-valuenow')).toBe('100')

    await answerUpload(2, 413, {
      error: { code: 'storage.too_large', message: 'Server wording' },
    })
    await answerUpload(3, 415, {
      error: { code: 'storage.type_not_allowed', message: 'Server wording' },
    })

    const files = screen.getByRole('list', { name: 'Files' })
    const [frame, scan, notes] = within(files).getAllByRole('listitem')
    expect(frame?.textContent).toContain('Uploaded')
    expect(await alertIn(scan)).toBe('This file is too large: the limit is 10 MB.')
    expect(await alertIn(notes)).toBe(
      'This type of file cannot be attached: use a photo, a PDF or a text file.',
    )
    // Sending a refused file again would be refused again.
    expect(within(files).queryByRole('button', { name: /Try .* again/ })).toBeNull()
  })

  it('says when a file would pass the account’s quota, and offers no retry', async () => {
    await sendWithFiles([fileOf('frame.png', 'image/png'), fileOf('scan.pdf', 'application/pdf')])
    await answerUpload(1, 409, {
      error: { code: 'storage.too_many_files', message: 'Server wording', details: { limit: 30 } },
    })
    await answerUpload(2, 413, {
      error: { code: 'storage.quota_exceeded', message: 'Server wording' },
    })
    const files = screen.getByRole('list', { name: 'Files' })
    const [frame, scan] = within(files).getAllByRole('listitem')
    expect(await alertIn(frame)).toBe(
      'You have attached as many files as your account can keep. Ask us to remove some you no longer need.',
    )
    expect(await alertIn(scan)).toBe(
      'Your files together would pass the space your account has. Ask us to remove some you no longer need.',
    )
    expect(within(files).queryByRole('button', { name: /Try .* again/ })).toBeNull()
  })

  it('lets a file that failed on the way be sent again', async () => {
    const user = await sendWithFiles([fileOf('frame.png', 'image/png')])
    await answerUpload(1, 503, 'not json')
    await user.click(await screen.findByRole('button', { name: 'Try frame.png again' }))
    await answerUpload(2, 201, attachmentFor('frame.png'))

    expect(await screen.findByText('Uploaded')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
