/**
 * /goods_detail/{id} (docs/spec.md §2.73 (#spec-2-73) "goods detail"): gallery, buy box and store card, then the Goods,
 * Reviews, Recommendations and Details tabs. Everything above the fold is server-rendered from the loader's cache.
 */
import { Trans } from '@lingui/react/macro'
import { Tabs } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePersonalReady } from '~/features/account'
import { filterCount, replyConfigQuery } from '~/features/reviews'
import { ReviewPanel } from '~/features/reviews/components/review-panel'
import { ShieldIcon } from '~/ui/icons'
import {
  defaultSelection,
  galleryImages,
  type ProductDetail,
  productDetailQuery,
  useSkuChoice,
} from '~/features/catalog'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { storeInfoLines } from '../queries'
import { ProductCoupons } from '~/features/coupons/components/product-coupons'
import { BuyBox } from './buy-box'
import { MerchantCard } from './merchant-card'
import { ProductBreadcrumb } from './product-breadcrumb'
import { ProductGallery } from './product-gallery'
import { ShippingEstimate } from './shipping-estimate'
import { PageFrame } from '~/ui/page-frame'
import classes from './product-detail.module.css'

export function ProductDetailPage({ id }: { id: number }) {
  const { data: detail } = useSuspenseQuery(productDetailQuery(id))
  // The heart and the followed store are the shopper's: on the member page (decision 36) they wait for the read.
  const personal = usePersonalReady()
  // Keyed by product so that moving to another product starts from its own default SKU and quantity.
  return <ProductDetailView key={id} detail={detail} personal={personal} />
}

function ProductDetailView({ detail, personal }: { detail: ProductDetail; personal: boolean }) {
  const info = detail.productInfo
  const images = useMemo(() => galleryImages(info.sliderImage, info.image), [info.sliderImage, info.image])
  const choice = useSkuChoice(detail, {
    selection: (rows) => defaultSelection(rows, detail.productValue),
    quantity: (min) => min,
  })
  const { sku, quantity } = choice
  const soldOut = choice.soldOut || Number(info.stock) === 0

  return (
    <PageFrame data-testid="product-detail">
      <ProductBreadcrumb categoryId={info.categoryId} name={info.storeName} />
      <section className={`${classes.card} ${classes.top}`}>
        <ProductGallery images={images} skuImage={sku?.image || undefined} name={info.storeName} />
        <BuyBox
          detail={detail}
          rows={choice.rows}
          selection={choice.selection}
          onSelect={choice.select}
          sku={sku}
          quantity={quantity}
          onQuantity={choice.setQuantity}
          bounds={choice.bounds}
          soldOut={soldOut}
          personal={personal}
        />
        <aside className={classes.side}>
          <ShippingEstimate productId={info.id} attrValueId={sku?.id} quantity={quantity} />
          {detail.merchantInfo ? (
            <MerchantCard productId={info.id} merchant={detail.merchantInfo} personal={personal} />
          ) : null}
        </aside>
      </section>
      <ProductCoupons productId={info.id} className={classes.card} />
      <DetailTabs detail={detail} />
    </PageFrame>
  )
}

function DetailTabs({ detail }: { detail: ProductDetail }) {
  const info = detail.productInfo
  const { data: replyConfig } = useQuery(replyConfigQuery(info.id))
  const lines = storeInfoLines(info.storeInfo)
  const guarantees = detail.guaranteeList ?? []
  const recommendations = detail.merchantInfo?.proList ?? []
  // Sanitized by productDetailQuery when it was fetched (decision 31).
  const html = info.content
  return (
    <section className={classes.card}>
      <Tabs defaultValue="goods" color="red" keepMounted data-testid="detail-tabs">
        <Tabs.List mb="md">
          <Tabs.Tab value="goods" data-testid="tab-goods">
            <Trans>Goods</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="reviews" data-testid="tab-reviews">
            <Trans>Reviews</Trans> ({filterCount(replyConfig, '0')})
          </Tabs.Tab>
          <Tabs.Tab value="recommendations" data-testid="tab-recommendations">
            <Trans>Recommendations</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="details" data-testid="tab-details">
            <Trans>Details</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="goods" data-testid="goods-panel">
          {lines.length > 0 ? (
            <ul className={classes.bullets}>
              {lines.map((line, i) => (
                // Keyed by position: lines may repeat.
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className={`${classes.text} ${classes.dimmed}`}>
              <Trans>No product information</Trans>
            </p>
          )}
          {guarantees.length > 0 ? (
            <div style={{ marginTop: 20 }} data-testid="guarantees">
              <p className={`${classes.text} ${classes.semibold} ${classes.guaranteesTitle}`}>
                <Trans>Guarantees</Trans>
              </p>
              {guarantees.map((g) => (
                <div key={g.id} style={{ display: 'flex', gap: 10, marginBottom: 10 }}>
                  <ShieldIcon size={18} color="var(--mantine-color-red-6)" aria-hidden style={{ flex: '0 0 auto' }} />
                  <div>
                    <p className={`${classes.text} ${classes.textSm} ${classes.semibold}`}>{g.name}</p>
                    <p className={`${classes.text} ${classes.textSm} ${classes.dimmed} ${classes.preLine}`}>
                      {g.content}
                    </p>
                  </div>
                </div>
              ))}
            </div>
          ) : null}
        </Tabs.Panel>

        <Tabs.Panel value="reviews">
          <ReviewPanel productId={info.id} />
        </Tabs.Panel>

        <Tabs.Panel value="recommendations" data-testid="recommendations-panel">
          {recommendations.length > 0 ? (
            <ProductGrid products={recommendations} lazy />
          ) : (
            <p className={`${classes.text} ${classes.dimmed}`}>
              <Trans>No recommendations yet</Trans>
            </p>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="details" data-testid="details-panel">
          {html ? (
            // Sanitized by ~/lib/sanitize-html (scripts, handlers, iframes and javascript: URLs removed).
            <div className={classes.content} dangerouslySetInnerHTML={{ __html: html }} data-testid="product-content" />
          ) : (
            <p className={`${classes.text} ${classes.dimmed}`}>
              <Trans>No product details</Trans>
            </p>
          )}
        </Tabs.Panel>
      </Tabs>
    </section>
  )
}
