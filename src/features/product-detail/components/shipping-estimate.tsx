/**
 * "Ships from" and the delivery estimate: the merchant's city and country, the freight to the shopper's destination
 * by the checkout's rule, and the arrival window. The destination is the shopper's default address, else the
 * shop's default; the picker overrides both. Rendered with the page (see `shippingEstimateQuery`); marked
 * `data-client-only` because a signed-in shopper's own destination replaces the shared page's in the browser.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usePersonalReady } from '~/features/account'
import { SHIP_TO_COUNTRIES } from '~/contract'
import { formatDayRange } from '~/lib/dates'
import { toMoney } from '~/lib/money'
import { countryName as regionName } from '~/lib/countries'
import { useFormatMoney } from '~/ui/currency'
import { GlobeIcon, PinIcon, TagIcon } from '~/ui/icons'
import { shippingEstimateQuery } from '../queries'
import classes from './product-detail.module.css'

export function ShippingEstimate(props: { productId: number; attrValueId?: number; quantity: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const formatMoney = useFormatMoney()
  const [country, setCountry] = useState<string | undefined>(undefined)
  const { data, isPending, isError, refetch } = useQuery(
    shippingEstimateQuery(props.productId, { country, attrValueId: props.attrValueId, quantity: props.quantity }),
  )
  // The member page (decision 36) was rendered for nobody, so to the shop's default destination: once the shopper's
  // own parts have joined, the estimate is read again for their address.
  const personal = usePersonalReady()
  const madeForNobody = useRef(!personal)
  useEffect(() => {
    if (!personal || !madeForNobody.current) return
    madeForNobody.current = false
    void refetch()
  }, [personal, refetch])
  if (isError) return null
  if (isPending || !data) {
    return (
      <div className={classes.shipping} data-testid="shipping-estimate" data-client-only aria-busy="true">
        <span className={classes.shippingPlaceholder} style={{ width: '70%' }} />
        <span className={classes.shippingPlaceholder} style={{ width: '90%' }} />
        <span className={classes.shippingPlaceholder} style={{ width: '60%' }} />
      </div>
    )
  }

  const from = data.shipsFrom.city
    ? `${data.shipsFrom.city}, ${regionName(data.shipsFrom.countryCode, locale)}`
    : regionName(data.shipsFrom.countryCode, locale)
  const destination = data.shipTo.countryCode
  const options = (SHIP_TO_COUNTRIES as readonly string[]).includes(destination)
    ? [...SHIP_TO_COUNTRIES]
    : [destination, ...SHIP_TO_COUNTRIES]
  const free = toMoney(data.freightFee).isZero()
  const freeOver = data.freeShippingOver !== null && toMoney(data.freeShippingOver).gt(0) ? data.freeShippingOver : null
  const minDays = data.minDays
  const maxDays = data.maxDays
  const dates = formatDayRange(data.arriveFrom, data.arriveTo, locale)
  // Country names and the date range come from Intl, whose data differs between the server's Node and a browser (a
  // Lao name there, the English one here; a thin space or a plain one around the dash): the server's words stay.

  return (
    <div className={classes.shipping} data-testid="shipping-estimate" data-client-only>
      <div className={classes.shippingRow} data-testid="ships-from">
        <PinIcon size={18} aria-hidden />
        <span>
          <Trans>
            Ships from <strong suppressHydrationWarning>{from}</strong>
          </Trans>
        </span>
      </div>
      <div className={classes.shippingRow}>
        <GlobeIcon size={18} aria-hidden />
        {/* A plain select: a Mantine one would bring the combobox styles into the product page's first load. */}
        <label className={classes.shipTo}>
          <span>{t`Deliver to`}</span>
          <select value={destination} onChange={(event) => setCountry(event.currentTarget.value)} data-testid="ship-to">
            {options.map((code) => (
              <option key={code} value={code} suppressHydrationWarning>
                {regionName(code, locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={classes.shippingRow} data-testid="shipping-cost">
        <TagIcon size={18} aria-hidden />
        <span>
          {free ? (
            <strong>
              <Trans>Free shipping</Trans>
            </strong>
          ) : (
            <Trans>
              Shipping <strong>{formatMoney(data.freightFee)}</strong>
            </Trans>
          )}
          {!free && freeOver ? (
            <>
              {' · '}
              <Trans>free on orders over {formatMoney(freeOver)} from this store</Trans>
            </>
          ) : null}
        </span>
      </div>
      <div
        className={classes.shippingRow}
        data-testid="delivery-window"
        data-min-days={minDays}
        data-max-days={maxDays}
      >
        <span aria-hidden style={{ width: 18 }} />
        <span>
          <Trans>
            Arrives in {minDays}–{maxDays} days
          </Trans>
          {dates ? (
            <span style={{ color: 'var(--mantine-color-gray-6)' }} suppressHydrationWarning>
              {` (${dates})`}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  )
}
