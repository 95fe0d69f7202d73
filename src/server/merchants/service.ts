/** Merchant reads: types, categories, the shop street, merchant search, shop pages and the shop's catalogue. */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { MerchantCard, MerchantSearchCard } from '~/contract'
import type { Locale } from '../../i18n/locales'
import { searchProducts, sellsInCategories } from '../catalog'
import type { DbOrTx } from '../db/client'
import {
  categories,
  merchantCategories,
  merchantFollows,
  merchants,
  merchantTypes,
  products,
  type StoreBanner,
  type Translations,
} from '../db/schema'
import { formatDateTime } from '../http/dates'
import { notFound } from '../http/envelope'
import { readPage } from '../http/page'
import { localizedSql, localizedText } from '../i18n/localized'
import type { Abs } from '../kit/urls'

export function merchantTypeList(db: DbOrTx, locale: Locale) {
  const text = (field: 'name' | 'info') => localizedSql(merchantTypes.i18n, field, merchantTypes[field], locale)
  return db
    .select({ id: merchantTypes.id, name: text('name'), info: text('info'), global: merchantTypes.global })
    .from(merchantTypes)
    .orderBy(asc(merchantTypes.id))
}

export function merchantCategoryList(db: DbOrTx, locale: Locale) {
  return db
    .select({
      id: merchantCategories.id,
      name: localizedSql(merchantCategories.i18n, 'name', merchantCategories.name, locale),
      handlingFee: merchantCategories.handlingFee,
    })
    .from(merchantCategories)
    .orderBy(desc(merchantCategories.sort), asc(merchantCategories.id))
}

