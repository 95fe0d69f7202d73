/**
 * API messages in the request's locale (decision 25): the same bad request answers in Russian with the `locale`
 * cookie, in Chinese with Accept-Language, and in English without either; the CRMEB code never changes.
 */
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages } from '~/server/db/schema'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { useApiHarness } from './support/harness'

const api = useApiHarness()

const cookie = (locale: string) => ({ headers: { cookie: `locale=${locale}` } })
const language = (tag: string) => ({ headers: { 'accept-language': tag } })

async function answer(path: string, init: RequestInit = {}) {
  const { body } = await api.call<null>(path, init)
  return { code: body.code, message: body.message }
}

describe('API messages in the shopper locale', () => {
  it('names a field by its label and says its problem as a sentence in the locale, with the limit filled in', async () => {
    const path = `/api/front/product/list?keyword=${'a'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1)}`
    const limit = SEARCH_KEYWORD_MAX_LENGTH
    expect(await answer(path)).toEqual({ code: 400, message: `The search text must be at most ${limit} characters` })
    expect(await answer(path, cookie('ru'))).toEqual({
      code: 400,
      message: `Поле «поисковый запрос» должно быть не длиннее ${limit} символов`,
    })
    expect(await answer(path, language('zh-CN,zh;q=0.9,en;q=0.5'))).toEqual({
      code: 400,
      message: `搜索词不能超过 ${limit} 个字符`,
    })
    // The cookie (the storefront's language switch) wins over the browser's language.
    expect(await answer(path, { headers: { cookie: 'locale=ru', 'accept-language': 'zh-CN' } })).toMatchObject({
      message: expect.stringContaining('символов'),
    })
  })

  it('says a success in the locale too (the storefront toasts it)', async () => {
    const logout = async (locale?: string) => {
      const shopper = await api.createShopper(`toast-${locale ?? 'en'}@shop.example`)
      const { body } = await api.post<null>('/api/front/login/logout', undefined, {
        as: locale ? `${shopper.cookie}; locale=${locale}` : shopper,
      })
      return body.message
    }
    expect(await logout()).toBe('Logged out')
    expect(await logout('es')).toBe('Has cerrado sesión')
    expect(await logout('ru')).toBe('Вы вышли')
  })

  it('writes a code e-mail and SMS in the language of the shopper who asked for it', async () => {
    const mailed = async (to: string) =>
      (
        await api.handle.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, to))
          .orderBy(desc(outboxMessages.id))
          .limit(1)
      )[0]
    const sent = await api.call('/api/front/login/email/captcha', {
      method: 'POST',
      body: JSON.stringify('nuevo@shop.example'),
      headers: { 'content-type': 'application/json', cookie: 'locale=es', 'x-forwarded-for': '10.77.0.1' },
    })
    expect(sent.body.code).toBe(200)
    const mail = await mailed('nuevo@shop.example')
    expect(mail.subject).toBe('Tu código de verificación')
    expect(mail.body).toMatch(
      /^Tu código de verificación es \d{6}\.\n\nIntrodúcelo para terminar de crear tu cuenta\. Caduca en 5 minutos/,
    )
    const form = new FormData()
    form.set('phone', '9167770099')
    form.set('countryCode', '+7')
    await api.call('/api/front/login/sendCode', {
      method: 'POST',
      body: form,
      headers: { cookie: 'locale=ru', 'x-forwarded-for': '10.77.0.2' },
    })
    expect((await mailed('+7 9167770099')).body).toMatch(/^Ваш код \d{6}\. Он действует 5 минут\.$/)
  })

  it('answers a schema without its own message, a missing login and an unknown API in the locale', async () => {
    expect(await answer('/api/front/index/product?page=x', cookie('ru'))).toEqual({
      code: 400,
      message: 'Поле «номер страницы» должно быть целым числом не меньше 1',
    })
    expect(await answer('/api/front/cart/list', cookie('ru'))).toEqual({ code: 401, message: 'Войдите в аккаунт' })
    expect(await answer('/api/front/cart/list', language('zh'))).toEqual({ code: 401, message: '请先登录' })
    expect(await answer('/api/front/cart/list')).toEqual({ code: 401, message: 'Please log in' })
    expect(await answer('/api/front/nothing-here', cookie('ru'))).toEqual({
      code: 404,
      message: 'Нет такого API: GET /api/front/nothing-here',
    })
    expect(await answer('/api/front/nothing-here', language('fr'))).toEqual({
      code: 404,
      message: 'API inexistante : GET /api/front/nothing-here',
    })
  })

  it('refuses hostile input before any handler, in the locale', async () => {
    expect(await answer('/api/front/product/list?%ff=1', cookie('ru'))).toEqual({
      code: 400,
      message: 'Строка запроса: не является корректным UTF-8 в процентной кодировке',
    })
    expect(await answer('/api/front/product/list?%ff=1')).toEqual({
      code: 400,
      message: 'The query string is not valid percent-encoded UTF-8',
    })
  })

  it('answers a signed-in shopper in the locale of the cookie beside the session', async () => {
    const shopper = await api.createShopper('messages-ru@example.com')
    const refused = await api.post<null>('/api/front/address/edit', {}, { as: `${shopper.cookie}; locale=ru` })
    expect(refused.body.code).toBe(400)
    expect(refused.body.message).toMatch(/[\u0400-\u04ff]/)
    const english = await api.post<null>('/api/front/address/edit', {}, { as: shopper })
    expect(english.body.message).toMatch(/^[\x20-\x7e]+$/)
  })
})
