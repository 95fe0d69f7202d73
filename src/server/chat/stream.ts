/**
 * GET /api/front/chat/stream?conversationId=… (text/event-stream): the conversation's new messages as they arrive.
 * Each message is one `message` event whose `id` is the message id, so a reconnecting EventSource sends
 * `Last-Event-ID` and gets everything after it (nothing lost). A comment line every HEARTBEAT_MS keeps proxies
 * from closing an idle stream; after MAX_STREAM_MS the server ends it and the browser reconnects.
 * The session is asked again before every delivery and every SESSION_CHECK_MS: a logout or a revoked session (on any
 * app server: sessions live in the database) ends the stream, and the browser's reconnect then meets "please log in".
 */
import { CHAT_MESSAGE_EVENT } from '~/contract'
import type { DbOrTx } from '../db/client'
import { logger } from '../logger'
import { watchConversation } from './notifier'
import { messageOut, messagesAfter } from './service'

const HEARTBEAT_MS = 15_000
const MAX_STREAM_MS = 10 * 60_000
const RETRY_MS = 2000
const SESSION_CHECK_MS = Math.max(100, Number(process.env.CHAT_SESSION_CHECK_MS) || 5000)

export interface StreamSession {
  /** Whether the session that opened the stream is still signed in (asked before deliveries and on a timer). */
  stillSignedIn: () => Promise<boolean>
  /** Called once when the stream ends, however it ends. */
  onClose?: () => void
}

export function chatStream(
  db: DbOrTx,
  conversationId: number,
  lastId: number,
  abs: (path: string) => string,
  signal: AbortSignal,
  session: StreamSession,
): Response {
  const encoder = new TextEncoder()
  let cleanup = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let cursor = lastId
      let closed = false
      let running = false
      let again = false
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      /** False (and the stream ended) once the session is gone; a failed look keeps the stream (the database may be down). */
      const signedIn = async () => {
        try {
          if (await session.stillSignedIn()) return true
        } catch (error) {
          logger.warn(`chat stream ${conversationId}: session check failed: ${(error as Error).message}`)
          return true
        }
        send(': session ended\n\n')
        cleanup()
        return false
      }
      // One flush at a time; a wake during a flush runs one more afterwards.
      const flush = async () => {
        if (running) {
          again = true
          return
        }
        running = true
        try {
          do {
            again = false
            const rows = await messagesAfter(db, conversationId, cursor)
            if (rows.length > 0 && !(await signedIn())) return
            for (const row of rows) {
              send(`id: ${row.id}\nevent: ${CHAT_MESSAGE_EVENT}\ndata: ${JSON.stringify(messageOut(row, abs))}\n\n`)
              cursor = row.id
            }
            if (rows.length === 200) again = true
          } while (again && !closed)
        } catch (error) {
          logger.warn(`chat stream ${conversationId}: ${(error as Error).message}`)
        } finally {
          running = false
        }
      }
      const unwatch = watchConversation(db, conversationId, () => void flush())
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS)
      const sessionCheck = setInterval(() => void signedIn(), SESSION_CHECK_MS)
      const end = setTimeout(() => cleanup(), MAX_STREAM_MS)
      cleanup = () => {
        if (closed) return
        closed = true
        unwatch()
        clearInterval(heartbeat)
        clearInterval(sessionCheck)
        clearTimeout(end)
        session.onClose?.()
        signal.removeEventListener('abort', cleanup)
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }
      signal.addEventListener('abort', cleanup)
      send(`retry: ${RETRY_MS}\n: connected\n\n`)
      void flush()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  })
}
