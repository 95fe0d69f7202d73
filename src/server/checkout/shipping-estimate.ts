/**
 * The product page's "Ships from" and delivery estimate (GET /api/front/product/shipping/{id}, an extension,
 * decision 29). The cost is the checkout's own rule (`freightFor` in charges.ts) applied to the goods the shopper is
 * looking at; the time is the merchant's dispatch days plus the transit of the route's zone.
 */
import Decimal from 'decimal.js'
import { and, eq, sql } from 'drizzle-orm'
import { DEFAULT_SHIP_TO, type ShippingEstimate, type ShipToSource } from '~/contract'
import { countryCodeFrom } from '~/contract/countries'
import type { Locale } from '../../i18n/locales'
import { defaultAddress } from '../addresses'
import { onSaleProduct, productNotFound } from '../catalog'
import type { DbOrTx } from '../db/client'
import { merchants, merchantShippingOrigins, products, productSkus } from '../db/schema'
import { badRequest } from '../http/envelope'
import { refuseField } from '../http/field-labels'
import { localizedText } from '../i18n/localized'
import { freightFor } from './charges'
import { money } from './pricing'

const DAY_MS = 24 * 3600 * 1000

/** Countries of the Eurasian customs area and their neighbours, where parcels cross one border by road or rail. */
const CIS = new Set(['RU', 'KZ', 'KG', 'UZ', 'BY', 'AM', 'TJ', 'TM', 'AZ', 'GE', 'MD', 'MN'])
/** Routes with direct trucking or rail: China to the CIS and South-East Asia, Türkiye to the CIS. */
const NEIGHBOURS: Record<string, Set<string>> = {
  CN: new Set([...CIS, 'TH', 'LA', 'VN', 'MM', 'KH', 'MY', 'SG', 'HK', 'MO', 'TW', 'KR', 'JP']),
  TR: CIS,
}

/** Transit days (fewest, most) from one country to another, by zone: domestic, regional, neighbouring, overseas. */
export function transitDays(from: string, to: string): [number, number] {
  if (from === to) return [2, 5]
  if (CIS.has(from) && CIS.has(to)) return [4, 9]
  if (NEIGHBOURS[from]?.has(to) || NEIGHBOURS[to]?.has(from)) return [7, 14]
  return [10, 20]
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/** Days to arrival counted from `now`: dispatch first, then transit. */
export function deliveryWindow(from: string, to: string, dispatchDays: number, now: Date) {
  const [low, high] = transitDays(from, to)
  const minDays = dispatchDays + low
  const maxDays = dispatchDays + high
  return {
    minDays,
    maxDays,
    arriveFrom: isoDay(new Date(now.getTime() + minDays * DAY_MS)),
    arriveTo: isoDay(new Date(now.getTime() + maxDays * DAY_MS)),
  }
}

export interface ShippingEstimateInput {
  /** ISO alpha-2 destination; absent: the default address's country, else the shop's default. */
  country?: string
  /** The SKU priced (CRMEB `attrValueId`); absent: the product's cheapest price. */
  attrValueId?: number
  quantity?: number
}

export async function shippingEstimate(
  db: DbOrTx,
  locale: Locale,
  productId: number,
  input: ShippingEstimateInput,
  userId: number | null,
  now = new Date(),
): Promise<ShippingEstimate> {
  // One statement for what the estimate reads (the product's price and minimum, the SKU's price, the merchant's rule
  // and origin): a product page renders it on every uncached guest render (decision 87).
  const [row] = await db
    .select({
      price: products.price,
      minBuy: products.minBuy,
      skuPrice: productSkus.price,
      merId: merchants.id,
      freightFee: merchants.freightFee,
      freeShippingOver: merchants.freeShippingOver,
      country: merchants.country,
      originCountry: merchantShippingOrigins.countryCode,
      city: merchantShippingOrigins.city,
      dispatchDays: merchantShippingOrigins.dispatchDays,
      i18n: merchantShippingOrigins.i18n,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merId))
    .leftJoin(merchantShippingOrigins, eq(merchantShippingOrigins.merId, merchants.id))
    .leftJoin(
      productSkus,
      input.attrValueId === undefined
        ? sql`false`
        : and(eq(productSkus.id, input.attrValueId), eq(productSkus.productId, products.id)),
    )
    .where(onSaleProduct(productId))
  if (!row) throw productNotFound()
  let shipTo: { countryCode: string; source: ShipToSource }
  if (input.country !== undefined) {
    const code = countryCodeFrom(input.country)
    if (!code || input.country.length !== 2)
      throw refuseField('country', /*i18n*/ 'must be a two-letter country code such as RU')
    shipTo = { countryCode: code, source: 'query' }
  } else {
    const address = userId === null ? null : await defaultAddress(db, userId)
    const fromAddress = address ? countryCodeFrom(address.country) : null
    shipTo = fromAddress
      ? { countryCode: fromAddress, source: 'address' }
      : { countryCode: DEFAULT_SHIP_TO, source: 'default' }
  }

  if (input.attrValueId !== undefined && row.skuPrice === null)
    throw badRequest(/*i18n*/ 'This specification is not one of the product’s')
  const price = row.skuPrice ?? row.price
  const quantity = Math.max(input.quantity ?? 1, row.minBuy)
  const goods = new Decimal(price).times(quantity)

  // A merchant without an origin row ships from its registered country, with two days to dispatch.
  const from = row.originCountry ?? countryCodeFrom(row.country) ?? 'CN'
  const city = row.city ? localizedText(row.city, row.i18n ?? {}, 'city', locale) : ''
  return {
    shipsFrom: { countryCode: from, city },
    shipTo,
    quantity,
    goodsTotal: money(goods),
    freightFee: money(freightFor(row, goods)),
    freeShippingOver: row.freeShippingOver,
    ...deliveryWindow(from, shipTo.countryCode, row.dispatchDays ?? 2, now),
  }
}
