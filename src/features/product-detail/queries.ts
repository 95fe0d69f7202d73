/**
 * The product detail page's reads: the route id, the server prefetch (K5 and K7) and the head data (SEO and the
 * schema.org Product). The product itself is the catalogue's (`productDetailQuery`).
 */
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { ShippingEstimate } from '~/contract'
import { productCouponsQuery } from '~/features/coupons/queries'
import {
  type CategoryNode,
  categoryTreeQuery,
  galleryImages,
  openingChoice,
  type ProductDetail,
  productDetailQuery,
} from '~/features/catalog'
import { type ReplyConfig, replyConfigQuery } from '~/features/reviews/queries'
import { publicConfigQuery } from '~/features/site/queries'
import { ApiError, api } from '~/lib/api'
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

export const productDetailKeys = {
  all: ['product-detail'] as const,
  shippings: () => [...productDetailKeys.all, 'shipping'] as const,
  shipping: (id: number, params: ShippingParams) => [...productDetailKeys.shippings(), id, params] as const,
}

/** The estimate's inputs: a picked destination (else the default address or the shop's default), the SKU, the quantity. */
export interface ShippingParams {
  country?: string
  attrValueId?: number
  quantity?: number
}

/**
 * "Ships from" and the delivery estimate (extension, docs/api.md). The server renders it for the page's opening SKU
 * and quantity (`openingShippingParams`) to the destination of whoever the render is for: on the shared guest and
 * member pages nobody, so the shop's default (the member page reads it again for the shopper when their own parts
 * join, features/shell/client-effects.tsx). It also depends on today, which the guest page cache's key names for
 * product pages. The previous answer stays on screen while a new quantity or destination loads. A backend without
 * the extension leaves the block out (silent).
 */
export const shippingEstimateQuery = (id: number, params: ShippingParams) =>
  queryOptions({
    queryKey: productDetailKeys.shipping(id, params),
    queryFn: () =>
      api.get<ShippingEstimate>(`/api/front/product/shipping/${id}`, { query: { ...params }, silent: true }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  })

/** The estimate's inputs when the page opens: the SKU and quantity `useSkuChoice` starts with. */
export function openingShippingParams(detail: ProductDetail): ShippingParams {
  const { sku, quantity } = openingChoice(detail)
  return { attrValueId: sku?.id, quantity }
}

/** The category and its ancestors, from the top level down; empty when the tree does not hold it. */
export function categoryPath(tree: CategoryNode[] | undefined, categoryId: number): CategoryNode[] {
  const walk = (nodes: CategoryNode[], trail: CategoryNode[]): CategoryNode[] | null => {
    for (const node of nodes) {
      const here = [...trail, node]
      if (node.id === categoryId) return here
      const below = node.childList ? walk(node.childList, here) : null
      if (below) return below
    }
    return null
  }
  return tree ? (walk(tree, []) ?? []) : []
}

/** A breadcrumb category's listing: a top-level category by `pid`, a lower one by `cid` (with its descendants). */
export const categoryListing = (node: CategoryNode, depth: number) =>
  depth === 0 ? to.search({ pid: node.id }) : to.search({ cid: node.id })

/** schema.org BreadcrumbList: Home › categories › product, serialised for a <script type="application/ld+json">. */
export function breadcrumbJsonLd(
  homeName: string,
  path: CategoryNode[],
  product: { id: number; storeName: string },
): string {
  const items = [
    { name: homeName, item: hrefOf(to.home()) },
    ...path.map((node, depth) => ({ name: node.name, item: hrefOf(categoryListing(node, depth)) })),
    { name: product.storeName, item: hrefOf(to.product(product.id)) },
  ]
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, n) => ({ '@type': 'ListItem', position: n + 1, ...entry })),
  }
  return JSON.stringify(ld).replace(/</g, '\\u003c')
}

/**
 * Everything the detail page renders on the server: the product (a 404 becomes the not-found page), K7 and the
 * delivery estimate of the opening SKU.
 */
export async function prefetchProductPage(queryClient: QueryClient, i18n: I18n, id: number): Promise<ProductPageHead> {
  const product = queryClient.ensureQueryData(productDetailQuery(id)).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 404) throw notFound()
    throw error
  })
  const [detail, replyConfig] = await Promise.all([
    product,
    // The scores and the store's coupons are decoration: the page still renders without them. The coupons are
    // loaded here so the server's page already lists them (the same page as after a client-side navigation).
    queryClient.ensureQueryData(replyConfigQuery(id)).catch(() => undefined),
    queryClient.ensureQueryData(productCouponsQuery(id)).catch(() => undefined),
    // The breadcrumb's category path (the header's menu reads the same tree).
    queryClient.ensureQueryData(categoryTreeQuery()).catch(() => undefined),
    // The delivery estimate is rendered with the page so that the side column does not move when it arrives.
    product
      .then((loaded) => queryClient.ensureQueryData(shippingEstimateQuery(id, openingShippingParams(loaded))))
      .catch(() => undefined),
  ])
  const currencyCode = queryClient.getQueryData(publicConfigQuery().queryKey)?.currency.code ?? 'USD'
  const head = productPageHead(detail, replyConfig, currencyCode)
  const path = categoryPath(queryClient.getQueryData(categoryTreeQuery().queryKey), detail.productInfo.categoryId)
  return { ...head, breadcrumbLd: breadcrumbJsonLd(i18n._(msg`Home`), path, detail.productInfo) }
}

export interface ProductPageHead {
  id: number
  seo: PageSeo
  /** schema.org Product, serialised for a <script type="application/ld+json">. */
  jsonLd: string
  /** schema.org BreadcrumbList (the page's breadcrumb), serialised the same way. */
  breadcrumbLd?: string
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
