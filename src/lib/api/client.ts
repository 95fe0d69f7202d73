/**
 * The one API client (ofetch), shared by SSR and the browser.
 * - Sends `Form-type: pc`; the browser's HttpOnly token cookie rides along same-origin, and SSR calls the
 *   gateway in-process with the incoming request's cookie (no loopback HTTP).
 * - Resolves with the envelope's `data` on code 200, otherwise rejects with ApiError. In the browser a failure
 *   is toasted (server message or the spec's fallback) and session-end codes call `onSessionEnd`.
 */
import { ofetch, type $Fetch } from 'ofetch'
import { type ApiBodyOfPath, type ApiBodyPath, type Envelope, isSessionEnd } from '~/contract'
import { ApiError } from './errors'

export interface ApiHooks {
  /** Show an error toast: the server message, or the fallback text for the code when it is empty. */
  notifyError(code: number, serverMessage: string): void
  /** Codes 401 and 41000x: forget the session and ask the user to sign in. */
  onSessionEnd(serverMessage: string): void
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | null | undefined>
  /** Do not toast failures (the caller handles them). Session-end handling is skipped too. */
  silent?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}

/**
 * A POST's path and body: a path the contract lists in `ApiBodies` takes exactly that route's body; any other path
 * sends no body, or a file upload's FormData.
 */
export type PostArgs =
  | { [P in ApiBodyPath]: [path: P, body: ApiBodyOfPath<P>, opts?: CallOptions] }[ApiBodyPath]
  | [path: string, body?: FormData, opts?: CallOptions]

/**
 * A GET answered without HTTP (SSR, decision 69): the envelope as the API built it, not written as JSON and read
 * back. `headers` are the client's own with the call's on top; `query` has no empty values.
 */
type DirectGet = (
  path: string,
  query: Record<string, string | number | boolean> | undefined,
  headers: Record<string, string>,
) => Promise<Envelope<unknown>>

const noopHooks: ApiHooks = { notifyError() {}, onSessionEnd() {} }
const CLIENT_HEADERS = { 'Form-type': 'pc', Accept: 'application/json, text/plain, */*' }

export function createApiClient(
  options: { fetch?: typeof fetch; directGet?: DirectGet; baseURL?: string; hooks?: ApiHooks } = {},
) {
  let hooks = options.hooks ?? noopHooks
  // Bumped at every login: a session-end answer to a request sent before it belongs to the old session and must
  // not end the new one (e.g. a slow call that started with the expired token).
  let sessionEpoch = 0
  const raw: $Fetch = ofetch.create(
    {
      baseURL: options.baseURL ?? '',
      headers: CLIENT_HEADERS,
      retry: 0,
      timeout: 20_000,
    },
    options.fetch ? { fetch: options.fetch } : {},
  )

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    opts: CallOptions = {},
  ): Promise<Envelope<T>> {
    const epoch = sessionEpoch
    const query = opts.query ? dropEmpty(opts.query) : undefined
    let envelope: Envelope<T>
    try {
      envelope =
        method === 'GET' && options.directGet
          ? ((await options.directGet(path, query, { ...CLIENT_HEADERS, ...opts.headers })) as Envelope<T>)
          : await raw<Envelope<T>>(path, {
              method,
              body: body as BodyInit | Record<string, unknown> | undefined,
              query,
              signal: opts.signal,
              headers: opts.headers,
              credentials: 'same-origin',
            })
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error
      const failure = new ApiError(500, '', path)
      if (!opts.silent) hooks.notifyError(500, '')
      throw failure
    }
    if (envelope?.code === 200) return envelope
    const code = typeof envelope?.code === 'number' ? envelope.code : 500
    const message = envelope?.message ?? ''
    const failure = new ApiError(code, message, path, envelope?.data ?? null)
    if (!opts.silent) {
      if (isSessionEnd(code)) {
        if (epoch === sessionEpoch) hooks.onSessionEnd(message)
      } else hooks.notifyError(code, message)
    }
    throw failure
  }

  return {
    get: async <T>(path: string, opts?: CallOptions) => (await call<T>('GET', path, undefined, opts)).data,
    post: async <T>(...[path, body, opts]: PostArgs) => (await call<T>('POST', path, body, opts)).data,
    /** For actions whose success message is shown to the user (docs/api.md §1.4 (#ref-1-4)): resolves `{ data, message }`. */
    postForMessage: async <T>(...[path, body, opts]: PostArgs) => {
      const envelope = await call<T>('POST', path, body, opts)
      return { data: envelope.data, message: envelope.message ?? '' }
    },
    /** A new session started (login): session-end answers to earlier requests are ignored from now on. */
    newSession() {
      sessionEpoch++
    },
    /** The UI registers toasts and the session-end handler once, at start-up in the browser. */
    setHooks(next: ApiHooks) {
      hooks = next
    },
  }
}

function dropEmpty(query: NonNullable<CallOptions['query']>) {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) out[key] = value
  return out
}
