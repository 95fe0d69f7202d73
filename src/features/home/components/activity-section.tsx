import { PlainLink } from '~/ui/router-link'
/**
 * Home activity modules (AC1, docs/api.md §4.9 (#ref-4-9)): type 1 "Recommended" slider, type 2 promotions (one large card
 * plus two small), type 3 "First new" slider. Unknown types render nothing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Carousel } from '~/ui/carousel/carousel'
import type { ReactNode } from 'react'
import { ProductTile } from '~/features/catalog/components/product-card'
import { to } from '~/lib/links'
import { discountPercent, toMoney } from '~/lib/money'
import { Price } from '~/ui/price'
import { useFormatMoney } from '~/ui/currency'
import type { Activity, ActivityProduct } from '../queries'
import { SectionHeader } from './section-header'
import { TileSlider } from './tile-slider'
import classes from './home.module.css'
import { SquarePicture } from '~/ui/square-picture'

/** Slides in view on desktop; the rest of a slider defers its images even when the slider is near the top. */
const VISIBLE_PRODUCT_SLIDES = 5
const VISIBLE_NEW_SLIDES = 7

const moreLink = (activity: Activity) => to.activity({ id: activity.id, type: activity.type, name: activity.name })

export function ActivitySection(props: { activity: Activity; lazy?: boolean; wide?: boolean }) {
  const { activity } = props
  if (activity.productList.length === 0) return null
  switch (activity.type) {
    case 1:
      return <RecommendedSlider activity={activity} lazy={props.lazy} />
    case 2:
      return <PromotionBlock activity={activity} lazy={props.lazy} wide={props.wide} />
    case 3:
      return <FirstNewSlider activity={activity} lazy={props.lazy} />
    default:
      return null
  }
}

/** A slider of an activity's tiles, its arrows named after the activity. */
function SliderFrame(props: { label: string; children: ReactNode; slideSize: Record<string, string> }) {
  const { t } = useLingui()
  return (
    <TileSlider
      slideSize={props.slideSize}
      previousLabel={t`Previous: ${props.label}`}
      nextLabel={t`Next: ${props.label}`}
    >
      {props.children}
    </TileSlider>
  )
}

function RecommendedSlider(props: { activity: Activity; lazy?: boolean }) {
  const { t } = useLingui()
  const { activity } = props
  const title = activity.name || t`Recommended`
  return (
    <section className={classes.section} data-testid="activity-recommended" data-activity-type={1}>
      <SectionHeader title={title} subtitle={activity.instruction} more={moreLink(activity)} />
      <SliderFrame label={title} slideSize={{ base: '50%', sm: '25%', md: '20%' }}>
        {activity.productList.map((item, index) => (
          <Carousel.Slide key={item.proId}>
            <ProductTile
              lazy={props.lazy || index >= VISIBLE_PRODUCT_SLIDES}
              product={{
                id: item.proId,
                image: item.image,
                storeName: item.storeName,
                price: item.price,
                otPrice: item.otPrice,
              }}
            />
          </Carousel.Slide>
        ))}
      </SliderFrame>
    </section>
  )
}

function FirstNewSlider(props: { activity: Activity; lazy?: boolean }) {
  const { t } = useLingui()
  const { activity } = props
  const title = activity.name || t`First new`
  return (
    <section className={classes.section} data-testid="activity-first-new" data-activity-type={3}>
      <SectionHeader title={title} subtitle={activity.instruction} more={moreLink(activity)} />
      <SliderFrame label={title} slideSize={{ base: '33.333%', sm: '20%', md: '14.2857%' }}>
        {activity.productList.map((item, index) => (
          <Carousel.Slide key={item.proId}>
            <PlainLink className={classes.newTile} link={to.product(item.proId)}>
              <span className={classes.newTileMedia}>
                <SquarePicture
                  src={item.proImage || item.image}
                  alt={item.title || item.storeName}
                  size={160}
                  lazy={props.lazy || index >= VISIBLE_NEW_SLIDES}
                />
                <span className={classes.newBadge}>{t`NEW`}</span>
              </span>
              <span className={classes.newTileTitle}>{item.title || item.storeName}</span>
            </PlainLink>
          </Carousel.Slide>
        ))}
      </SliderFrame>
    </section>
  )
}

function PromotionBlock(props: { activity: Activity; lazy?: boolean; wide?: boolean }) {
  const { t } = useLingui()
  const { activity } = props
  const [large, ...rest] = activity.productList
  const smalls = rest.slice(0, 2)
  return (
    <section
      className={`${classes.section} ${classes.promo} ${props.wide ? classes.promoWide : ''}`}
      data-testid="activity-promotion"
      data-activity-type={2}
    >
      <SectionHeader title={activity.name || t`Promotions`} subtitle={activity.instruction} more={moreLink(activity)} />
      <div className={classes.promoBody}>
        <PromoCard item={large} size="large" lazy={props.lazy} />
        <div className={classes.promoSmalls}>
          {smalls.map((item) => (
            <PromoCard key={item.proId} item={item} size="small" lazy={props.lazy} />
          ))}
        </div>
      </div>
    </section>
  )
}

function PromoCard(props: { item: ActivityProduct; size: 'large' | 'small'; lazy?: boolean }) {
  const formatMoney = useFormatMoney()
  const { item } = props
  const off = discountPercent(item.price, item.otPrice)
  const large = props.size === 'large'
  const saving = formatMoney(toMoney(item.otPrice).minus(toMoney(item.price)))
  return (
    <PlainLink className={large ? classes.promoLarge : classes.promoSmall} link={to.product(item.proId)}>
      <span className={large ? classes.promoLargeMedia : classes.promoSmallMedia}>
        <SquarePicture src={item.image} alt={item.storeName} size={large ? 300 : 140} lazy={props.lazy} />
        {off > 0 ? (
          <span className={classes.offTag}>
            <Trans>{off}% OFF</Trans>
          </span>
        ) : null}
      </span>
      <span className={classes.promoInfo}>
        <span className={classes.promoName}>{item.storeName}</span>
        <Price value={item.price} old={item.otPrice} size={large ? 'xl' : 'md'} />
        {large && off > 0 ? (
          <span className={classes.promoSave}>
            <Trans>You save {saving}</Trans>
          </span>
        ) : null}
        {large ? (
          <span className={classes.promoCta} aria-hidden="true">
            <Trans>Shop now</Trans>
          </span>
        ) : null}
      </span>
    </PlainLink>
  )
}

/** Lay out the lower activities: consecutive promotions share a two-column row; an odd one out goes wide. */
export function ActivityStack(props: { activities: Activity[] }) {
  const blocks: (Activity | Activity[])[] = []
  for (const activity of props.activities) {
    const last = blocks.at(-1)
    if (activity.type === 2 && Array.isArray(last)) last.push(activity)
    else blocks.push(activity.type === 2 ? [activity] : activity)
  }
  return (
    <>
      {blocks.map((block) =>
        Array.isArray(block) ? (
          <div key={block.map((a) => a.id).join('-')} className={classes.promoGrid}>
            {block.map((activity, index) => (
              <ActivitySection
                key={activity.id}
                activity={activity}
                lazy
                wide={block.length % 2 === 1 && index === block.length - 1}
              />
            ))}
          </div>
        ) : (
          <ActivitySection key={block.id} activity={block} lazy />
        ),
      )}
    </>
  )
}
