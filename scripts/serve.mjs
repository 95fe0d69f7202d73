#!/usr/bin/env node
/**
 * Serves the production build on PORT (3000) and HOST (0.0.0.0): hashed files under /assets are cached for good
 * (their names change with their content), the other public files for a day, and everything else goes to the app,
 * which adds its own security headers. Files go out as the brotli or gzip copies the build made of them (decision 32).
 * `npm start`, the e2e suite and the crash gate all serve through this file.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const clientDir = resolve('dist/client')
const { default: app } = await import(pathToFileURL(resolve('dist/server/server.js')).href)

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
    return new Request(url, { method: request.method, headers: request.headers, body: hasBody ? request.body : undefined, duplex: 'half' })
  }
}

/** Static files get the same no-sniffing and framing rules as the app's answers. */
async function staticFiles(request, next) {
  const escaped = undecodablePathRequest(request)
  if (escaped) return app.fetch(escaped)
  const files = new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets : publicFiles
  const response = await files(request, next)
  if (!response.headers.has('x-content-type-options')) {
    response.headers.set('x-content-type-options', 'nosniff')
    response.headers.set('x-frame-options', 'DENY')
  }
  return response
}

const server = serve({
  port: Number(process.env.PORT || 3000),
  hostname: process.env.HOST || '0.0.0.0',
  gracefulShutdown: true,
  silent: true,
  fetch: app.fetch,
  middleware: [staticFiles],
})
await server.ready()
console.log(`Listening on ${server.url}`)
