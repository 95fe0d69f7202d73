/**
 * In-process answers (decision 69): a page render's GET calls (src/lib/api/server-transport.ts) take the envelope the
 * handler built as it is, without writing it as JSON and reading it back. The call runs in its own slot; `ok` puts
 * the envelope there and answers with an empty JSON response, which the gateway passes through unchanged. Anything
 * that is not `ok` (a failure, a kept shared answer, an HTTP caller) still answers with a JSON body, and a response with
 * a body is always the answer. The page owns what it is handed: an answer kept beyond its request (the user centre's
 * menu) is copied when read, never handed over as one object to many pages.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Context } from 'hono'
import type { Envelope } from '~/contract'

interface Slot {
  envelope?: Envelope<unknown>
}

const slots = new AsyncLocalStorage<Slot>()

/** Runs one in-process call; `envelope` is the answer handed over by `ok`, when it is the response's. */
export async function callInProcess(
  call: () => Promise<Response>,
): Promise<{ response: Response; envelope: Envelope<unknown> | undefined }> {
  const slot: Slot = {}
  const response = await slots.run(slot, call)
  return { response, envelope: response.body === null ? slot.envelope : undefined }
}

/** `ok`'s answer: handed over to an in-process GET call, written as JSON for everyone else. */
export function answerWith(c: Context, envelope: Envelope<unknown>): Response {
  const slot = slots.getStore()
  if (!slot || c.req.method !== 'GET') return c.json(envelope)
  slot.envelope = envelope
  return c.body(null, 200, { 'content-type': 'application/json' })
}

/**
 * A kept answer's text (the shared reads, decision 16): an in-process GET call is handed it parsed, a fresh object per
 * call, without the text made into bytes and read back as a body (decision 104); everyone else gets the text.
 */
export function keptAnswer(method: string, body: string, headers: [string, string][]): Response {
  const slot = slots.getStore()
  if (!slot || method !== 'GET') return new Response(body, { status: 200, headers })
  slot.envelope = JSON.parse(body) as Envelope<unknown>
  return new Response(null, { status: 200, headers })
}

/** What a successful response answers, for middleware that reads it (read only: it may be the page's own object). */
export async function answerOf(response: Response): Promise<unknown> {
  const slot = slots.getStore()
  if (response.body === null && slot?.envelope) return slot.envelope
  return response.clone().json()
}

/** A handed-over answer written as JSON (a shared answer kept for HTTP callers), or the response's own body. */
export async function answerText(response: Response): Promise<string> {
  const slot = slots.getStore()
  if (response.body === null && slot?.envelope) return JSON.stringify(slot.envelope)
  return response.clone().text()
}
