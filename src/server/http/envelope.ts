/**
 * The CRMEB envelope (its shape: `Envelope` in src/contract): every answer is HTTP 200 with `{ code, message, data }`;
 * the business code lives inside. Handlers throw ApiError for any non-200 outcome; the app turns it into an envelope.
 */
import type { Context } from 'hono'
import type { Envelope } from '~/contract'

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const notFound = (message = 'Data not found') => new ApiError(404, message)
export const forbidden = (message = 'No permission') => new ApiError(403, message)
export const unauthorized = (message = 'Please log in') => new ApiError(401, message)

export function ok<T>(c: Context, data: T, message = 'success') {
  return c.json({ code: 200, message, data } satisfies Envelope<T>)
}

export function failure(c: Context, code: number, message: string) {
  // A failure (a database that is down, a bad request) is never kept by a cache, whatever the path's policy.
  c.header('cache-control', 'no-store')
  return c.json({ code, message, data: null } satisfies Envelope<null>)
}
