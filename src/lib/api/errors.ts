/** Envelope codes and their fallback texts (docs/spec.md §8.1–§8.8 (#spec-8-1)). */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isSessionEnd } from '~/contract'

/** A non-200 envelope (or a transport failure, code 500). */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    /** The server's message; empty when it sent none. */
    public readonly serverMessage: string,
    public readonly path: string,
    /** The envelope's `data` (null for most refusals; `{ imageCaptcha: true }` asks for the picture). */
    public readonly data: unknown = null,
  ) {
    super(serverMessage || `API error ${code} on ${path}`)
    this.name = 'ApiError'
  }
  get isSessionEnd() {
    return isSessionEnd(this.code)
  }
}

/** What the toast says when the server sent no message. */
export function fallbackMessage(code: number): MessageDescriptor {
  switch (code) {
    case 400:
      return msg`Parameter validation failed`
    case 403:
      return msg`No relevant permissions`
    case 404:
      return msg`No relevant data found`
    case 500:
      return msg`System exception`
    default:
      return isSessionEnd(code) ? msg`Please sign in` : msg`System error`
  }
}
