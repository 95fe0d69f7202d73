/**
 * The buy box: title, sale and old price of the chosen SKU, sold count, the specification picker (values that no
 * in-stock SKU has with the other choices are disabled), stock and minimum purchase, the quantity stepper
 * (minBuy..stock), the exact total, Add to cart and the favourite heart.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button } from '@mantine/core'
import { PlainBadge } from '~/ui/plain-badge'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRequireSignIn } from '~/features/auth'
import { addToCartMutation } from '~/features/cart'
import { buyNowMutation } from '~/features/checkout'
import { favouriteProductMutation } from '~/features/favourites'
import { to } from '~/lib/links'
import { discountPercent, lineTotal } from '~/lib/money'
import { CartIcon, HeartIcon } from '~/ui/icons'
import { Price } from '~/ui/price'
import { QuantityField } from '~/ui/quantity-field'
import { type AttrRow, isValueAvailable, type ProductDetail, type Selection, type Sku } from '~/features/catalog'
import { soldCount } from '~/features/catalog/components/product-card'
import { useFormatMoney } from '~/ui/currency'
import classes from './product-detail.module.css'
import { useFormatNumber } from '~/ui/number'

export function BuyBox(props: {
  detail: ProductDetail
  rows: AttrRow[]
  selection: Selection
  onSelect: (row: number, value: string) => void
  sku: Sku | undefined
  quantity: number
  onQuantity: (quantity: number) => void
  bounds: { min: number; max: number }
  soldOut: boolean
  /** False while the member page waits for the shopper's own read (decision 36): the heart is neutral. */
  personal: boolean
}) {
  const { t } = useLingui()
  const formatNumber = useFormatNumber()
  const formatMoney = useFormatMoney()
  const queryClient = useQueryClient()
  const requireSignIn = useRequireSignIn()
  const info = props.detail.productInfo
  const price = props.sku?.price ?? info.price
  const otPrice = props.sku?.otPrice ?? info.otPrice
  const stock = props.sku ? Number(props.sku.stock) || 0 : 0
  const off = discountPercent(price, otPrice)
  const minBuy = props.bounds.min

  const addToCart = useMutation(addToCartMutation(queryClient, { successMessage: t`Added to cart` }))
  const navigate = useNavigate()
  const buyNow = useMutation(buyNowMutation())
  const favourite = useMutation(
    favouriteProductMutation(queryClient, { added: t`Added to favourites`, removed: t`Removed from favourites` }),
  )
  const favourited = props.personal ? props.detail.userCollect : undefined

  const onAdd = () =>
    requireSignIn(() => {
      if (!props.sku || props.soldOut || addToCart.isPending) return
      addToCart.mutate({ productId: info.id, skuId: props.sku.id, quantity: props.quantity })
    })
  const onBuyNow = () =>
    requireSignIn(() => {
      if (!props.sku || props.soldOut || buyNow.isPending) return
      // The promise, not mutate's callbacks: after a sign-in the page may have re-rendered anew, and callbacks of an
      // unmounted observer never run; a failure was already toasted by the API client.
      buyNow.mutateAsync({ productId: info.id, skuId: props.sku.id, quantity: props.quantity }).then(
        (preOrderNo) => navigate(to.orderConfirm(preOrderNo)),
        () => undefined,
      )
    })
  const onFavourite = () =>
    requireSignIn(() => {
      if (favourite.isPending || favourited === undefined) return
      favourite.mutate({ productId: info.id, favourited })
    })

  return (
    <div className={classes.stack} data-testid="buy-box">
      <div className={`${classes.group} ${classes.titleRow}`}>
        <h1 className={classes.title}>{info.storeName}</h1>
        <ActionIcon
          variant={favourited ? 'filled' : 'default'}
          color="red"
          size="lg"
          radius="xl"
          onClick={onFavourite}
          loading={favourited === undefined}
          aria-pressed={favourited}
          aria-label={favourited ? t`Remove from favourites` : t`Add to favourites`}
          data-testid="favourite-toggle"
        >
          <HeartIcon size={18} fill={favourited ? 'currentColor' : 'none'} aria-hidden />
        </ActionIcon>
      </div>

      <div className={classes.priceBox}>
        <div className={`${classes.group} ${classes.spread}`}>
          <div className={`${classes.group} ${classes.gapSm}`}>
            <p className={`${classes.text} ${classes.textSm} ${classes.dimmed}`}>
              <Trans>Sale price</Trans>
            </p>
            <span data-testid="sku-price">
              <Price value={price} old={otPrice} size="xl" />
            </span>
            {off > 0 ? (
              <PlainBadge color="red" radius="sm">
                <Trans>{off}% OFF</Trans>
              </PlainBadge>
            ) : null}
          </div>
          <p className={`${classes.text} ${classes.textSm} ${classes.dimmed}`} data-testid="sold-count">
            <Plural value={soldCount(info)} one="# sold" other="# sold" />
          </p>
        </div>
      </div>

      {props.rows.map((row, rowIndex) => (
        <div className={classes.row} key={row.name} role="group" aria-label={row.name} data-testid="spec-row">
          <span className={classes.label}>{row.name}</span>
          <div className={classes.values}>
            {row.values.map((value) => {
              const available = isValueAvailable(props.detail.productValue, props.selection, rowIndex, value)
              const selected = props.selection[rowIndex] === value
              return (
                <button
                  key={value}
                  type="button"
                  className={classes.value}
                  aria-pressed={selected}
                  disabled={!available}
                  title={available ? undefined : t`Not available with the other choices`}
                  onClick={() => props.onSelect(rowIndex, value)}
                >
                  {value}
                </button>
              )
            })}
          </div>
        </div>
      ))}

      <div className={classes.row}>
        <span className={classes.label}>
          <Trans>Quantity</Trans>
        </span>
        <div className={`${classes.stack} ${classes.gap6} ${classes.fill}`}>
          <div className={classes.group}>
            <QuantityField
              label={t`Quantity`}
              decreaseLabel={t`Decrease quantity of ${info.storeName}`}
              increaseLabel={t`Increase quantity of ${info.storeName}`}
              value={props.quantity}
              onChange={props.onQuantity}
              min={minBuy}
              max={Math.max(minBuy, props.bounds.max)}
              disabled={props.soldOut}
              testId="quantity"
            />
            <p className={`${classes.text} ${classes.textSm} ${classes.dimmed}`} data-testid="stock">
              <Trans>Stock: {formatNumber(stock)}</Trans>
              {info.unitName ? ` ${info.unitName}` : ''}
            </p>
          </div>
          {minBuy > 1 ? (
            <p className={`${classes.text} ${classes.textXs} ${classes.minBuy}`} data-testid="min-buy">
              <Trans>Minimum purchase: {minBuy}</Trans>
            </p>
          ) : null}
        </div>
      </div>

      <div className={classes.row}>
        <span className={classes.label}>
          <Trans>Total</Trans>
        </span>
        <p
          className={`${classes.text} ${classes.textLg} ${classes.bold} ${classes.lineTotal}`}
          data-testid="line-total"
        >
          {formatMoney(lineTotal(price, props.soldOut ? 0 : props.quantity))}
        </p>
      </div>

      <div className={`${classes.group} ${classes.gapSm}`}>
        {props.soldOut ? (
          <PlainBadge color="gray" size="lg" data-testid="sold-out">
            <Trans>Sold out</Trans>
          </PlainBadge>
        ) : null}
        <Button
          size="md"
          radius="xl"
          leftSection={<CartIcon size={18} aria-hidden />}
          onClick={onAdd}
          disabled={props.soldOut || !props.sku}
          loading={addToCart.isPending}
          data-testid="add-to-cart"
        >
          <Trans>Add to cart</Trans>
        </Button>
        <Button
          size="md"
          radius="xl"
          variant="outline"
          onClick={onBuyNow}
          disabled={props.soldOut || !props.sku}
          loading={buyNow.isPending}
          data-testid="buy-now"
        >
          <Trans>Buy now</Trans>
        </Button>
      </div>
    </div>
  )
}
