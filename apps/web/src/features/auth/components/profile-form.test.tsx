import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { customerProfile, signedInRoutes } from '@/testing/auth-fixtures.ts'
import { jsonResponse, stubFetch } from '@/testing/fetch-stub.ts'
import { descriptionOf, isInvalid } from '@/testing/fields.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { createAuthController } from '../auth-controller.ts'
import { ProfileForm } from './profile-form.tsx'

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}'))

/** A signed-in customer whose profile takes what is sent to it. */
function renderProfile() {
  let profile = customerProfile
  const fetchMock = stubFetch({
    ...signedInRoutes('customer'),
    '/api/v1/me/profile': (_url, init) => {
      if (init?.method === 'PATCH') profile = { ...profile, ...bodyOf(init) }
      return jsonResponse(profile)
    },
    '/api/auth/update-user': () => jsonResponse({ status: true }),
  })
  renderWithProviders(<ProfileForm />, {
    authController: createAuthController({ createChannel: null }),
  })
  const patches = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/me/profile') && init?.method === 'PATCH',
    )
  return { patches }
}

describe('the profile form', () => {
  it('says what is wrong with a field on saving, and takes it back as soon as the field is right', async () => {
    const { patches } = renderProfile()
    const form = await screen.findByRole('form', { name: 'Profile' })
    const name = within(form).getByLabelText(/Full name/)
    const phone = within(form).getByLabelText(/Phone number/)

    await userEvent.clear(name)
    await userEvent.type(phone, 'call me')
    // Not judged before the first save.
    expect(isInvalid(name) || isInvalid(phone)).toBe(false)
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect(descriptionOf(name)).toContain('Enter your name')
    expect(descriptionOf(phone)).toContain('Use digits')
    expect(isInvalid(name) && isInvalid(phone)).toBe(true)

    await userEvent.type(name, 'Cora')
    expect(isInvalid(name)).toBe(false)
    expect(descriptionOf(name)).not.toContain('Enter your name')
    expect(isInvalid(phone)).toBe(true)

    // An empty phone number is no phone number, which is allowed.
    await userEvent.clear(phone)
    expect(isInvalid(phone)).toBe(false)
    expect(descriptionOf(phone)).not.toContain('Use digits')
    // As dialled in the business's country: the server reads it.
    await userEvent.type(phone, '020 7946 0321')
    expect(isInvalid(phone)).toBe(false)
    expect(patches()).toHaveLength(0)

    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect(await within(form).findByText('Saved.')).toBeTruthy()
    expect(bodyOf(patches()[0]?.[1])).toEqual({
      fullName: 'Cora',
      phone: '020 7946 0321',
      timezone: null,
    })
  })

  it("puts the server's refusal of a number at the field, with how to write one", async () => {
    stubFetch({
      ...signedInRoutes('customer'),
      '/api/v1/me/profile': (_url, init) =>
        init?.method === 'PATCH'
          ? jsonResponse(
              {
                error: {
                  code: 'invalid_phone_number',
                  message: 'Server wording that the app must not show',
                  details: {
                    path: 'phone',
                    country: 'GB',
                    examples: { national: '07400 123456', international: '+44 7400 123456' },
                  },
                },
              },
              400,
            )
          : jsonResponse(customerProfile),
    })
    renderWithProviders(<ProfileForm />, {
      authController: createAuthController({ createChannel: null }),
    })
    const form = await screen.findByRole('form', { name: 'Profile' })
    const phone = within(form).getByLabelText(/Phone number/)
    await userEvent.type(phone, '0207 946')
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }))

    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Some details need a change',
    )
    expect(isInvalid(phone)).toBe(true)
    expect(descriptionOf(phone)).toContain(
      // The example numbers do not break across lines.
      'This is not a phone number. Write it as you dial it here, e.g. 07400\u00a0123456, or with + and the country code, e.g. +44\u00a07400\u00a0123456.',
    )
    expect(form.textContent).not.toContain('Server wording')
  })
})
