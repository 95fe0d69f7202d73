/**
 * Support chat (docs/api.md "Support chat", an extension): open a conversation, page its messages, send, and the
 * SSE stream of new messages. Everything is the signed-in shopper's own; another shopper's conversation is "not found".
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { findSessionUser } from '../auth'
import { clientIp } from '../auth'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { idParam, idValue, jsonBody, pageQuery, query } from '../http/validate'
import { messagePage, openConversation, ownConversation, sendUserMessage } from './service'
import { chatStream } from './stream'
import { holdChatStream } from './stream-cap'

/** The store to talk to: 0 = the platform (a number, or digits as text). */
const OpenBody = v.object({
  merId: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], /*i18n*/ 'must be a store id (0 for the platform)'),
    v.transform(Number),
    v.integer(/*i18n*/ 'must be a store id (0 for the platform)'),
    v.minValue(0, /*i18n*/ 'must be a store id (0 for the platform)'),
    v.maxValue(2 ** 31 - 1, /*i18n*/ 'is too large'),
  ),
})
const MessagesQuery = v.object({ conversationId: idParam, ...pageQuery })
const StreamQuery = v.object({
  conversationId: idParam,
  lastEventId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
})
const SendBody = v.object({
  conversationId: idValue,
  type: v.optional(v.picklist(['text', 'image'], /*i18n*/ 'must be text or image'), 'text'),
  content: v.string(/*i18n*/ 'content: please type a message'),
})

export const chatRoutes = new Hono<AppEnv>()
  .post('/front/chat/conversation', async (c) => {
    const user = await requireUser(c)
    const { merId } = await jsonBody(c, 'POST /api/front/chat/conversation', OpenBody)
    return ok(c, 'POST /api/front/chat/conversation', await openConversation(c.get('db'), user.id, merId, absUrls(c)))
  })
  .get('/front/chat/messages', async (c) => {
    const input = query(c, MessagesQuery)
    const user = await requireUser(c)
    await ownConversation(c.get('db'), user.id, input.conversationId)
    return ok(
      c,
      'GET /api/front/chat/messages',
      await messagePage(c.get('db'), input.conversationId, input.page, input.limit, absUrls(c)),
    )
  })
  .post('/front/chat/send', async (c) => {
    const user = await requireUser(c)
    const body = await jsonBody(c, 'POST /api/front/chat/send', SendBody)
    const message = await sendUserMessage(
      c.get('db'),
      user.id,
      body.conversationId,
      { type: body.type, content: body.content },
      absUrls(c),
    )
    return ok(c, 'POST /api/front/chat/send', message)
  })
  .get('/front/chat/stream', async (c) => {
    const input = query(c, StreamQuery)
    const user = await requireUser(c)
    await ownConversation(c.get('db'), user.id, input.conversationId)
    const header = c.req.header('last-event-id')
    const lastId = header && /^\d{1,9}$/.test(header) ? Number(header) : (input.lastEventId ?? 0)
    const release = holdChatStream(user.id, clientIp(c))
    const db = c.get('db')
    const token = c.get('token')
    return chatStream(db, input.conversationId, lastId, absUrls(c), c.req.raw.signal, {
      // Sessions live in the database: a logout or a revocation on any server ends this stream.
      stillSignedIn: async () => token !== null && (await findSessionUser(db, token))?.id === user.id,
      onClose: release,
    })
  })
