/**
 * Catalogue texts in the request's locale (decision 24): the `locale` cookie, else Accept-Language; a text without a
 * French row (the store types) falls back to the default locale (English here). Shared reads never cross locales.
 */
import { describe, expect, it } from 'vitest'
import type { CategoryNode, OrderCoupon, OwnedCouponRow } from '~/contract'
import { checkoutFixtures } from './support/checkout-fixtures'
import { eq, sql } from 'drizzle-orm'
import { media, productReviews, products } from '~/server/db/schema'
import { ok, useApiHarness } from './support/harness'

const api = useApiHarness()

type Node = CategoryNode & { childList: Node[] }
const cookie = (locale: string) => ({ headers: { cookie: `locale=${locale}` } })
const language = (tag: string) => ({ headers: { 'accept-language': tag } })
const CYRILLIC = /[\u0400-\u04ff]/
const CJK = /[\u4e00-\u9fff]/
const THAI = /[\u0e01-\u0e5b]/
const LAO = /[\u0e81-\u0edf]/

/** The stored SVG of a seeded picture's URL. */
async function svgOf(url: string) {
  const key = new URL(url, 'http://shop.test').pathname.slice('/media/'.length)
  const [picture] = await api.handle.db.select({ bytes: media.bytes }).from(media).where(eq(media.key, key))
  return Buffer.from(picture.bytes, 'base64').toString('utf8')
}

const roots = async (init: RequestInit) =>
  (await api.call<Node[]>('/api/front/product/category', init)).body.data.map((r) => r.name)

