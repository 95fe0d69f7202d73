/** Adding the missing e-mail or phone from the account settings (extension): the address, its code, then the code. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findEnabledTextbox, renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import type { CurrentUser } from '../queries'
import { ProfileSettings } from './profile-page'

const phoneUser: CurrentUser = {
  id: 1,
  uid: 1,
  nickname: '916****101',
  name: '',
  avatar: '',
  phone: '9165550101',
  countryCode: '+7',
  email: '',
  inviteCode: 'ABC',
  userType: 'phone',
  isVisitor: false,
}
const calls: { path: string; body: unknown }[] = []
beforeEach(() =>
  server.use(
    http.post('*/api/front/user/bind/:kind/captcha', async ({ request, params }) => {
      calls.push({ path: `${params.kind}/captcha`, body: await request.json() })
      return HttpResponse.json({ code: 200, message: 'The verification code has been sent', data: null })
    }),
    http.post('*/api/front/user/bind/:kind', async ({ request, params }) => {
      calls.push({ path: String(params.kind), body: await request.json() })
      return HttpResponse.json({ code: 200, message: 'Your e-mail has been added', data: null })
    }),
    http.get('*/api/front/user/info', () => HttpResponse.json({ code: 200, message: '', data: phoneUser })),
  ),
)
afterEach(() => {
  calls.length = 0
})

describe('adding a contact', () => {
  it('offers only what is missing, checks the e-mail before sending a code, then adds it with the code', async () => {
    renderWithProviders(<ProfileSettings user={phoneUser} />)
    expect(screen.queryByRole('button', { name: 'Add phone' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an e-mail' })
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' })
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }))
    expect(await within(dialog).findByText('Please enter a valid e-mail')).toBeTruthy()
    expect(calls).toEqual([])

    fireEvent.change(email, { target: { value: ' added@example.com ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }))
    await waitFor(() => expect(calls).toEqual([{ path: 'email/captcha', body: { email: 'added@example.com' } }]))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Verification code' }), {
      target: { value: '123456' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add e-mail' }))
    await waitFor(() =>
      expect(calls[1]).toEqual({ path: 'email', body: { email: 'added@example.com', captcha: '123456' } }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('sends the phone with its dial code for an account without one', async () => {
    renderWithProviders(
      <ProfileSettings
        user={{ ...phoneUser, phone: '', countryCode: '', email: 'a@example.com', userType: 'email' }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add phone' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' })
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '916 555 01 04' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }))
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'phone/captcha', body: { countryCode: '+7', phone: '9165550104' } }]),
    )
  })
})
