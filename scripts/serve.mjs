#!/usr/bin/env node
/**
 * Serves the production build on PORT (3000) and HOST (0.0.0.0): hashed files under /assets are cached for good
 * (their names change with their content), the other public files for a day, and everything else goes to the app,
 * which adds its own security headers. Files go out as the brotli or gzip copies the build made of them (decision 32).
 * `npm start`, the e2e suite and the crash gate all serve through this file.
 */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const clientDir = resolve('dist/client')
const { default: app } = await import(pathToFileURL(resolve('dist/server/server.js')).href)

/**
 * The first path segments a file can have: the build's top-level files and folders (`assets`, `flags`, the favicon).
 * Any other path is a page or an API call and goes straight to the app, without the file look-ups (three `stat`s for
 * `/order/shopping_cart`: as is, `.html`, `/index.html`) a static handler makes before giving up (decision 55).
 */
const fileRoots = new Set(readdirSync(clientDir))
const mayBeFile = (pathname) => pathname.includes('%') || fileRoots.has(pathname.split('/').find(Boolean) ?? '')

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 365 * 24 * 3600, immutable: true, encodings: true })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 24 * 3600, encodings: true })

/**
 * A path that is not valid percent-encoded UTF-8 (`/%ZZ`, `/%ED%A0%80`) names no file and no page, yet srvx's
 * static files and TanStack Start both answer it with a bare, empty 400. With its `%` escaped it reaches the app as
 * literal text: the 404 page for pages, a 404 envelope under /api.
 */
function undecodablePathRequest(request) {
  const url = new URL(request.url)
  if (!url.pathname.includes('%')) return null
  try {
    decodeURI(url.pathname)
    return null
  } catch {
    url.pathname = url.pathname.replaceAll('%', '%25')
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      duplex: 'half',
    })
  }
}

/**
 * Static files get the same no-sniffing and framing rules as the app's answers, set on the answer itself: a file is
 * srvx's response around a Node file stream, which srvx pipes straight to the socket. Reading its `body` would wrap
 * the file in a web stream (undici's ReadableStreamFrom) that throws ERR_INVALID_STATE "ReadableStream is already
 * closed" outside any promise when the browser leaves mid-file. An answer's headers may be immutable (a
 * `Response.redirect`, such as the 308 for a path starting with `//`): then the headers go on a copy.
 */
async function staticFiles(request, next) {
  const escaped = undecodablePathRequest(request)
  if (escaped) return app.fetch(escaped)
  const { pathname } = new URL(request.url)
  const files = pathname.startsWith('/assets/') ? hashedAssets : publicFiles
  const response = await (mayBeFile(pathname) ? files(request, next) : next())
  if (response.headers.has('x-content-type-options')) return response
  try {
    response.headers.set('x-content-type-options', 'nosniff')
    response.headers.set('x-frame-options', 'DENY')
    return response
  } catch {
    // Immutable headers: copied below.
  }
  const headers = new Headers(response.headers)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('x-frame-options', 'DENY')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Idle and half-open connections are closed (README, production): a connection has HTTP_HEADERS_TIMEOUT_MS to send
 * its request's headers (also a fresh one that sends nothing), HTTP_REQUEST_TIMEOUT_MS for the whole request, and
 * stays open HTTP_KEEP_ALIVE_TIMEOUT_MS between two requests. A proxy's upstream keep-alive must be shorter than the
 * last one. Responses (a chat stream) are not limited by these.
 */
const ms = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds`)
  return value
}
const headersTimeout = ms('HTTP_HEADERS_TIMEOUT_MS', 20_000)
const requestTimeout = Math.max(headersTimeout, ms('HTTP_REQUEST_TIMEOUT_MS', 60_000))
const keepAliveTimeout = ms('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000)

/**
 * A body stream closed twice (a browser that left mid-answer, a stream already closed by its reader) throws
 * ERR_INVALID_STATE from inside undici, outside any request's promise: one visitor's closed connection must not end
 * the server for everyone. Logged and survived; any other uncaught error still ends the process. The one known cause,
 * static files read as web streams, is gone (staticFiles above; tests/crash/online-safety.test.ts).
 */
process.on('uncaughtException', (error) => {
  if (error && error.code === 'ERR_INVALID_STATE') {
    console.error(`a response stream was closed twice (the client left): ${error.message}`)
    return
  }
  console.error(error)
  process.exit(1)
})

const server = serve({
  port: Number(process.env.PORT || 3000),
  hostname: process.env.HOST || '0.0.0.0',
  gracefulShutdown: true,
  silent: true,
  fetch: app.fetch,
  middleware: [staticFiles],
  // Node's http.createServer options; the expiry check runs often enough for the limits above to hold.
  node: {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout,
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  },
})
// Set on the server too: older Node versions take only some of these as createServer options.
Object.assign(server.node?.server ?? {}, { headersTimeout, requestTimeout, keepAliveTimeout })
await server.ready()
console.log(`Listening on ${server.url}`)
