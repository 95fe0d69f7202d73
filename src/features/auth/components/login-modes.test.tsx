import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findEnabledTextbox, renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { LoginForm } from './login-form'

const requests: { path: string; body: unknown; contentType: string | null }[] = []
const ok = (message = 'ok', data: unknown = {}) => HttpResponse.json({ code: 200, message, data })
const record = async (request: Request, body: unknown) => {
  requests.push({ path: new URL(request.url).pathname, body, contentType: request.headers.get('content-type') })
}
const handlers = [
  http.get('*/api/front/login/method/info', () => ok('', { visitorOpen: true, agreement: '<p>Agreement</p>' })),
  http.post('*/api/front/login/sendCode', async ({ request }) => {
    const form = await request.formData()
    await record(request, { phone: form.get('phone'), countryCode: form.get('countryCode') })
    return ok('The code has been sent')
  }),
  http.post('*/api/front/login/email/captcha', async ({ request }) => {
    await record(request, await request.text())
    return ok('The code has been sent')
  }),
  http.post('*/api/front/login/email/forget/password', async ({ request }) => {
    await record(request, await request.text())
    return ok('The code has been sent')
  }),
  http.post('*/api/front/login/*', async ({ request }) => {
    await record(request, await request.json())
    return ok('done')
  }),
  http.get('*/api/front/user/info', () => ok('', { id: 1 })),
  http.get('*/api/*', () => ok('', null)),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  requests.length = 0
  window.sessionStorage.clear()
})

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const password = (label: string) => screen.getByLabelText(label, { selector: 'input' })

