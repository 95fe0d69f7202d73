/**
 * The CRMEB envelope (its shape: `Envelope` in src/contract): every answer is HTTP 200 with `{ code, message, data }`;
 * the business code lives inside. Handlers throw ApiError for any non-200 outcome; the app turns it into an envelope.
 */
import type { Context } from 'hono'
import type { ApiAnswer, ApiRoute, Envelope } from '~/contract'
import { localeOf } from '../i18n/localized'
import type { AppContext } from './context'
import { answerWith } from './handover'
import { english, type MessageValues, translate, type ServerMessage } from './messages'

/**
 * `text` is a marked message (src/server/http/messages.ts), translated into the request's locale when the envelope
 * is written; `message` is its English text, for logs and the operator CLI.
 */
export class ApiError extends Error {
  readonly text: ServerMessage
  /** What the refusal carries besides its message (null for most; `{ imageCaptcha: true }` asks for the picture). */
  data: Record<string, unknown> | null = null
  constructor(
    public readonly code: number,
    id: string,
    values?: MessageValues,
  ) {
    const text = values ? { id, values } : { id }
    super(english(text))
    this.text = text
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string, values?: MessageValues) => new ApiError(400, message, values)
export const notFound = (message = /*i18n*/ 'Data not found', values?: MessageValues) =>
  new ApiError(404, message, values)
export const forbidden = (message = /*i18n*/ 'No permission', values?: MessageValues) =>
  new ApiError(403, message, values)
export const unauthorized = (message = /*i18n*/ 'Please log in', values?: MessageValues) =>
  new ApiError(401, message, values)

/**
 * A success: `route` ("METHOD /api/…", as the route is registered) names the answer's shape in the contract's
 * `ApiAnswers`, so the type checker compares `data` with what the storefront reads (tests/api/contract-routes.test.ts
 * fails on a handler that answers without it).
 */
export function ok<R extends ApiRoute>(c: Context, _route: R, data: ApiAnswer<R>, message = 'success') {
  return answerWith(c, { code: 200, message, data } satisfies Envelope<ApiAnswer<R>>)
}

/**
 * A success whose message the shopper reads (the storefront toasts it): a marked message, translated into the
 * request's locale like every refusal (decision 25). `ok(c, data)` stays for answers with no words.
 */
export async function okSaying<R extends ApiRoute>(
  c: AppContext,
  route: R,
  data: ApiAnswer<R>,
  message: string,
  values?: MessageValues,
) {
  return ok(c, route, data, await translate(values ? { id: message, values } : { id: message }, localeOf(c)))
}

export function failure(c: Context, code: number, message: string, data: Record<string, unknown> | null = null) {
  // A failure (a database that is down, a bad request) is never kept by a cache, whatever the path's policy.
  c.header('cache-control', 'no-store')
  return c.json({ code, message, data } satisfies Envelope<Record<string, unknown> | null>)
}
