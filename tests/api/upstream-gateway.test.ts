/**
 * With API_BASE_URL set, the gateway forwards to the external CRMEB backend: the cookie's token goes upstream as
 * `Authori-zation` (bare or Bearer, by AUTH_HEADER), and an upstream login still lands in the HttpOnly cookie.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { handleGatewayRequest } from '~/server/gateway'

let upstream: Server
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body })
      res.setHeader('content-type', 'application/json')
      if (req.url === '/api/front/login/email') {
        res.end(JSON.stringify({ code: 200, message: 'ok', data: { token: 'upstream-token-123' } }))
      } else {
        res.end(JSON.stringify({ code: 200, message: 'ok', data: { path: req.url } }))
      }
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const { port } = upstream.address() as { port: number }
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`
  // This upstream stands for a backend with our extensions (tests/api/strict-upstream.test.ts covers a bare one).
  process.env.API_EXTENSIONS = 'all'
})

afterEach(() => {
  seen = []
  delete process.env.AUTH_HEADER
  delete process.env.LOG_LEVEL
  resetConfig()
})

afterAll(async () => {
  delete process.env.API_BASE_URL
  delete process.env.API_EXTENSIONS
  resetConfig()
  await new Promise((resolve) => upstream.close(resolve))
})

const gateway = (path: string, init: RequestInit = {}) =>
  handleGatewayRequest(new Request(`http://shop.test${path}`, init))

describe('gateway in front of an external backend', () => {
  it('forwards path, query, body and the client header; the cookie token goes as a bare Authori-zation', async () => {
    resetConfig()
    const response = await gateway('/api/front/cart/count?numType=true&type=total', {
      headers: { cookie: 'token=abc123', 'form-type': 'pc' },
    })
    expect(((await response.json()) as { data: { path: string } }).data.path).toBe(
      '/api/front/cart/count?numType=true&type=total',
    )
    expect(seen[0].headers['authori-zation']).toBe('abc123')
    expect(seen[0].headers['form-type']).toBe('pc')
    expect(seen[0].headers.cookie).toBeUndefined()
  })

  it('replaces a client-supplied X-Forwarded-For with the address the server saw', async () => {
    resetConfig()
    await handleGatewayRequest(
      new Request('http://shop.test/api/front/user/info', {
        headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
      }),
      undefined,
      { clientIp: '203.0.113.9' },
    )
    expect(seen[0].headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(seen[0].headers['x-real-ip']).toBeUndefined()
  })

  it('sends "Bearer <token>" when AUTH_HEADER=bearer', async () => {
    process.env.AUTH_HEADER = 'bearer'
    resetConfig()
    await gateway('/api/front/user/info', { headers: { cookie: 'token=abc123' } })
    expect(seen[0].headers['authori-zation']).toBe('Bearer abc123')
  })

  it('moves an upstream login token into the HttpOnly cookie and out of the body', async () => {
    resetConfig()
    const response = await gateway('/api/front/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'form-type': 'pc' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    })
    expect(seen[0].body).toBe('{"email":"a@b.co","password":"x"}')
    expect(response.headers.getSetCookie()[0]).toMatch(/^token=upstream-token-123; Path=\/; HttpOnly/)
    expect(((await response.json()) as { data: { token?: string } }).data.token).toBeUndefined()
  })

  it('answers an envelope 500 when the upstream is unreachable, and health 503 until it answers', async () => {
    process.env.API_BASE_URL = 'http://127.0.0.1:1'
    process.env.LOG_LEVEL = 'silent'
    resetConfig()
    const response = await gateway('/api/front/product/category')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { code: number }).code).toBe(500)
    // Health reports the backend, so `npm start` says "ready" only when the shop's data can be read.
    const health = await gateway('/api/health')
    expect(health.status).toBe(503)
    expect(((await health.json()) as { data: { upstream: string } }).data.upstream).toBe('down')
    const { port } = upstream.address() as { port: number }
    process.env.API_BASE_URL = `http://127.0.0.1:${port}`
    resetConfig()
    const up = await gateway('/api/health')
    expect(up.status).toBe(200)
    expect(seen.at(-1)?.url).toBe('/api/front/product/category')
  })
})
