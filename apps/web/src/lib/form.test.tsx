import { Button, TextInput } from '@mantine/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { useSchemaForm } from './form.ts'

const nameSchema = z.object({ name: z.string().trim().min(1, 'Enter your name') })
type NameSchema = typeof nameSchema

/** A schema "import" that the test lets through when it wants, as a slow network would. */
function slowImport() {
  let release: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<NameSchema>((resolve, reject) => {
        release = () => resolve(nameSchema)
        fail = reject
      }),
  )
  return { load, release: () => release(), fail: (error: Error) => fail(error) }
}

function NameForm({
  schema,
  onSave,
}: {
  schema: NameSchema | (() => Promise<NameSchema>)
  onSave: (values: { name: string }) => void
}) {
  const form = useSchemaForm({ schema, initialValues: { name: '' } })
  return (
    <form aria-label="Your details" onSubmit={form.onSubmit(onSave)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit">Save</Button>
    </form>
  )
}

/** What the app's error boundaries do with a failure: show that it failed. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

describe('useSchemaForm with a schema it imports itself', () => {
  beforeEach(() => {
    stubFetch({})
  })

  it('imports nothing to render; the first keystroke starts the import', async () => {
    const schema = slowImport()
    renderWithProviders(<NameForm schema={schema.load} onSave={vi.fn()} />)
    expect(schema.load).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText('Name'), 'A')
    expect(schema.load).toHaveBeenCalledTimes(1)
    await userEvent.type(screen.getByLabelText('Name'), 'da')
    expect(schema.load).toHaveBeenCalledTimes(1)
  })

  it('a submit before the rules came waits for them, then judges as the schema says', async () => {
    const schema = slowImport()
    const onSave = vi.fn()
    renderWithProviders(<NameForm schema={schema.load} onSave={onSave} />)

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(schema.load).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Enter your name')).toBeNull()

    schema.release()
    expect(await screen.findByText('Enter your name')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(onSave).not.toHaveBeenCalled()

    // From then on, as with a schema given at once: judged on each change, saved as parsed.
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ')
    expect(screen.queryByText('Enter your name')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Ada' })
  })

  it('saves what the schema made of the values once they came, after a submit that waited', async () => {
    const schema = slowImport()
    const onSave = vi.fn()
    renderWithProviders(<NameForm schema={schema.load} onSave={onSave} />)
    // Typed before the import ended (it started with the first keystroke), then sent.
    await userEvent.type(screen.getByLabelText('Name'), ' Grace ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).not.toHaveBeenCalled()

    schema.release()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Grace' })
  })

  it('an import that fails reaches the error boundary, as a screen’s own code would', async () => {
    const schema = slowImport()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(
      <Boundary>
        <NameForm schema={schema.load} onSave={vi.fn()} />
      </Boundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    schema.fail(new Error('chunk did not load'))
    expect(await screen.findByText('Failed: chunk did not load')).toBeTruthy()
  })

  it('a schema given at once judges the first submit straight away', async () => {
    const onSave = vi.fn()
    renderWithProviders(<NameForm schema={nameSchema} onSave={onSave} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Enter your name')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })
})
