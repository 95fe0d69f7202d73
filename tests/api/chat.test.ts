// @database-sensitive: processes: the reply stream in-process on PGlite, across processes on PostgreSQL
/**
 * Support chat (decision 0021): conversations per shopper and merchant, sending and paging, validation, the rate
 * limit, and the SSE stream that delivers an operator's reply: in-process on PGlite, and on PostgreSQL from the
 * operator CLI run as another process (the cross-server path: the stream's poller sees the conversation move).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { CHAT_MESSAGES_PER_MINUTE, CHAT_TEXT_MAX, type ChatConversation, type ChatMessage } from '~/contract'
import { resetConfig } from '../../app.config'
import { createApi } from '~/server/app'
import { handleGatewayRequest } from '~/server/gateway'
import { runOpsCommand } from '~/server/ops/commands'
import { tinyPng } from './support/idor-owner'
import { ORIGIN, type Shopper, useApiHarness } from './support/harness'

const run = promisify(execFile)
const api = useApiHarness()
const dataRoot = mkdtempSync(path.join(tmpdir(), 'chat-test-'))
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }))

let n = 0
const shopper = () => api.createShopper(`chat-${Date.now()}-${n++}@mail.example`)
const open = async (who: Shopper, merId?: number) => {
  const { body } = await api.post<ChatConversation>('/api/front/chat/conversation', { merId: merId ?? 0 }, { as: who })
  expect(body.code, body.message).toBe(200)
  return body.data
}
const send = (who: Shopper, conversationId: number, content: string, type?: 'text' | 'image') =>
  api.post<ChatMessage>('/api/front/chat/send', { conversationId, content, ...(type ? { type } : {}) }, { as: who })

async function uploadChatImage(who: Shopper) {
  const form = new FormData()
  form.append('multipart', new File([tinyPng() as BlobPart], 'chat.png', { type: 'image/png' }))
  const { body } = await api.call<{ url: string }>('/api/front/upload/image?model=chat', {
    method: 'POST',
    body: form,
    headers: { cookie: who.cookie },
  })
  expect(body.code, body.message).toBe(200)
  return new URL(body.data.url).pathname
}

/** Opens the stream through the gateway without reading its body (the harness's `call` reads it to the end). */
function stream(who: Shopper, query: string, headers: Record<string, string> = {}) {
  const app = createApi({ getDb: async () => api.handle.db })
  return handleGatewayRequest(
    new Request(`${ORIGIN}/api/front/chat/stream?${query}`, {
      headers: { cookie: who.cookie, 'form-type': 'pc', ...headers },
    }),
    app,
  )
}

/** Reads SSE events from a stream response until `count` message events came (or the time runs out). */
async function readEvents(response: Response, count: number, timeoutMs = 20_000) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const events: { id: string; data: ChatMessage }[] = []
  let buffer = ''
  let raw = ''
  const deadline = Date.now() + timeoutMs
  try {
    while (events.length < count && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
      ])
      if (!chunk || chunk.done) break
      const text = decoder.decode(chunk.value, { stream: true })
      raw += text
      buffer += text
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const id = /^id: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (id && data) events.push({ id, data: JSON.parse(data) as ChatMessage })
      }
    }
  } finally {
    await reader.cancel()
  }
  return { events, raw }
}

