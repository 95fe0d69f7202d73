/**
 * The product detail page's reads: the route id, the server prefetch (K5 and K7) and the head data (SEO and the
 * schema.org Product). The product itself is the catalogue's (`productDetailQuery`).
 */
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { productCouponsQuery } from '~/features/coupons/queries'
import { galleryImages, type ProductDetail, productDetailQuery } from '~/features/catalog'
import { type ReplyConfig, replyConfigQuery } from '~/features/reviews/queries'
import { publicConfigQuery } from '~/features/site/queries'
import { ApiError } from '~/lib/api'
import { hrefOf, to } from '~/lib/links'
import { formatAmount, toMoney } from '~/lib/money'
import type { PageSeo } from '~/lib/seo'
import { MAX_URL_ID } from '~/lib/url-limits'

/** A route id is a positive integer written plainly ("5", not "05", "5.0" or "-5"); anything else is a 404. */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_URL_ID ? id : null
}

/** storeInfo's lines, without blanks (null-safe). */
export const storeInfoLines = (storeInfo: string | null | undefined) =>
  String(storeInfo ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Everything the detail page renders on the server: the product (a 404 becomes the not-found page) and K7. */
export async function prefetchProductPage(queryClient: QueryClient, id: number): Promise<ProductPageHead> {
  const [detail, replyConfig] = await Promise.all([
    queryClient.ensureQueryData(productDetailQuery(id)).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 404) throw notFound()
      throw error
    }),
    // The scores and the store's coupons are decoration: the page still renders without them. The coupons are
    // loaded here so the server's page already lists them (the same page as after a client-side navigation).
    queryClient.ensureQueryData(replyConfigQuery(id)).catch(() => undefined),
    queryClient.ensureQueryData(productCouponsQuery(id)).catch(() => undefined),
  ])
  const currencyCode = queryClient.getQueryData(publicConfigQuery().queryKey)?.currency.code ?? 'USD'
  return productPageHead(detail, replyConfig, currencyCode)
}

export interface ProductPageHead {
  id: number
  seo: PageSeo
  /** schema.org Product, serialised for a <script type="application/ld+json">. */
  jsonLd: string
}

/** Title, description, og tags and the Product JSON-LD (offers, availability, aggregate rating when reviewed). */
export function productPageHead(
  detail: ProductDetail,
  replyConfig: Pick<ReplyConfig, 'sumCount' | 'replyStar'> | undefined,
  currencyCode: string,
): ProductPageHead {
  const info = detail.productInfo
  const description = storeInfoLines(info.storeInfo).join(' · ').slice(0, 300) || info.storeName
  const images = galleryImages(info.sliderImage, info.image)
  const skus = Object.values(detail.productValue ?? {})
  const stock = skus.length > 0 ? skus.reduce((sum, sku) => sum + Math.max(0, Number(sku.stock) || 0), 0) : info.stock
  const reviewCount = Math.max(0, Number(replyConfig?.sumCount) || 0)
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: info.storeName,
    image: images.length > 0 ? images : [info.image],
    description,
    sku: String(info.id),
    ...(detail.merchantInfo?.name ? { brand: { '@type': 'Brand', name: detail.merchantInfo.name } } : {}),
    offers: {
      '@type': 'Offer',
      price: formatAmount(info.price),
      priceCurrency: currencyCode,
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: hrefOf(to.product(info.id)),
    },
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: toMoney(replyConfig?.replyStar).toDecimalPlaces(1).toNumber(),
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  return {
    id: info.id,
    seo: { title: info.storeName, description, image: info.image, type: 'product' },
    // "<" escaped so merchant text can never close the script element.
    jsonLd: JSON.stringify(ld).replace(/</g, '\\u003c'),
  }
}
