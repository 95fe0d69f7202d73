/** A merchant category's icon, chosen by its position in the category list (M7): `cate1` to `cate13`. */
import { MERCHANT_CATEGORY_ICONS } from '~/ui/icons'

/** `position`: the category's index in the M7 list, from 0. */
export function MerchantCategoryIcon({ position, size = 16 }: { position: number; size?: number }) {
  const n =
    ((position % MERCHANT_CATEGORY_ICONS.length) + MERCHANT_CATEGORY_ICONS.length) % MERCHANT_CATEGORY_ICONS.length
  const Icon = MERCHANT_CATEGORY_ICONS[n]!
  return <Icon size={size} data-icon={`cate${n + 1}`} style={{ verticalAlign: '-3px', marginInlineEnd: 4 }} />
}
