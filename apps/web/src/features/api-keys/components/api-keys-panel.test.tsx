import type { ApiKey, CreateApiKey } from '@reserva/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminShellRoutes } from '@/testing/admin-fixtures.ts'
import { errorResponse, jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { renderApp } from '@/testing/render.tsx'
import { wholeScreenSetup } from '@/testing/screen-setup.ts'

wholeScreenSetup()

const secret = 'rsv_Q2FsZW5kYXItc3luYy1zZWNyZXQtb25seS1zaG93bi1vbmNl'
const syncKey: ApiKey = {
  id: '7d1f7a52-3c4e-4b6a-9f0e-2a1b3c4d5e6f',
  name: 'Calendar sync',
  prefix: 'rsv_Q2FsZW5k',
  scopes: ['bookings:read'],
  createdAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2099-06-01T10:00:00.000Z',
  lastUsedAt: '2026-03-03T08:15:00.000Z',
  revokedAt: null,
  createdBy: { id: 'admin-1', name: 'Ada Admin' },
}

type Call = { method: string; path: string; body: unknown }

/** An admin's server with one key, which keeps what is made and revoked, and every call to it. */
function keysServer() {
  const calls: Call[] = []
  const state = { keys: [syncKey] }
  const record = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    return call
  }
  stubFetch({
    ...adminShellRoutes(),
    '/api/v1/admin/api-keys': (url, init) => {
      const call = record(url, init)
      if (call.method === 'GET') return jsonResponse({ keys: state.keys })
      const input = call.body as CreateApiKey
      if (input.name === 'Taken')
        return errorResponse(400, {
          code: 'validation_failed',
          message: 'Not valid',
          details: [{ path: 'name', message: 'Pick another name' }],
        })
      const key: ApiKey = {
        ...syncKey,
        id: '8e2f8b63-4d5f-4c7b-8a1f-3b2c4d5e6f70',
        name: input.name,
        prefix: secret.slice(0, 12),
        scopes: input.scopes,
        expiresAt: input.expiresAt,
        lastUsedAt: null,
      }
      state.keys = [key, ...state.keys]
      return jsonResponse({ key, secret }, 201)
    },
    [`/api/v1/admin/api-keys/${syncKey.id}/revoke`]: (url, init) => {
      record(url, init)
      const key = { ...syncKey, revokedAt: '2026-03-04T09:00:00.000Z' }
      state.keys = state.keys.map((k) => (k.id === key.id ? key : k))
      return jsonResponse({ key })
    },
  })
  return { calls, state }
}

describe('the admin screen: API keys', () => {
  it('lists keys with their prefix, scopes, expiry, last use and maker, never a secret', async () => {
    keysServer()
    renderApp('/admin?tab=api-keys')

    const table = await screen.findByRole('table', { name: 'API keys' })
    const row = within(table).getByRole('row', { name: /Calendar sync/ })
    expect(row.textContent).toContain('rsv_Q2FsZW5k…')
    expect(row.textContent).toContain('Read bookings')
    expect(row.textContent).toContain('Active')
    expect(row.textContent).toContain('Ada Admin')
    expect(row.textContent).toContain('2099')
    expect(document.body.textContent).not.toContain(secret)
  })

  it('makes a key with a name, scopes and a lifetime, and shows its secret once with a copy button', async () => {
    const { calls } = keysServer()
    renderApp('/admin?tab=api-keys')
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }))
    const form = await screen.findByRole('dialog', { name: 'New API key' })

    // Nothing chosen: the form says what is missing and sends nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText('Choose at least one scope')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Shop importer')
    await userEvent.click(within(form).getByRole('checkbox', { name: /Manage the catalogue/ }))
    await userEvent.click(within(form).getByRole('checkbox', { name: /Read bookings/ }))
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Expires after/ }),
      '30',
    )
    const before = Date.now()
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))

    const shown = await screen.findByRole('dialog', { name: 'Copy the new key now' })
    expect(within(shown).getByText('You will not see it again')).toBeTruthy()
    const field = within(shown).getByRole('textbox', { name: /Secret of “Shop importer”/ })
    expect((field as HTMLTextAreaElement).value).toBe(secret)
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeTruthy()

    const [sent] = calls.filter((c) => c.method === 'POST')
    const body = sent?.body as CreateApiKey
    expect(body.name).toBe('Shop importer')
    expect([...body.scopes].sort()).toEqual(['bookings:read', 'catalogue:manage'])
    const days = (new Date(body.expiresAt).getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.body.textContent).not.toContain(secret)
    expect(await screen.findByText('API key “Shop importer” created.')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'API keys' })
    expect(within(table).getByRole('row', { name: /Shop importer/ })).toBeTruthy()
  })

  it('shows the server’s reason next to the field it is about', async () => {
    keysServer()
    renderApp('/admin?tab=api-keys')
    await userEvent.click(await screen.findByRole('button', { name: 'New API key' }))
    const form = await screen.findByRole('dialog', { name: 'New API key' })
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Taken')
    await userEvent.click(within(form).getByRole('checkbox', { name: /Read quotes/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }))
    expect(await within(form).findByText('Pick another name')).toBeTruthy()
  })

  it('revokes a key after asking, and can be kept instead', async () => {
    const { calls } = keysServer()
    renderApp('/admin?tab=api-keys')
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Calendar sync' }))
    let question = await screen.findByRole('dialog', { name: 'Revoke this API key?' })
    expect(question.textContent).toContain('rsv_Q2FsZW5k…')
    await userEvent.click(within(question).getByRole('button', { name: 'Keep key' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Calendar sync' }))
    question = await screen.findByRole('dialog', { name: 'Revoke this API key?' })
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, revoke it' }))
    expect(await screen.findByText('API key “Calendar sync” revoked.')).toBeTruthy()
    const row = within(screen.getByRole('table', { name: 'API keys' })).getByRole('row', {
      name: /Calendar sync/,
    })
    await waitFor(() => expect(row.textContent).toContain('Revoked'))
    expect(screen.queryByRole('button', { name: 'Revoke Calendar sync' })).toBeNull()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/v1/admin/api-keys/${syncKey.id}/revoke`,
    ])
  })

  it('is worked with the keyboard alone: open the form, fill it, create, and close the secret', async () => {
    const { calls } = keysServer()
    renderApp('/admin?tab=api-keys')
    const open = await screen.findByRole('button', { name: 'New API key' })
    open.focus()
    await userEvent.keyboard('{Enter}')
    const form = await screen.findByRole('dialog', { name: 'New API key' })
    const name = within(form).getByRole('textbox', { name: /^Name/ })
    await waitFor(() => expect(document.activeElement).toBe(name))
    await userEvent.keyboard('Keyboard key')
    await userEvent.tab()
    expect(document.activeElement).toBe(
      within(form).getByRole('checkbox', { name: /Read bookings/ }),
    )
    await userEvent.keyboard(' ')
    expect(within(form).getByRole('checkbox', { name: /Read bookings/ })).toHaveProperty(
      'checked',
      true,
    )
    await userEvent.keyboard('{Enter}')
    const shown = await screen.findByRole('dialog', { name: 'Copy the new key now' })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(shown.isConnected).toBe(false)
  })
})