describe('login dialog modes', () => {
  it('mode 3: empty submit shows the phone, code and agreement errors; an invalid number is refused', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    fireEvent.click(screen.getByText('SMS code'))
    submit('Sign in')
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy()
    expect(screen.getByText('Please enter the verification code')).toBeTruthy()
    expect(screen.getByText('Please read and agree to the privacy agreement')).toBeTruthy()
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '12345' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '12-34' } })
    submit('Sign in')
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy()
    expect(screen.getByText('The verification code may contain only letters and digits')).toBeTruthy()
    // The code button needs a valid number first.
    fireEvent.click(screen.getByTestId('send-code'))
    await new Promise((r) => setTimeout(r, 50))
    expect(requests).toEqual([])
  })

  it('mode 1, mode 4 and mode 6 by e-mail: empty submits show errors; an impossible number or e-mail is refused', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    fireEvent.click(screen.getByText('Phone'))
    submit('Sign in')
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(screen.getByText('Please read and agree to the privacy agreement')).toBeTruthy()
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '12345' } })
    submit('Sign in')
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy()
    fireEvent.click(screen.getByText('E-mail'))
    fireEvent.click(await screen.findByText('Forgot password?'))
    submit('Next')
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'not-an-email' } })
    submit('Next')
    expect(await screen.findByText('Please enter a valid e-mail')).toBeTruthy()
    fireEvent.click(screen.getByText('Back to sign in'))
    fireEvent.click(await screen.findByText('Create an account'))
    await screen.findByTestId('register-email-form')
    submit('Register')
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    expect(screen.getByText('Please enter the verification code')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(requests).toEqual([])
  })

  it('mode 3: sends the SMS code as multipart (+7), counts down, then signs in with L3', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(screen.getByText('SMS code'))
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '900 123-45-67' } })
    fireEvent.click(screen.getByTestId('send-code'))
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toMatch(/^Resend in (60|59)s$/))
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true)
    expect(requests[0]).toMatchObject({
      path: '/api/front/login/sendCode',
      body: { phone: '9001234567', countryCode: '+7' },
    })
    expect(requests[0].contentType).toMatch(/^multipart\/form-data/)
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Sign in')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests[1]).toEqual({
      path: '/api/front/login/mobile/captcha',
      body: { countryCode: '+7', phone: '9001234567', captcha: '123456' },
      contentType: expect.stringContaining('application/json'),
    })
  })

  it('modes 4 → 5: Next sends the reset code (raw e-mail), the passwords must match, then back to mode 2', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    fireEvent.click(screen.getByText('Forgot password?'))
    submit('Next')
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.example' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Next')
    await screen.findByTestId('reset-password-form')
    expect(requests[0]).toEqual({
      path: '/api/front/login/email/forget/password',
      body: '"a@b.example"',
      contentType: 'application/json; charset=UTF-8',
    })
    expect(screen.getByTestId('send-code').textContent).toMatch(/^Resend in \d+s$/)
    submit('Change password')
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(screen.getByText('Please repeat the password')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '654321' } })
    fireEvent.change(password('New password'), { target: { value: 'New-pass-1' } })
    fireEvent.change(password('Repeat the password'), { target: { value: 'Other-pass' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Change password')
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    fireEvent.change(password('Repeat the password'), { target: { value: 'New-pass-1' } })
    submit('Change password')
    await screen.findByTestId('email-login-form')
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('a@b.example')
    expect(requests[1]).toMatchObject({
      path: '/api/front/login/email/reset/password',
      body: { email: 'a@b.example', captcha: '654321', newPassword: 'New-pass-1', passwordAgain: 'New-pass-1' },
    })
  })

  it('mode 6: registers by e-mail with the code and the kept invite code', async () => {
    window.sessionStorage.setItem('inviteCode', 'INV42')
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(screen.getByText('Create an account'))
    const form = await screen.findByTestId('register-email-form')
    fireEvent.click(within(form).getByTestId('send-code'))
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    expect(requests).toEqual([])
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'new@shop.example' } })
    fireEvent.click(within(form).getByTestId('send-code'))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toMatchObject({ path: '/api/front/login/email/captcha', body: '"new@shop.example"' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'AB12cd' } })
    fireEvent.change(password('Password'), { target: { value: 'Secret-123' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Register')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests[1]).toMatchObject({
      path: '/api/front/login/register/email',
      body: { email: 'new@shop.example', captcha: 'AB12cd', password: 'Secret-123', inviteCode: 'INV42' },
    })
  })

  it('mode 6 phone tab and mode 7: empty submits show errors; the tourist sends the dial code as a number', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(screen.getByText('Create an account'))
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }))
    await screen.findByTestId('register-phone-form')
    submit('Register')
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy()
    expect(screen.getByText('Please enter the verification code')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    fireEvent.click(screen.getByText('Back to sign in'))
    fireEvent.click(await screen.findByText('Continue as a tourist'))
    await screen.findByTestId('tourist-form')
    submit('Continue as a tourist')
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    expect(screen.getByText('Please enter your phone number')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'guest@shop.example' } })
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '9007654321' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Continue as a tourist')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests).toEqual([
      {
        path: '/api/front/login/register/visitor',
        body: { countryCode: 7, email: 'guest@shop.example', phone: '9007654321' },
        contentType: expect.stringContaining('application/json'),
      },
    ])
  })

  it('mode 7: an e-mail used by a tourist before asks for the code mailed to it, then enters with it', async () => {
    let entries = 0
    server.use(
      http.post('*/api/front/login/register/visitor', async ({ request }) => {
        await record(request, await request.json())
        entries++
        return entries === 1 ? ok('We sent it a code', { codeRequired: true }) : ok('Login successful', { uid: 5 })
      }),
    )
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(await screen.findByText('Continue as a tourist'))
    await screen.findByTestId('tourist-form')
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull()
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'back@shop.example' } })
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '9007654321' } })
    fireEvent.click(screen.getByRole('checkbox'))
    submit('Continue as a tourist')
    const code = await screen.findByRole('textbox', { name: 'Verification code' })
    expect(onSignedIn).not.toHaveBeenCalled()
    // The code is now required, then sent with the entry.
    submit('Continue as a tourist')
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy()
    fireEvent.change(code, { target: { value: '123456' } })
    submit('Continue as a tourist')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests.map((r) => r.body)).toEqual([
      { countryCode: 7, email: 'back@shop.example', phone: '9007654321' },
      { countryCode: 7, email: 'back@shop.example', phone: '9007654321', captcha: '123456' },
    ])
  })
})
