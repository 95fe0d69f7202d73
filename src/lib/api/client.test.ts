// @vitest-environment jsdom
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/unit/msw'
import { createApiClient } from './client'
import { ApiError, fallbackMessage } from './errors'

function client() {
  const hooks = { notifyError: vi.fn(), onSessionEnd: vi.fn() }
  return { api: createApiClient({ hooks }), hooks }
}

/** The ApiError a call rejects with (fails the test if it resolves). */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: ApiError) => error,
  )

const reply = (code: number, message = '', data: unknown = null) =>
  http.all('*/api/front/probe', () => HttpResponse.json({ code, message, data }))

describe('API client envelope handling', () => {
  it('resolves with data on code 200 and sends the client header', async () => {
    let formType: string | null = null
    server.use(
      http.get('*/api/front/probe', ({ request }) => {
        formType = request.headers.get('form-type')
        return HttpResponse.json({ code: 200, message: 'success', data: { ok: 1 } })
      }),
    )
    const { api, hooks } = client()
    await expect(api.get('/api/front/probe')).resolves.toEqual({ ok: 1 })
    expect(formType).toBe('pc')
    expect(hooks.notifyError).not.toHaveBeenCalled()
  })

  it.each([400, 403, 404, 500, 12345])('rejects code %i and toasts the server message', async (code) => {
    server.use(reply(code, 'Server says no'))
    const { api, hooks } = client()
    const error = await failureOf(api.get('/api/front/probe'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(code)
    expect(hooks.notifyError).toHaveBeenCalledWith(code, 'Server says no')
  })

  it('passes an empty message so the UI shows the fallback text for the code', async () => {
    server.use(reply(400))
    const { api, hooks } = client()
    await api.get('/api/front/probe').catch(() => undefined)
    expect(hooks.notifyError).toHaveBeenCalledWith(400, '')
    expect(fallbackMessage(400).message).toBe('Parameter validation failed')
    expect(fallbackMessage(403).message).toBe('No relevant permissions')
    expect(fallbackMessage(404).message).toBe('No relevant data found')
    expect(fallbackMessage(500).message).toBe('System exception')
    expect(fallbackMessage(999).message).toBe('System error')
  })

  it.each([401, 410000, 410001, 410002])('treats code %i as session end', async (code) => {
    server.use(reply(code, 'Login expired'))
    const { api, hooks } = client()
    const error = await failureOf(api.post('/api/front/probe'))
    expect(error.isSessionEnd).toBe(true)
    expect(hooks.onSessionEnd).toHaveBeenCalledWith('Login expired')
    expect(hooks.notifyError).not.toHaveBeenCalled()
  })

  it('stays quiet when asked to be silent', async () => {
    server.use(reply(401))
    const { api, hooks } = client()
    await api.get('/api/front/probe', { silent: true }).catch(() => undefined)
    expect(hooks.onSessionEnd).not.toHaveBeenCalled()
    expect(hooks.notifyError).not.toHaveBeenCalled()
  })

  it('turns a network failure into a code-500 ApiError', async () => {
    server.use(http.get('*/api/front/probe', () => HttpResponse.error()))
    const { api, hooks } = client()
    const error = await failureOf(api.get('/api/front/probe'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(500)
    expect(hooks.notifyError).toHaveBeenCalledWith(500, '')
  })

  it('drops null and undefined query values but keeps false and empty strings', async () => {
    let url = ''
    server.use(
      http.get('*/api/front/probe', ({ request }) => {
        url = request.url
        return HttpResponse.json({ code: 200, message: '', data: null })
      }),
    )
    const { api } = client()
    await api.get('/api/front/probe', { query: { a: null, b: undefined, c: false, d: '' } })
    const params = new URL(url).searchParams
    expect([...params.keys()]).toEqual(['c', 'd'])
    expect(params.get('c')).toBe('false')
    expect(params.get('d')).toBe('')
  })
})

describe('success messages', () => {
  it('postForMessage resolves the data with the server message', async () => {
    server.use(
      http.post('*/api/front/coupon/receive', () =>
        HttpResponse.json({ code: 200, message: 'Received successfully', data: { id: 7 } }),
      ),
    )
    const { api } = client()
    await expect(api.postForMessage('/api/front/coupon/receive', { couponId: 1 })).resolves.toEqual({
      data: { id: 7 },
      message: 'Received successfully',
    })
  })
})

describe('session epochs', () => {
  it('ignores a session-end answer to a request sent before a newer login', async () => {
    let release: () => void = () => {}
    server.use(
      http.get('*/api/front/probe', async () => {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return HttpResponse.json({ code: 401, message: 'Login expired', data: null })
      }),
    )
    const { api, hooks } = client()
    const stale = api.get('/api/front/probe').catch((e: ApiError) => e)
    await new Promise((r) => setTimeout(r, 20))
    api.newSession()
    release()
    expect(((await stale) as ApiError).code).toBe(401)
    expect(hooks.onSessionEnd).not.toHaveBeenCalled()
  })
})
