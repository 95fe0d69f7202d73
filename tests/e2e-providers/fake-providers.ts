/**
 * The outside services the e2e server talks to, as local fakes (started by playwright.config.ts before the shop):
 * PayPal's REST API with its approval page (tests/api/support/fake-paypal.ts) on `E2E_PAYPAL_PORT`, and Google's
 * signing keys on `E2E_GOOGLE_PORT`: `/oauth2/v3/certs` (the JWKS the shop verifies id tokens with) and
 * `/test/id-token?sub=&email=&name=` (the id token Google Identity Services would hand the page, for
 * `E2E_GOOGLE_CLIENT_ID`, signed with the fake's key). Node runs it as TypeScript; it ends with its process.
 */
import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer } from 'node:http'
import { startFakePaypal } from '../api/support/fake-paypal.ts'

const clientId = process.env.E2E_GOOGLE_CLIENT_ID ?? ''
const paypalPort = Number(process.env.E2E_PAYPAL_PORT)
const googlePort = Number(process.env.E2E_GOOGLE_PORT)

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' }] }
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function idToken(params: URLSearchParams) {
  const now = Math.floor(Date.now() / 1000)
  const header = part({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' })
  const claims = part({
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub: params.get('sub') ?? '100000000000000000001',
    email: params.get('email') ?? '',
    email_verified: true,
    name: params.get('name') ?? '',
    iat: now,
    exp: now + 3600,
  })
  return `${header}.${claims}.${sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), privateKey).toString('base64url')}`
}

async function main() {
  await startFakePaypal({ port: paypalPort, approvalPage: true })
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname === '/oauth2/v3/certs') return json(jwks)
    if (url.pathname === '/test/id-token') return json({ idToken: idToken(url.searchParams) })
    response.writeHead(404).end()
  }).listen(googlePort, '127.0.0.1')
}

void main()
