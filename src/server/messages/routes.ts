import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context'
import { notFound, ok } from '../http/envelope'
import { limitQuery, query } from '../http/validate'
import { outboxBrowserHash } from './browser'
import { readOutbox } from './outbox'
import { outboxEnabled } from './sender'

const OutboxQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  limit: v.optional(limitQuery, '20'),
})

/**
 * Development only: exists while the outbox sender is on (MESSAGE_SENDER=outbox), otherwise answers 404.
 * Answers only the messages bound to the requesting browser's `outbox` cookie; without one, an empty list.
 */
export const messageRoutes = new Hono<AppEnv>().get('/front/dev/outbox', async (c) => {
  if (!outboxEnabled()) throw notFound(/*i18n*/ 'Not found')
  const input = query(c, OutboxQuery)
  const to = input.to ? (input.to.includes('@') ? input.to.toLowerCase() : input.to) : undefined
  return ok(c, 'GET /api/front/dev/outbox', await readOutbox(c.get('db'), outboxBrowserHash(c), to, input.limit))
})
