import { type MoneyInput, toMoney } from '~/lib/money'
import { useFormatMoney } from './currency'
import classes from './price.module.css'

/**
 * Sale price in red, with the old price struck through when it is higher; the sign comes from `CurrencyProvider`.
 * Plain elements styled like Mantine's Group and Text: it renders on every product tile (decision 23).
 */
export function Price(props: { value: MoneyInput; old?: MoneyInput; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const formatMoney = useFormatMoney()
  const showOld = props.old !== undefined && toMoney(props.old).gt(toMoney(props.value))
  return (
    <div className={classes.price}>
      <span className={`${classes.value} ${classes[props.size ?? 'md']}`}>{formatMoney(props.value)}</span>
      {showOld ? <span className={classes.old}>{formatMoney(props.old)}</span> : null}
    </div>
  )
}