/** Up to `perMerchant` showcase products for each merchant, in one query. */
export async function showcaseProducts(db: DbOrTx, abs: Abs, merIds: number[], locale: Locale = 'en', perMerchant = 3) {
  const byMerchant = new Map<number, MerchantCard['proList']>()
  if (merIds.length === 0) return byMerchant
  const ranked = db
    .select({
      id: products.id,
      merId: products.merId,
      image: products.image,
      storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale).as('store_name'),
      price: products.price,
      rank: sql<number>`row_number() over (partition by ${products.merId} order by ${products.sales} + ${products.ficti} desc, ${products.id})`.as(
        'rank',
      ),
    })
    .from(products)
    .where(sql`${products.isShow} and ${inArray(products.merId, merIds)}`)
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perMerchant}`)
  for (const row of rows) {
    const list = byMerchant.get(row.merId) ?? []
    list.push({ id: row.id, image: abs(row.image), storeName: row.storeName, price: row.price })
    byMerchant.set(row.merId, list)
  }
  return byMerchant
}

/** Shop street: every visible shop, recommended and self-operated ones first (the unfiltered merchant search). */
export function merchantStreet(db: DbOrTx, abs: Abs, locale: Locale, page: number, limit: number) {
  return searchMerchants(db, abs, { page, limit, locale })
}

// ---------------------------------------------------------------------------------------------------------------
// Merchant search (M2), shop pages (M3, M4, M5) and the shop's own catalogue (K8, K9).

/** `%`, `_` and `\` typed by the visitor match themselves, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** Correlated count; columns are spelled out because drizzle leaves them unqualified in single-table selects. */
const followerCount = sql<number>`(select count(*)::int from ${merchantFollows} f where f.mer_id = ${merchants}.id)`

export interface MerchantSearch {
  keyword?: string
  typeId?: number
  categoryId?: number
  productCategoryIds?: number[]
  page: number
  limit: number
  locale?: Locale
}

/** Merchant search: name or keywords, optionally a type, a category and (extension) a product category sold. */
export async function searchMerchants(db: DbOrTx, abs: Abs, input: MerchantSearch) {
  const keyword = input.keyword?.trim()
  const sellsIn = await sellsInCategories(db, merchants.id, input.productCategoryIds ?? [])
  const where = and(
    ...(sellsIn ?? [sql`false`]),
    eq(merchants.isShow, true),
    // The keywords in every language match (decision 24): a Russian shopper finds a store by «инструмент».
    keyword
      ? or(
          ilike(merchants.name, likePattern(keyword)),
          ilike(merchants.keywords, likePattern(keyword)),
          sql`exists (select 1 from jsonb_each(${merchants.i18n}) as t(locale, texts) where t.texts->>'keywords' ilike ${likePattern(keyword)})`,
        )
      : undefined,
    input.typeId !== undefined ? eq(merchants.typeId, input.typeId) : undefined,
    input.categoryId !== undefined ? eq(merchants.categoryId, input.categoryId) : undefined,
  )
  return readPage(
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        avatar: merchants.avatar,
        backImage: merchants.backImage,
        starLevel: merchants.starLevel,
        isSelf: merchants.isSelf,
        typeId: merchants.typeId,
        categoryId: merchants.categoryId,
        followerCount,
      })
      .from(merchants)
      .where(where)
      .orderBy(desc(merchants.isRecommend), desc(merchants.isSelf), desc(merchants.sort), asc(merchants.id)),
    db.$count(merchants, where),
    input,
    async (rows) => {
      const showcase = await showcaseProducts(
        db,
        abs,
        rows.map((r) => r.id),
        input.locale,
      )
      return rows.map((r): MerchantSearchCard => ({
        ...r,
        starLevel: Number(r.starLevel),
        avatar: abs(r.avatar),
        backImage: abs(r.backImage),
        proList: showcase.get(r.id) ?? [],
      }))
    },
  )
}

async function visibleMerchant(db: DbOrTx, id: number, locale: Locale = 'en') {
  const [row] = await db
    .select({
      merchant: merchants,
      typeName: localizedSql(merchantTypes.i18n, 'name', merchantTypes.name, locale),
      categoryName: localizedSql(merchantCategories.i18n, 'name', merchantCategories.name, locale),
      followerCount,
    })
    .from(merchants)
    .innerJoin(merchantTypes, eq(merchantTypes.id, merchants.typeId))
    .innerJoin(merchantCategories, eq(merchantCategories.id, merchants.categoryId))
    .where(and(eq(merchants.id, id), eq(merchants.isShow, true)))
  if (!row) throw notFound(/*i18n*/ 'Store not found')
  return row
}

/** The shop header (M3). `isCollect` is false for visitors; never a 401. */
export async function merchantIndexInfo(db: DbOrTx, abs: Abs, locale: Locale, id: number, userId: number | null) {
  const { merchant: m, typeName, categoryName, followerCount: followers } = await visibleMerchant(db, id, locale)
  const [[follow], [{ productCount }]] = await Promise.all([
    userId
      ? db
          .select({ merId: merchantFollows.merId })
          .from(merchantFollows)
          .where(and(eq(merchantFollows.userId, userId), eq(merchantFollows.merId, id)))
      : Promise.resolve([]),
    db
      .select({ productCount: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.merId, id), eq(products.isShow, true))),
  ])
  return {
    id: m.id,
    name: m.name,
    avatar: abs(m.avatar),
    pcBackImage: abs(m.pcBackImage),
    backImage: abs(m.backImage),
    // JSON string of [{sattDir}], never null (docs/api.md §8.6 (#ref-8)); extension: a banner's words, drawn over
    // its picture by the page (decision 51).
    pcBanner: JSON.stringify(
      bannersIn(m, locale).map((banner) => {
        const { pic, ...words } = typeof banner === 'string' ? { pic: banner } : banner
        return { sattDir: abs(pic), ...words }
      }),
    ),
    isCollect: Boolean(follow),
    isSelf: m.isSelf,
    typeId: m.typeId,
    typeName,
    categoryId: m.categoryId,
    /** Extension: the store's classification (merchant category, docs/spec.md §3.28 (#spec-3-28)) in the locale. */
    categoryName,
    starLevel: Number(m.starLevel),
    followerCount: followers,
    openingHours: localizedText(m.openingHours, m.i18n, 'openingHours', locale),
    intro: localizedText(m.intro, m.i18n, 'intro', locale),
    productCount,
  }
}

/** The qualification page (M4). */
export async function merchantDetail(db: DbOrTx, abs: Abs, locale: Locale, id: number) {
  const { merchant: m, followerCount: followers } = await visibleMerchant(db, id)
  return {
    id: m.id,
    name: m.name,
    address: m.address,
    collectNum: followers,
    email: m.email,
    intro: localizedText(m.intro, m.i18n, 'intro', locale),
    phone: m.phone,
    realName: m.realName,
    qualificationPicture: JSON.stringify((m.qualificationPicture ?? []).map(abs)),
    openingHours: localizedText(m.openingHours, m.i18n, 'openingHours', locale),
    createTime: formatDateTime(m.createdAt),
    country: m.country,
    keywords: localizedText(m.keywords, m.i18n, 'keywords', locale),
  }
}

/**
 * A store's banners in the reader's language when it has them (a JSON list in `i18n`, decision 24): each a picture, or
 * a picture with its words (decision 51).
 */
function bannersIn(m: { pcBanner: StoreBanner[] | null; i18n: Translations }, locale: Locale): StoreBanner[] {
  const localized = localizedText('', m.i18n, 'pcBanner', locale)
  return localized ? (JSON.parse(localized) as StoreBanner[]) : (m.pcBanner ?? [])
}

/** "Contact seller" (M5). */
export async function merchantServiceInfo(db: DbOrTx, id: number) {
  const { merchant: m } = await visibleMerchant(db, id)
  return {
    serviceType: m.serviceType,
    serviceLink: m.serviceLink,
    serviceMessage: m.serviceMessage,
    servicePhone: m.servicePhone,
    serviceEmail: m.serviceEmail,
  }
}

export interface MerchantProductQuery {
  merId: number
  cid?: number
  keyword?: string
  minPrice?: string
  maxPrice?: string
  priceOrder?: 'asc' | 'desc'
  salesOrder?: 'asc' | 'desc'
  page: number
  limit: number
}

/**
 * The shop's products (K8): the catalogue search (K4) within the shop, so its keyword, category, price range, sorts,
 * capped total and seek pages are K4's, read through the search rows' and the shop's indexes (decision 66).
 */
export async function merchantProducts(db: DbOrTx, abs: Abs, locale: Locale, input: MerchantProductQuery) {
  await visibleMerchant(db, input.merId)
  return searchProducts(db, abs, locale, input)
}

export interface MerchantCategoryNode {
  id: number
  name: string
  childList: { id: number; name: string }[]
}

/**
 * The shop's own categories (K9): the platform's second-level categories of the shop's products, each with the
 * third-level categories the shop actually uses. Their ids are valid `cid` values of K8.
 */
export async function merchantProductCategories(
  db: DbOrTx,
  id: number,
  locale: Locale,
): Promise<MerchantCategoryNode[]> {
  await visibleMerchant(db, id)
  const used = db
    .selectDistinct({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.merId, id), eq(products.isShow, true)))
  const leaves = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: localizedSql(categories.i18n, 'name', categories.name, locale),
    })
    .from(categories)
    .where(and(eq(categories.isShow, true), inArray(categories.id, used)))
    .orderBy(desc(categories.sort), asc(categories.id))
  if (leaves.length === 0) return []
  const parents = await db
    .select({ id: categories.id, name: localizedSql(categories.i18n, 'name', categories.name, locale) })
    .from(categories)
    .where(
      and(
        eq(categories.isShow, true),
        inArray(
          categories.id,
          leaves.map((l) => l.pid),
        ),
      ),
    )
    .orderBy(desc(categories.sort), asc(categories.id))
  return parents.map((parent) => ({
    id: parent.id,
    name: parent.name,
    childList: leaves.filter((l) => l.pid === parent.id).map((l) => ({ id: l.id, name: l.name })),
  }))
}
