import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findEnabledTextbox, renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { LoginForm } from './login-form'

const requests: unknown[] = []
const handlers = [
  http.post('*/api/front/login/email', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string }
    requests.push(body)
    return HttpResponse.json(
      body.password === 'right-password'
        ? { code: 200, message: 'ok', data: {} }
        : { code: 400, message: 'Incorrect account or password', data: null },
    )
  }),
  http.post('*/api/front/login/mobile/password', async ({ request }) => {
    requests.push(await request.json())
    return HttpResponse.json({ code: 200, message: 'ok', data: {} })
  }),
  http.get('*/api/front/user/info', () => HttpResponse.json({ code: 200, message: '', data: { id: 1 } })),
  http.get('*/api/front/*', () => HttpResponse.json({ code: 200, message: '', data: null })),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  requests.length = 0
})

const field = (name: string) => screen.getByRole('textbox', { name })

describe('password login form', () => {
  it('shows the spec’s field errors and sends nothing while the form is invalid', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Please enter your e-mail')).toBeTruthy()
    expect(screen.getByText('Please enter your password')).toBeTruthy()
    expect(screen.getByText('Please read and agree to the privacy agreement')).toBeTruthy()
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Please enter a valid e-mail')).toBeTruthy()
    expect(requests).toEqual([])
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('signs in by e-mail and trims the address', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.change(field('E-mail'), { target: { value: '  demo@shop.example ' } })
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'right-password' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests).toEqual([{ email: 'demo@shop.example', password: 'right-password' }])
  })

  it('keeps the form (and does not continue) when the server refuses', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.change(field('E-mail'), { target: { value: 'demo@shop.example' } })
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(onSignedIn).not.toHaveBeenCalled()
    expect((field('E-mail') as HTMLInputElement).value).toBe('demo@shop.example')
  })

  it('signs in by phone with the default dial code 7 sent as +7', async () => {
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(screen.getByText('Phone'))
    fireEvent.change(await findEnabledTextbox('Phone'), { target: { value: '9001234567' } })
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'pw-123456' } })
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(requests).toEqual([{ countryCode: '+7', phone: '9001234567', password: 'pw-123456' }])
  })
})
