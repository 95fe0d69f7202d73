/** The operator CLI's coupon commands (scripts/ops.ts): argv → the command object, validated by the ops schema. */
import { LOCALES } from '../src/i18n/locales'

/** `--name-ru`, `--name-zh-CN`…: the coupon's name in other languages. */
const nameOptions = Object.fromEntries(LOCALES.map((l) => [`name-${l}`, { type: 'string' as const }])) as Record<
  `name-${string}`,
  { type: 'string' }
>

export const couponOptions = {
  ...nameOptions,
  name: { type: 'string' },
  scope: { type: 'string' },
  amount: { type: 'string' },
  'min-spend': { type: 'string' },
  shop: { type: 'string' },
  days: { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  'receive-end': { type: 'string' },
  total: { type: 'string' },
  products: { type: 'string' },
  category: { type: 'string' },
  hidden: { type: 'boolean' },
  email: { type: 'string' },
  phone: { type: 'string' },
} as const

type Values = {
  [K in keyof typeof couponOptions]?: (typeof couponOptions)[K]['type'] extends 'boolean' ? boolean : string
}

const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value))

export function couponCommandOf(
  name: 'issue-coupon' | 'give-coupon' | 'coupons-expiring',
  rest: string[],
  values: Values,
): unknown {
  if (name === 'coupons-expiring') return { command: name }
  if (name === 'give-coupon')
    return { command: name, couponId: numberOf(rest[0]), shopper: values.email ?? values.phone }
  return {
    command: name,
    name: values.name,
    names: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const text = (values as Record<string, unknown>)[`name-${locale}`]
        return text ? [[locale, text]] : []
      }),
    ),
    scope: values.scope,
    money: values.amount,
    minPrice: values['min-spend'],
    merId: numberOf(values.shop),
    days: numberOf(values.days),
    start: values.start,
    end: values.end,
    receiveEnd: values['receive-end'],
    total: numberOf(values.total),
    productIds: values.products?.split(',').filter(Boolean).map(Number),
    categoryId: numberOf(values.category),
    hidden: values.hidden,
  }
}
