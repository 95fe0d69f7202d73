import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { FACEBOOK_SDK_URL, GOOGLE_SDK_URL, resetProviderSdks } from '../provider-sdk'
import { LoginForm } from './login-form'

const requests: { path: string; body: unknown }[] = []
let info: Record<string, unknown> = {}
const ok = (data: unknown = {}) => HttpResponse.json({ code: 200, message: 'Login successful', data })
const handlers = [
  http.get('*/api/front/login/method/info', () => ok(info)),
  http.post('*/api/front/login/google', async ({ request }) => {
    requests.push({ path: '/api/front/login/google', body: await request.json() })
    return ok({ uid: 7 })
  }),
  http.post('*/api/front/login/facebook', async ({ request }) => {
    requests.push({ path: '/api/front/login/facebook', body: await request.json() })
    return ok({ uid: 8 })
  }),
  http.get('*/api/front/user/info', () => ok({ id: 7 })),
  http.get('*/api/*', () => ok(null)),
]

/** What the provider scripts would define when they run; `null` plays a script the browser could not load. */
let facebookAnswer: { authResponse: { accessToken: string } | null } = { authResponse: { accessToken: 'EAAB-token' } }
const googleInitialize = vi.fn()
const facebookInit = vi.fn()
const loadedScripts: string[] = []

beforeEach(() => {
  server.use(...handlers)
  resetProviderSdks()
  const append = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node)
    loadedScripts.push(node.src)
    if (node.src === GOOGLE_SDK_URL) {
      let callback: (answer: { credential?: string }) => void = () => undefined
      window.google = {
        accounts: {
          id: {
            initialize: (options) => {
              googleInitialize(options)
              callback = options.callback
            },
            prompt: () => callback({ credential: 'google-id-token' }),
          },
        },
      }
    }
    if (node.src === FACEBOOK_SDK_URL) window.FB = { init: facebookInit, login: (cb) => cb(facebookAnswer) }
    queueMicrotask(() => node.onload?.(new Event('load')))
    return node
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  requests.length = 0
  loadedScripts.length = 0
  googleInitialize.mockReset()
  facebookInit.mockReset()
  facebookAnswer = { authResponse: { accessToken: 'EAAB-token' } }
  delete window.google
  delete window.FB
  info = {}
})

describe('Google and Facebook sign-in buttons', () => {
  it('are hidden when not configured', async () => {
    info = { visitorOpen: true, googleOpen: false, googleClientId: '', facebookOpen: false, facebookAppId: '' }
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    expect(await screen.findByTestId('mode-tourist')).toBeTruthy()
    expect(screen.queryByTestId('social-login')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull()
  })

  it('Google: loads Google Identity Services only on click, then signs in with the id token', async () => {
    info = { googleOpen: true, googleClientId: 'shop.apps.googleusercontent.com' }
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    const button = await screen.findByRole('button', { name: 'Sign in with Google' })
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull()
    expect(loadedScripts).toEqual([])
    fireEvent.click(button)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(loadedScripts).toEqual([GOOGLE_SDK_URL])
    expect(googleInitialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'shop.apps.googleusercontent.com' }),
    )
    expect(requests).toEqual([{ path: '/api/front/login/google', body: { idToken: 'google-id-token' } }])
  })

  it('Facebook: loads the SDK only on click, then signs in with the access token', async () => {
    info = { facebookOpen: true, facebookAppId: '1234567890' }
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    const button = await screen.findByRole('button', { name: 'Sign in with Facebook' })
    expect(loadedScripts).toEqual([])
    fireEvent.click(button)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(loadedScripts).toEqual([FACEBOOK_SDK_URL])
    expect(facebookInit).toHaveBeenCalledWith(expect.objectContaining({ appId: '1234567890' }))
    expect(requests).toEqual([{ path: '/api/front/login/facebook', body: { accessToken: 'EAAB-token' } }])
  })

  it('Facebook closed without signing in: nothing is sent and the dialog stays', async () => {
    info = { facebookOpen: true, facebookAppId: '1234567890' }
    facebookAnswer = { authResponse: null }
    const onSignedIn = vi.fn()
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Facebook' }))
    await waitFor(() => expect(facebookInit).toHaveBeenCalled())
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sign in with Facebook' }) as HTMLButtonElement).disabled).toBe(false),
    )
    expect(requests).toEqual([])
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
