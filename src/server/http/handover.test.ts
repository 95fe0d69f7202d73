/** In-process answers (decision 69): a page's GET is handed the envelope as built; everything else is JSON as before. */
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiError, failure, ok } from './envelope'
import { answerOf, answerText, callInProcess, keptAnswer } from './handover'

function app() {
  const made: { count: number }[] = []
  const hono = new Hono()
    .get('/count', (c) => {
      const data = { count: 3 }
      made.push(data)
      return ok(c, 'GET /api/front/cart/count', data)
    })
    .post('/count', (c) => ok(c, 'GET /api/front/cart/count', { count: 4 }))
    .get('/refused', () => {
      throw new ApiError(400, 'No')
    })
  hono.onError((error, c) => failure(c, (error as ApiError).code, error.message))
  return { hono, made }
}

describe('in-process answers', () => {
  it('hands a GET the very envelope the handler built, with an empty body', async () => {
    const { hono, made } = app()
    const { response, envelope } = await callInProcess(async () => hono.fetch(new Request('http://shop.test/count')))
    expect(response.body).toBeNull()
    expect(envelope).toEqual({ code: 200, message: 'success', data: { count: 3 } })
    expect(envelope?.data).toBe(made[0])
  })

  it('writes JSON outside an in-process call, for a POST, and for a failure', async () => {
    const { hono } = app()
    const http = await hono.fetch(new Request('http://shop.test/count'))
    expect(await http.json()).toEqual({ code: 200, message: 'success', data: { count: 3 } })
    const post = await callInProcess(async () => hono.fetch(new Request('http://shop.test/count', { method: 'POST' })))
    expect(post.envelope).toBeUndefined()
    expect(await post.response.json()).toMatchObject({ code: 200, data: { count: 4 } })
    const refused = await callInProcess(async () => hono.fetch(new Request('http://shop.test/refused')))
    expect(refused.envelope).toBeUndefined()
    expect(await refused.response.json()).toMatchObject({ code: 400, message: 'No' })
  })

  it('lets middleware read a handed-over answer as it would a written one', async () => {
    const { hono } = app()
    const read: unknown[] = []
    const outer = new Hono()
    outer.use('*', async (c, next) => {
      await next()
      read.push(await answerOf(c.res), await answerText(c.res))
    })
    outer.route('/', hono)
    const { envelope } = await callInProcess(async () => outer.fetch(new Request('http://shop.test/count')))
    expect(read[0]).toBe(envelope)
    expect(JSON.parse(read[1] as string)).toEqual(envelope)
    await outer.fetch(new Request('http://shop.test/count'))
    expect(read[2]).toEqual(envelope)
    expect(read[3]).toBe(JSON.stringify(envelope))
  })

  it('hands a kept answer to each in-process GET as its own fresh object, and as its text to everyone else', async () => {
    const kept = JSON.stringify({ code: 200, message: 'success', data: { tree: [{ id: 1 }] } })
    const hono = new Hono().get('/kept', (c) => keptAnswer(c.req.method, kept, [['content-type', 'application/json']]))
    const first = await callInProcess(async () => hono.fetch(new Request('http://shop.test/kept')))
    const second = await callInProcess(async () => hono.fetch(new Request('http://shop.test/kept')))
    expect(first.response.body).toBeNull()
    expect(first.envelope).toEqual(JSON.parse(kept))
    expect(second.envelope).toEqual(JSON.parse(kept))
    // One object is never handed to two pages (decision 69).
    expect(second.envelope).not.toBe(first.envelope)
    expect(second.envelope?.data).not.toBe(first.envelope?.data)
    const http = await hono.fetch(new Request('http://shop.test/kept'))
    expect(await http.text()).toBe(kept)
    expect(http.headers.get('content-type')).toBe('application/json')
  })
})