describe('support chat', () => {
  it('opens one conversation per shopper and merchant, sends and pages messages', async () => {
    const a = await shopper()
    const platform = await open(a)
    expect(platform).toMatchObject({ merId: 0, merName: '' })
    expect((await open(a, 0)).id).toBe(platform.id)
    const store = await open(a, 1)
    expect(store.id).not.toBe(platform.id)
    expect(store.merName).not.toBe('')
    const { body: missing } = await api.post('/api/front/chat/conversation', { merId: 999999 }, { as: a })
    expect(missing.code).toBe(404)
    for (const merId of [-1, 'x', null, 1.5])
      expect((await api.post('/api/front/chat/conversation', { merId }, { as: a })).body.code).toBe(400)
    expect((await api.post('/api/front/chat/conversation', {}, { as: a })).body.code).toBe(400)

    for (const text of ['Hello', '  Is it in stock?  ', '😀'])
      expect((await send(a, platform.id, text)).body.code).toBe(200)
    const { body: page1 } = await api.get<{ list: ChatMessage[]; total: number }>(
      `/api/front/chat/messages?conversationId=${platform.id}&limit=2`,
      { as: a },
    )
    expect(page1.data.total).toBe(3)
    expect(page1.data.list.map((m) => m.content)).toEqual(['Is it in stock?', '😀'])
    expect(page1.data.list[0]).toMatchObject({ sender: 'user', type: 'text', conversationId: platform.id })
    const { body: page2 } = await api.get<{ list: ChatMessage[] }>(
      `/api/front/chat/messages?conversationId=${platform.id}&limit=2&page=2`,
      { as: a },
    )
    expect(page2.data.list.map((m) => m.content)).toEqual(['Hello'])
  })

  it('answers "not found" for another shopper’s conversation and a guest must log in', async () => {
    const a = await shopper()
    const b = await shopper()
    const { id } = await open(a)
    await send(a, id, 'private words')
    expect((await api.get(`/api/front/chat/messages?conversationId=${id}`, { as: b })).body.code).toBe(404)
    expect((await send(b, id, 'hi')).body.code).toBe(404)
    expect((await api.get(`/api/front/chat/stream?conversationId=${id}`, { as: b })).body.code).toBe(404)
    expect((await api.post('/api/front/chat/conversation', { merId: 0 })).body.code).toBe(401)
    const { body } = await api.get<{ total: number }>(`/api/front/chat/messages?conversationId=${id}`, { as: a })
    expect(body.data.total).toBe(1)
  })

  it('refuses empty, too long and malformed messages, and images that are not the sender’s', async () => {
    const a = await shopper()
    const b = await shopper()
    const { id } = await open(a)
    for (const content of ['', '   ', 'x'.repeat(CHAT_TEXT_MAX + 1)]) {
      const { body } = await send(a, id, content)
      expect(body.code, content.slice(0, 10)).toBe(400)
      expect(body.message).toMatch(/^(Please type a message|The message )/)
    }
    expect(
      (await api.post('/api/front/chat/send', { conversationId: id, type: 'video', content: 'x' }, { as: a })).body
        .code,
    ).toBe(400)
    expect((await api.post('/api/front/chat/send', { conversationId: 'abc', content: 'x' }, { as: a })).body.code).toBe(
      400,
    )
    const theirs = await uploadChatImage(b)
    expect((await send(a, id, theirs, 'image')).body.code).toBe(400)
    expect((await send(a, id, '/media/uploads/2026/01/nothingnothingnothing.png', 'image')).body.code).toBe(400)
    const mine = await uploadChatImage(a)
    const { body: sent } = await send(a, id, mine, 'image')
    expect(sent.code, sent.message).toBe(200)
    expect(sent.data.type).toBe('image')
    expect(new URL(sent.data.content).pathname).toBe(mine)
    const { body } = await api.get<{ total: number }>(`/api/front/chat/messages?conversationId=${id}`, { as: a })
    expect(body.data.total).toBe(1)
  })

  it('rate-limits a shopper’s messages', async () => {
    const a = await shopper()
    const { id } = await open(a)
    const codes: number[] = []
    for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i++) codes.push((await send(a, id, `m${i}`)).body.code)
    // A minute window may roll over during the loop; the limit is then reached in the next one.
    if (!codes.includes(400))
      for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i++) codes.push((await send(a, id, `n${i}`)).body.code)
    const refused = codes.indexOf(400)
    expect(refused).toBeGreaterThan(0)
    const { body } = await send(a, id, 'once more')
    expect(body.code).toBe(400)
    expect(body.message).toMatch(/Too many messages/)
  })

  it('streams new messages with ids, resumes after Last-Event-ID and delivers an operator reply', async () => {
    const a = await shopper()
    const { id } = await open(a)
    const first = (await send(a, id, 'first')).body.data
    const second = (await send(a, id, 'second')).body.data

    // A reconnect with Last-Event-ID gets only what came after it.
    const resumed = await stream(a, `conversationId=${id}`, { 'last-event-id': String(first.id) })
    expect(resumed.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(resumed.headers.get('cache-control')).toMatch(/no-store/)
    const caught = await readEvents(resumed, 1, 5000)
    expect(caught.events.map((e) => e.data.content)).toEqual(['second'])
    expect(caught.events[0].id).toBe(String(second.id))
    expect(caught.raw).toMatch(/^retry: \d+/m)

    const live = await stream(a, `conversationId=${id}&lastEventId=${second.id}`)
    // Waits as long as the operator CLI's cold start may take on a busy machine; it returns on the first event.
    const reading = readEvents(live, 1, 100_000)
    await new Promise((r) => setTimeout(r, 300))
    if (process.env.TEST_DATABASE === 'postgres') {
      // The operator CLI as another process on the same database (as `npm run ops` starts it, decision 113): only the
      // stream's poller can notice it.
      const url = api.databaseUrl
      expect(url, 'the PostgreSQL URL of the harness').toBeTruthy()
      await run(process.execPath, ['scripts/ops-cli.mjs', 'chat-reply', String(id), '--text', 'Operator here'], {
        env: {
          ...process.env,
          DATABASE_URL: url!,
          DATA_DIR: path.join(dataRoot, 'pglite'),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        timeout: 90_000,
      })
    } else {
      await runOpsCommand(api.handle.db, { command: 'chat-reply', conversationId: id, text: 'Operator here' })
    }
    const { events } = await reading
    expect(events.map((e) => [e.data.sender, e.data.content])).toEqual([['operator', 'Operator here']])

    const list = (await runOpsCommand(api.handle.db, { command: 'chat-list', limit: 500 })) as {
      conversationId: number
      lastMessage: string
    }[]
    expect(list.find((c) => c.conversationId === id)?.lastMessage).toBe('Operator here')
    await expect(
      runOpsCommand(api.handle.db, { command: 'chat-reply', conversationId: 99_999_999, text: 'x' }),
    ).rejects.toThrow(/No conversation/)
  }, 120_000)

  // Round two, finding 10: an open stream kept delivering for up to 10 minutes after logout.
  it('ends an open stream when its session ends, and delivers nothing after the logout', async () => {
    const a = await shopper()
    const { id } = await open(a)
    const live = await stream(a, `conversationId=${id}`)
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/)
    // A second stream, on a conversation that gets no message: only the periodic session check can end it.
    const quiet = await stream(a, `conversationId=${(await open(a, 1)).id}`)
    const quietEnded = (async () => {
      const quietReader = quiet.body!.getReader()
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const chunk = await Promise.race([
          quietReader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ])
        if (chunk?.done) return Date.now()
      }
      await quietReader.cancel()
      return -1
    })()
    const reader = live.body!.getReader()
    const decoder = new TextDecoder()
    let raw = ''
    const started = Date.now()
    const reading = (async () => {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) return Date.now() - started
        raw += decoder.decode(chunk.value, { stream: true })
      }
    })()
    const out = await api.call('/api/front/login/logout', {
      method: 'POST',
      headers: { cookie: a.cookie, origin: ORIGIN },
    })
    expect(out.body.code).toBe(200)
    // A reply written right after the logout must not reach the signed-out stream.
    await runOpsCommand(api.handle.db, { command: 'chat-reply', conversationId: id, text: 'after logout' })
    const endedAfter = await Promise.race([reading, new Promise<number>((r) => setTimeout(() => r(-1), 12_000))])
    if (endedAfter < 0) await reader.cancel()
    expect(endedAfter, 'the stream must end within seconds of the logout').toBeGreaterThanOrEqual(0)
    expect(endedAfter).toBeLessThan(10_000)
    expect(raw).not.toContain('after logout')
    const quietAt = await quietEnded
    expect(quietAt, 'the quiet stream must end by the periodic session check').toBeGreaterThan(0)
    expect(quietAt - started).toBeLessThan(10_000)
    // Its reconnect is refused: the session is gone.
    expect((await api.get(`/api/front/chat/stream?conversationId=${id}`, { as: a })).body.code).toBe(401)
  }, 30_000)

  it('caps open streams per account and per address with a clear refusal; a closed stream frees its place', async () => {
    process.env.CHAT_STREAMS_PER_ACCOUNT = '2'
    process.env.CHAT_STREAMS_PER_ADDRESS = '3'
    resetConfig()
    const held: Response[] = []
    try {
      const a = await shopper()
      const b = await shopper()
      const [ca, cb] = [(await open(a)).id, (await open(b)).id]
      const from = (ip: string) => ({ 'x-forwarded-for': ip })
      for (let i = 0; i < 2; i++) held.push(await stream(a, `conversationId=${ca}`, from(`198.51.100.${i + 1}`)))
      expect(held.map((r) => r.headers.get('content-type'))).toEqual(
        Array(2).fill(expect.stringMatching(/^text\/event-stream/)),
      )
      // A third for the same account, from a fresh address: refused.
      const third = await stream(a, `conversationId=${ca}`, from('198.51.100.9'))
      const refusal = (await third.json()) as { code: number; message: string }
      expect(refusal).toMatchObject({ code: 400, message: 'Too many chat windows are open. Close one and try again.' })
      // In the shopper's language.
      const ru = await stream(a, `conversationId=${ca}`, { ...from('198.51.100.9'), cookie: `${a.cookie}; locale=ru` })
      expect(((await ru.json()) as { message: string }).message).not.toBe(refusal.message)
      // Per address: b's streams from one address, beside one of a's already there.
      held.push(await stream(b, `conversationId=${cb}`, from('198.51.100.1')))
      held.push(await stream(b, `conversationId=${cb}`, from('198.51.100.1')))
      expect(held[3].headers.get('content-type')).toMatch(/^text\/event-stream/)
      const overAddress = await stream(b, `conversationId=${cb}`, from('198.51.100.1'))
      expect(((await overAddress.json()) as { code: number }).code).toBe(400)
      // Closing one frees its place.
      await held.shift()!.body!.cancel()
      const again = await stream(a, `conversationId=${ca}`, from('198.51.100.7'))
      expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/)
      held.push(again)
    } finally {
      for (const response of held) await response.body?.cancel().catch(() => {})
      delete process.env.CHAT_STREAMS_PER_ACCOUNT
      delete process.env.CHAT_STREAMS_PER_ADDRESS
      resetConfig()
    }
  })
})