describe('localized catalogue content', () => {
  it('names categories in the cookie locale or the Accept-Language, French and Thai included', async () => {
    expect(await roots(cookie('ru'))).toContain('Электроника')
    expect(await roots(language('ru-RU,ru;q=0.9,en;q=0.5'))).toContain('Электроника')
    expect(await roots(cookie('zh-CN'))).toContain('电子产品')
    expect(await roots(language('es'))).toContain('Electrónica')
    // The cookie wins over the header (the storefront's language switch).
    expect(await roots({ headers: { cookie: 'locale=es', 'accept-language': 'ru' } })).toContain('Electrónica')
    expect(await roots(cookie('fr'))).toContain('Électronique')
    expect(await roots(cookie('th'))).toContain('อิเล็กทรอนิกส์')
    expect(await roots({})).toContain('Electronics (电子产品)')
    const tree = (await api.call<Node[]>('/api/front/product/category', cookie('ru'))).body.data
    const leaves = tree.flatMap((r) => r.childList).flatMap((g) => g.childList)
    expect(leaves.map((l) => l.name)).toContain('Беспроводные наушники')
    expect(leaves.every((l) => CYRILLIC.test(l.name))).toBe(true)
  })

  it('gives each locale its own hot keyword list, French, Thai and Lao included', async () => {
    const titles = async (init: RequestInit) =>
      (await api.call<{ title: string }[]>('/api/front/search/keyword', init)).body.data.map((k) => k.title)
    const ru = await titles(cookie('ru'))
    expect(ru).toContain('наушники')
    expect(ru.every((t) => CYRILLIC.test(t))).toBe(true)
    const zh = await titles(language('zh-CN'))
    expect(zh).toContain('耳机')
    expect(zh.every((t) => CJK.test(t))).toBe(true)
    expect(await titles(cookie('es'))).toContain('auriculares')
    const en = await titles({})
    expect(en).toContain('earbuds')
    expect(en.every((t) => /^[\x20-\x7e]+$/.test(t))).toBe(true)
    expect(await titles(cookie('fr'))).toContain('écouteurs')
    expect((await titles(cookie('th'))).every((t) => THAI.test(t))).toBe(true)
    expect((await titles(language('lo'))).every((t) => LAO.test(t))).toBe(true)
  })

  it('titles home sections, featured tiles, store types, classifications and the menu in the locale', async () => {
    const sections = await api.call<{ name: string; productList: { storeName: string; title: string }[] }[]>(
      '/api/front/activity/index/list',
      cookie('ru'),
    )
    expect(sections.body.data.map((s) => s.name)).toEqual(['Рекомендуем вам', 'Горячие акции', 'Новинки'])
    expect(
      sections.body.data
        .flatMap((s) => s.productList)
        .every((p) => CYRILLIC.test(p.storeName) && CYRILLIC.test(p.title)),
    ).toBe(true)
    const activity = await api.call<{ name: string; instruction: string }>('/api/pc/activity/detail/1', cookie('ru'))
    expect(activity.body.data.name).toBe('Рекомендуем вам')
    const activityProducts = await api.call<{ list: { storeName: string }[] }>(
      '/api/front/activity/list/1?page=1&limit=10',
      cookie('ru'),
    )
    expect(activityProducts.body.data.list.length).toBeGreaterThan(0)
    expect(activityProducts.body.data.list.every((p) => CYRILLIC.test(p.storeName))).toBe(true)
    const street = await api.call<{ list: { proList: { storeName: string }[] }[] }>(
      '/api/front/merchant/street?page=1&limit=5',
      cookie('zh-CN'),
    )
    const showcase = street.body.data.list.flatMap((m) => m.proList)
    expect(showcase.length).toBeGreaterThan(0)
    expect(showcase.every((p) => CJK.test(p.storeName))).toBe(true)
    const tiles = await api.call<{ name: string }[]>('/api/front/product/adCategory', cookie('es'))
    expect(tiles.body.data.map((t) => t.name)).toContain('Auriculares inalámbricos')
    const types = await api.call<{ name: string; info: string }[]>('/api/front/merchant/all/type/list', cookie('zh-CN'))
    expect(types.body.data.map((t) => t.name)).toContain('平台自营')
    const frTypes = await api.call<{ name: string }[]>('/api/front/merchant/all/type/list', cookie('fr'))
    expect(frTypes.body.data.map((t) => t.name)).toContain('Vendu par la plateforme')
    const classes = await api.call<{ name: string }[]>('/api/front/merchant/all/category/list', language('ru'))
    expect(classes.body.data.every((c) => CYRILLIC.test(c.name))).toBe(true)
    const demo = await api.demoShopper()
    const menu = await api.get<{ routine_my_menus: { name: string }[] }>('/api/front/user/menu/user', {
      as: demo,
      headers: { 'accept-language': 'ru' },
    })
    expect(menu.body.data.routine_my_menus.map((m) => m.name)).toContain('Мои заказы')
  })

  it('answers product names, specs and guarantees in the locale, with SKU keys spelled the same way', async () => {
    type Detail = {
      productInfo: { storeName: string; storeInfo: string; content: string; unitName: string }
      productAttr: { attrName: string; attrValues: string }[]
      productValue: Record<string, { sku: string }>
      guaranteeList: { name: string; content: string }[]
    }
    const id = 1
    const ru = (await api.call<Detail>(`/api/front/product/detail/${id}`, cookie('ru'))).body.data
    const en = (await api.call<Detail>(`/api/front/product/detail/${id}`)).body.data
    expect(ru.productInfo.storeName).toMatch(CYRILLIC)
    expect(ru.productInfo.storeName).not.toBe(en.productInfo.storeName)
    expect(ru.productInfo.storeInfo).toMatch(CYRILLIC)
    expect(ru.productInfo.content).toMatch(CYRILLIC)
    expect(ru.productInfo.unitName).toMatch(CYRILLIC)
    expect(ru.guaranteeList.map((g) => g.name)).toEqual([
      'Защита покупателя',
      'Проверенные продавцы',
      'Безопасная оплата',
      'Отслеживаемая доставка',
    ])
    expect(en.guaranteeList[0].name).toBe('Buyer protection')
    expect(ru.productAttr.length).toBe(en.productAttr.length)
    for (const attr of ru.productAttr) expect(attr.attrName).toMatch(CYRILLIC)
    // Every combination of the shown values finds its SKU.
    expect(Object.keys(ru.productValue).length).toBe(Object.keys(en.productValue).length)
    const values = ru.productAttr.map((a) => a.attrValues.split(','))
    for (const key of Object.keys(ru.productValue)) {
      expect(ru.productValue[key].sku).toBe(key)
      key.split(',').forEach((value, n) => values[n] && expect(values[n]).toContain(value))
    }
    const zh = (await api.call<Detail>(`/api/front/product/detail/${id}`, language('zh-CN'))).body.data
    expect(zh.productInfo.storeName).toMatch(CJK)
    expect(zh.guaranteeList[0].name).toBe('买家保障')
    const fr = (await api.call<Detail>(`/api/front/product/detail/${id}`, cookie('fr'))).body.data
    expect(fr.productInfo.storeName).not.toBe(en.productInfo.storeName)
    expect(fr.productInfo.content).toContain('Caractéristiques')
    const lo = (await api.call<Detail>(`/api/front/product/detail/${id}`, cookie('lo'))).body.data
    expect(lo.productInfo.storeName).toMatch(/[\u0e80-\u0eff]/)
  })

  it('gives the bank-transfer instructions and the footer texts in the locale', async () => {
    const demo = await api.demoShopper()
    const pay = await api.get<{ bankTransfer: { instructions: string } }>('/api/front/pay/method', {
      as: `${demo.cookie}; locale=ru`,
    })
    expect(pay.body.data.bankTransfer.instructions).toMatch(/^Переведите сумму заказа/)
    const payEn = await api.get<{ bankTransfer: { instructions: string } }>('/api/front/pay/method', { as: demo })
    expect(payEn.body.data.bankTransfer.instructions).toMatch(/^Transfer the order amount/)
    const home = await api.call<{ copyright: string }>('/api/pc/home/index', language('es'))
    expect(home.body.data.copyright).toContain('Todos los derechos reservados')
  })

  it('names a store’s own categories in the locale', async () => {
    type Node = { name: string; childList: { name: string }[] }
    const names = async (merId: number, init: RequestInit) =>
      (await api.call<Node[]>(`/api/front/product/merchant/${merId}/category/list`, init)).body.data.flatMap((n) => [
        n.name,
        ...n.childList.map((c) => c.name),
      ])
    const merId = 4
    const en = await names(merId, {})
    expect(en.length).toBeGreaterThan(0)
    const ru = await names(merId, cookie('ru'))
    expect(ru.every((name) => CYRILLIC.test(name))).toBe(true)
    expect((await names(merId, language('zh-CN'))).every((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true)
    const fr = await names(merId, cookie('fr'))
    expect(fr).toContain('Meubles')
    expect(fr.filter((name) => en.includes(name))).toEqual([])
  })

  it('gives the privacy agreement in the locale, with the default text for French', async () => {
    const agreement = async (init: RequestInit) =>
      (await api.call<{ agreement: string }>('/api/front/login/method/info', init)).body.data.agreement
    expect(await agreement(cookie('ru'))).toMatch(/^<h2>Соглашение о конфиденциальности/)
    expect(await agreement(language('zh-CN'))).toContain('隐私协议')
    expect(await agreement(cookie('es'))).toContain('Acuerdo de privacidad')
    expect(await agreement(cookie('fr'))).toMatch(/^<h2>Crossborder Market privacy agreement/)
  })

  it('gives a store’s intro, opening hours, banners and main products in the locale, French, Thai and Lao included', async () => {
    type Store = { intro: string; openingHours: string; categoryName?: string }
    const info = async (init: RequestInit) =>
      (await api.call<Store>('/api/front/merchant/index/info/1', init)).body.data
    const detail = async (init: RequestInit) => (await api.call<Store>('/api/front/merchant/detail/1', init)).body.data
    const en = await info({})
    expect(en.openingHours).toBe('Mon–Sun 09:00–21:00 (UTC+8)')
    expect(en.intro).toMatch(/^The marketplace’s own store/)
    const ru = await info(cookie('ru'))
    expect(ru.openingHours).toBe('Пн–Вс 09:00–21:00 (UTC+8)')
    expect(ru.intro).toMatch(/^Собственный магазин маркетплейса/)
    // Its classification (merchant category) too, on the store's header.
    expect(ru.categoryName).toMatch(CYRILLIC)
    expect(en.categoryName).toMatch(/^[A-Za-z&, ]+$/)
    expect(await detail(language('ru'))).toMatchObject({ intro: ru.intro, openingHours: ru.openingHours })
    const zh = await detail(language('zh-CN'))
    expect(zh.openingHours).toBe('周一至周日 09:00–21:00（UTC+8）')
    expect(zh.intro).toMatch(CJK)
    expect(await info(cookie('zh-CN'))).toMatchObject({ intro: zh.intro, openingHours: zh.openingHours })
    // Brand names stay as they are.
    expect((await api.call<Store>('/api/front/merchant/detail/3', cookie('ru'))).body.data.intro).toMatch(
      /^Brightway разрабатывает/,
    )
    const fr = await info(cookie('fr'))
    expect(fr.openingHours).toBe('lun.–dim. 09:00–21:00 (UTC+8)')
    expect(fr.intro).toMatch(/^La boutique officielle de la place de marché/)
    expect(await detail(cookie('fr'))).toMatchObject({ intro: fr.intro, openingHours: fr.openingHours })
    const th = await detail(cookie('th'))
    expect(th.openingHours).toBe('จ.–อา. 09:00–21:00 (UTC+8)')
    expect(th.intro).toMatch(THAI)
    expect((await info(cookie('th'))).categoryName).toMatch(THAI)
    expect((await info(language('lo'))).intro).toMatch(LAO)
    // The classifications and merchant types of the settlement form, in French, Thai and Lao too.
    type Kind = { name: string; info?: string }
    for (const [locale, script] of [
      ['fr', /^[A-Za-zÀ-ÿ&’' ,.()-]+$/],
      ['th', THAI],
      ['lo', LAO],
    ] as const) {
      const kinds = [
        ...(await api.call<Kind[]>('/api/front/merchant/all/category/list', cookie(locale))).body.data,
        ...(await api.call<Kind[]>('/api/front/merchant/all/type/list', cookie(locale))).body.data,
      ]
      expect(kinds.length).toBeGreaterThan(9)
      for (const kind of kinds) expect(`${kind.name} ${kind.info ?? ''}`, locale).toMatch(script)
    }
    expect((await api.call<Kind[]>('/api/front/merchant/all/category/list', cookie('fr'))).body.data[0]!.name).toBe(
      'Électronique et gadgets',
    )
    // Its banners: one wordless picture, with the words the page draws over it in the reader's language.
    type Banner = { sattDir: string; headline?: string; subline?: string; cta?: string }
    const banners = async (init: RequestInit) =>
      JSON.parse(
        (await api.call<{ pcBanner: string }>('/api/front/merchant/index/info/9', init)).body.data.pcBanner,
      ) as Banner[]
    const enBanners = await banners({})
    expect(enBanners.length).toBeGreaterThan(0)
    expect(enBanners[0].cta).toBe('Shop now')
    for (const [locale, script] of [
      ['ru', CYRILLIC],
      ['zh-CN', CJK],
      ['th', THAI],
      ['lo', LAO],
    ] as const) {
      const localized = await banners(cookie(locale))
      expect(
        localized.map((b) => b.sattDir),
        locale,
      ).toEqual(enBanners.map((b) => b.sattDir))
      for (const banner of localized) expect(`${banner.headline} ${banner.cta}`, locale).toMatch(script)
    }
    expect((await banners(cookie('ru')))[0].cta).toBe('Купить')
    expect(await svgOf(enBanners[0].sattDir)).not.toContain('<text')
    // What the store sells, on its information tab.
    const keywords = async (init: RequestInit) =>
      (await api.call<{ keywords: string }>('/api/front/merchant/detail/9', init)).body.data.keywords
    expect(await keywords({})).toBe('leather bags, leather jackets, shoes, Istanbul, handmade')
    expect(await keywords(cookie('ru'))).toBe('кожаные сумки, кожаные куртки, обувь, Стамбул, ручная работа')
    expect(await keywords(cookie('zh-CN'))).toBe('皮包，皮夹克，鞋履，伊斯坦布尔，手工制作')
    expect(await keywords(cookie('fr'))).toBe('sacs en cuir, vestes en cuir, chaussures, Istanbul, fait main')
    expect(await keywords(cookie('th'))).toMatch(THAI)
  })

  it('names coupons in the locale: receivable, received and at checkout', async () => {
    type Receivable = { id: number; name: string; merId: number }
    const receivable = async (init: RequestInit) =>
      (await api.call<{ list: Receivable[] }>('/api/front/coupons?productId=1&useType=2&page=1&limit=100', init)).body
        .data.list
    const en = await receivable({})
    const ru = await receivable(cookie('ru'))
    const es = await receivable(language('es'))
    expect(en.length).toBeGreaterThan(0)
    expect(ru.map((c) => c.id)).toEqual(en.map((c) => c.id))
    expect(ru.every((c) => CYRILLIC.test(c.name))).toBe(true)
    const winter = en.find((c) => c.name === 'Winter Sale: $25 off $199')!
    expect(winter).toBeDefined()
    expect(ru.find((c) => c.id === winter.id)?.name).toBe('Зимняя распродажа: скидка $25 при заказе от $199')
    expect(es.find((c) => c.id === winter.id)?.name).toBe('Rebajas de invierno: $25 de descuento en compras desde $199')
    expect(es.every((c, i) => c.name !== en[i].name)).toBe(true)
    const fr = await receivable(cookie('fr'))
    expect(fr.find((c) => c.id === winter.id)?.name).toBe('Soldes d’hiver : 25 $ de réduction dès 199 $')
    expect(fr.every((c, i) => c.name !== en[i].name)).toBe(true)
    expect((await receivable(cookie('th'))).every((c) => THAI.test(c.name))).toBe(true)
    expect((await receivable(cookie('lo'))).every((c) => LAO.test(c.name))).toBe(true)

    // A received coupon keeps the English copy, and is shown in the shopper's locale.
    const demo = await api.demoShopper()
    expect((await api.post('/api/front/coupon/receive', { couponId: winter.id }, { as: demo })).body.code).toBe(200)
    const owned = async (locale?: string) =>
      (
        await api.get<{ list: OwnedCouponRow[] }>('/api/front/coupon/list?type=usable&limit=50', {
          as: locale ? `${demo.cookie}; locale=${locale}` : demo,
        })
      ).body.data.list
    const ownedEn = await owned()
    const ownedRu = await owned('ru')
    expect(ownedEn.find((c) => c.couponId === winter.id)?.name).toBe('Winter Sale: $25 off $199')
    expect(ownedRu.find((c) => c.couponId === winter.id)?.name).toBe('Зимняя распродажа: скидка $25 при заказе от $199')
    expect(ownedRu.every((c) => CYRILLIC.test(c.name))).toBe(true)

    // The checkout's coupon list (CP2) names them the same way.
    const fx = checkoutFixtures(api)
    const [[sku]] = await fx.pickSkus(1, 1)
    const preOrderNo = await fx.buyNow(demo.cookie, sku, 1)
    const usable = async (locale: string) =>
      (
        await api.get<OrderCoupon[]>(`/api/front/coupons/order/${preOrderNo}`, {
          as: `${demo.cookie}; locale=${locale}`,
        })
      ).body.data
    const held = ownedEn.find((c) => c.couponId === winter.id)!
    expect((await usable('ru')).find((c) => c.id === held.id)?.name).toBe(
      'Зимняя распродажа: скидка $25 при заказе от $199',
    )
    expect((await usable('zh-CN')).find((c) => c.id === held.id)?.name).toBe('冬季特卖：满 $199 减 $25')
  })

  it('has shoppers’ reviews written in each of the seven languages, each merchant answer in its review’s language', async () => {
    const rows = await api.handle.db
      .select({ comment: productReviews.comment, reply: productReviews.merchantReplyContent })
      .from(productReviews)
    const spanish = /[áéíóúñ¿¡]|\b(pedido|calidad|envío|tienda)\b/i
    const scripts: [string, RegExp][] = [
      ['ru', CYRILLIC],
      ['zh-CN', CJK],
      ['th', THAI],
      ['lo', LAO],
      ['es', spanish],
      ['fr', /\b(reçu|qualité|boutique|notice|couleur)\b/i],
    ]
    for (const [locale, script] of scripts)
      expect(rows.filter((r) => script.test(r.comment)).length, locale).toBeGreaterThan(10)
    for (const [, script] of scripts.slice(0, 4))
      for (const row of rows.filter((r) => r.reply && script.test(r.comment))) expect(row.reply).toMatch(script)
  })

  it('finds a product by its Russian, Spanish or Chinese name', async () => {
    type Page = { list: { id: number; storeName: string }[]; total: number }
    const ru = await api.call<Page>(
      `/api/front/product/list?keyword=${encodeURIComponent('наушники')}&limit=50`,
      cookie('ru'),
    )
    expect(ru.body.data.total).toBeGreaterThan(0)
    expect(ru.body.data.list.every((p) => CYRILLIC.test(p.storeName))).toBe(true)
    expect(ru.body.data.list.some((p) => p.storeName.toLowerCase().includes('наушники'))).toBe(true)
    const es = await api.call<Page>(
      `/api/front/product/list?keyword=${encodeURIComponent('funda antigolpes')}`,
      cookie('es'),
    )
    expect(es.body.data.total).toBeGreaterThan(0)
    expect(es.body.data.list[0].storeName).toBe('Funda antigolpes para móvil')
    const zh = await api.call<Page>(`/api/front/product/list?keyword=${encodeURIComponent('耳机')}`, cookie('zh-CN'))
    expect(zh.body.data.list[0].storeName).toMatch(/耳机/)
    const th = await api.call<Page>(`/api/front/product/list?keyword=${encodeURIComponent('หูฟัง')}`, cookie('th'))
    expect(th.body.data.list[0].storeName).toMatch(/หูฟัง/)
  })

  it('shows saved and bought items in the locale: cart, confirmation, order (as bought), points shop, favourites', async () => {
    type Detail = {
      productInfo: { id: number; storeName: string }
      productValue: Record<string, { id: number; sku: string; stock: number }>
    }
    const fx = checkoutFixtures(api)
    const buyer = await fx.newBuyer('l10n-lines')
    const as = (locale?: string) => ({ as: locale ? `${buyer.cookie}; locale=${locale}` : buyer.cookie })
    // A product with a specification, seen on its page in English and Russian.
    const cards = (await api.call<{ list: { id: number }[] }>('/api/front/product/list?page=1&limit=20')).body.data.list
    let en: Detail | undefined
    let ru: Detail | undefined
    for (const card of cards) {
      const answer = (await api.call<Detail>(`/api/front/product/detail/${card.id}`)).body.data
      const sku = Object.values(answer.productValue).find((s) => s.sku !== '' && s.stock > 2)
      if (!sku) continue
      en = answer
      ru = (await api.call<Detail>(`/api/front/product/detail/${card.id}`, cookie('ru'))).body.data
      break
    }
    expect(en && ru).toBeTruthy()
    const enSku = Object.values(en!.productValue).find((s) => s.sku !== '' && s.stock > 2)!
    const ruSku = Object.values(ru!.productValue).find((s) => s.id === enSku.id)!
    expect(CYRILLIC.test(ru!.productInfo.storeName)).toBe(true)
    expect(ruSku.sku).not.toBe(enSku.sku)
    const productId = en!.productInfo.id

    // The cart.
    ok(await api.post('/api/front/cart/save', [{ productId, cartNum: 1, productAttrUnique: enSku.id }], as()))
    type Cart = { cartInfoList: { productId: number; storeName: string; suk: string }[] }[]
    const line = async (locale?: string) =>
      (await api.get<Cart>('/api/front/cart/list?isValid=true', as(locale))).body.data
        .flatMap((g) => g.cartInfoList)
        .find((l) => l.productId === productId)!
    expect(await line('ru')).toMatchObject({ storeName: ru!.productInfo.storeName, suk: ruSku.sku })
    expect(await line()).toMatchObject({ storeName: en!.productInfo.storeName, suk: enSku.sku })

    // The confirmation, then the order: it keeps the name as bought, in every language.
    const preOrderNo = await fx.buyNow(buyer.cookie, { skuId: enSku.id, productId, merId: 0 }, 1)
    type Pre = { orderList: { orderInfoList: { productName: string; sku: string }[] }[] }
    const confirmed = (await api.get<Pre>(`/api/front/order/load/pre/${preOrderNo}`, as('ru'))).body.data.orderList[0]
      .orderInfoList[0]
    expect(confirmed).toEqual(expect.objectContaining({ productName: ru!.productInfo.storeName, sku: ruSku.sku }))
    const { orderNo } = ok(
      await api.post<{ orderNo: string }>(
        '/api/front/order/create',
        { preOrderNo, addressId: buyer.addressId, payType: 'bank', payChannel: 'pc' },
        as('ru'),
      ),
    )
    type Order = { userAddress: string; orderList?: { orderInfoList: { productName: string; sku: string }[] }[] }
    const order = async (locale?: string) =>
      (await api.get<Order>(`/api/front/order/master/detail/${orderNo}`, as(locale))).body.data
    const ruOrder = await order('ru')
    expect(ruOrder.orderList?.[0].orderInfoList[0]).toEqual(
      expect.objectContaining({ productName: ru!.productInfo.storeName, sku: ruSku.sku }),
    )
    expect(ruOrder.userAddress).toMatch(/^Россия Tverskaya 1/)
    expect((await order('zh-CN')).userAddress).toMatch(/^俄罗斯 /)
    const enOrder = await order()
    expect(enOrder.orderList?.[0].orderInfoList[0]).toEqual(
      expect.objectContaining({ productName: en!.productInfo.storeName, sku: enSku.sku }),
    )
    expect(enOrder.userAddress).toMatch(/^Russia Tverskaya 1/)
    // A later rename of the product does not rewrite what was bought.
    await api.handle.db
      .update(products)
      .set({ i18n: sql`jsonb_set(${products.i18n}, '{ru,storeName}', '"Переименовано"')` })
      .where(eq(products.id, productId))
    expect((await order('ru')).orderList?.[0].orderInfoList[0].productName).toBe(ru!.productInfo.storeName)

    // The points shop and the favourites.
    type Shop = { list: { name: string; description: string }[] }
    const shop = (await api.get<Shop>('/api/front/integral/product/list?page=1&limit=20', as('zh-CN'))).body.data.list
    expect(shop.length).toBeGreaterThan(0)
    expect(shop.every((p) => CJK.test(p.name) && CJK.test(p.description))).toBe(true)
    ok(await api.post('/api/front/collect/add/product', { id: productId }, as()))
    const favourites = (
      await api.get<{ list: { id: number; storeName: string }[] }>(
        '/api/front/collect/product/list?page=1&limit=20',
        as('ru'),
      )
    ).body.data.list
    expect(favourites.find((f) => f.id === productId)?.storeName).toBe('Переименовано')
  })

  it('gives the words of the home slides, featured tiles and login picture in the locale, over wordless pictures', async () => {
    const tiles = async (init: RequestInit) =>
      (await api.call<{ name: string; image: string }[]>('/api/front/product/adCategory', init)).body.data
    const en = await tiles({})
    const th = await tiles(cookie('th'))
    expect(th.map((t) => t.image)).toEqual(en.map((t) => t.image))
    expect(th.every((t) => THAI.test(t.name))).toBe(true)
    expect(await svgOf(th[0].image)).not.toContain('<text')
    type Slide = { pic: string; headline?: string; subline?: string; cta?: string }
    const slides = async (init: RequestInit) =>
      (await api.call<{ banner: Slide[] }>('/api/pc/home/index', init)).body.data.banner
    const enSlides = await slides({})
    expect(enSlides[0]).toMatchObject({ headline: 'Factory prices, shipped worldwide', cta: 'Shop now' })
    const loSlides = await slides(cookie('lo'))
    expect(loSlides.map((s) => s.pic)).toEqual(enSlides.map((s) => s.pic))
    for (const slide of loSlides) expect(`${slide.headline} ${slide.subline} ${slide.cta}`).toMatch(LAO)
    expect(await svgOf(enSlides[0].pic)).not.toContain('<text')
    const login = async (init: RequestInit) =>
      (await api.call<{ loginLeftImage: string; headline?: string }>('/api/pc/login/getLoginPic', init)).body.data
    expect((await login(cookie('zh-CN'))).headline).toBe('工厂直购')
    expect((await login({})).headline).toBe('Buy direct from factories')
    expect((await login(cookie('th'))).headline).toMatch(THAI)
    expect(await svgOf((await login({})).loginLeftImage)).not.toContain('<text')
  })

  it('never serves one locale the shared read of another', async () => {
    const path = '/api/front/product/leaderboard'
    const names = async (init: RequestInit) =>
      (await api.call<{ storeName: string }[]>(path, init)).body.data.map((p) => p.storeName)
    const en = await names({})
    const ru = await names(cookie('ru'))
    const es = await names(language('es'))
    expect(ru.every((n) => CYRILLIC.test(n))).toBe(true)
    expect(es.some((n) => en.includes(n))).toBe(false)
    // Asked again (now from the shared cache), each keeps its own language.
    expect(await names({})).toEqual(en)
    expect(await names(cookie('ru'))).toEqual(ru)
    expect(await names(language('es'))).toEqual(es)
  })
})
