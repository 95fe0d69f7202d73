/** The money path: pre-orders, master and merchant orders and their lines (decision 9). */
import { sql } from 'drizzle-orm'
import type { DeliveryType, PayStatus } from '~/contract'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { productSkus, products } from './catalog.ts'
import { createdAt, i18n, money, ref, timestamptz, updatedAt } from './columns.ts'
import { merchants } from './merchants.ts'

/** One line of a pre-order snapshot (what the shopper saw on the confirm page). */
export interface PreOrderLine {
  productId: number
  skuId: number
  merId: number
  quantity: number
  /** Set for `shoppingCart` pre-orders: the cart line bought (cleared when the order is created). */
  cartLineId?: number
  /** Snapshot for display; order create reprices from the database. */
  productName: string
  image: string
  sku: string
  price: string
}

/**
 * Pre-orders (O1/O2): a snapshot of the lines to buy, valid for a while. `orderNo` is set by the order create
 * that consumed it, which makes O4 idempotent per pre-order.
 */
export const preOrders = pgTable(
  'pre_orders',
  {
    preOrderNo: text('pre_order_no').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    preOrderType: text('pre_order_type').notNull(),
    lines: jsonb('lines').$type<PreOrderLine[]>().notNull(),
    orderNo: text('order_no'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('pre_orders_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Master orders: what the shopper paid for in one checkout. status:
 * unpaid (waiting for payment; auto-cancels at `expiresAt`), awaiting_confirmation (bank transfer proof sent),
 * paid, cod (cash on delivery, pays at the door), cancelled.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    preOrderNo: text('pre_order_no').notNull(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: money('pro_total_price').notNull(),
    freightPrice: money('freight_price').notNull(),
    /** The merchant orders' packing fees and shipping insurance, summed (decision 49). */
    packingPrice: money('packing_price').notNull().default('0'),
    insurancePrice: money('insurance_price').notNull().default('0'),
    /** Merchant coupons + platform coupon. */
    couponPrice: money('coupon_price').notNull(),
    /** The platform coupon used (a user_coupons id), if any. */
    platformCouponId: integer('platform_coupon_id'),
    integralPrice: money('integral_price').notNull(),
    useIntegral: integer('use_integral').notNull().default(0),
    payPrice: money('pay_price').notNull(),
    payType: text('pay_type').notNull(),
    payChannel: text('pay_channel').notNull().default('pc'),
    paid: boolean('paid').notNull().default(false),
    payTime: timestamptz('pay_time'),
    status: text('status').$type<PayStatus>().notNull().default('unpaid'),
    addressId: integer('address_id'),
    realName: text('real_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userEmail: text('user_email').notNull().default(''),
    userAddress: text('user_address').notNull(),
    /** The address's country code: the address line starts with its English name, shown in the reader's language. */
    userCountry: text('user_country').notNull().default(''),
    userRemark: text('user_remark').notNull().default(''),
    /** Bank transfer: the payment screenshot (an upload URL path) and the shopper's note. */
    payVoucher: text('pay_voucher').notNull().default(''),
    payVoucherNote: text('pay_voucher_note').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamptz('cancelled_at'),
    /** When an unpaid order auto-cancels. */
    expiresAt: timestamptz('expires_at').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * The currency the shopper read prices in at checkout, when not the shop's, and the rate the server used then
     * (1 unit of the shop's currency = `shown_rate`, set at `shown_rate_at`; decision 34). Null: the shop's currency,
     * or an order from before orders kept it. Display only: every amount above stays in the shop's currency.
     */
    shownCurrency: text('shown_currency'),
    shownRate: numeric('shown_rate', { precision: 24, scale: 10 }),
    shownRateAt: timestamptz('shown_rate_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_pre_order_no_uq').on(t.preOrderNo),
    // A shopper's masters, newest first, with what their order reads filter and join on (status, deletion, id): the
    // order list's count and the counters read this index alone (bench/orders.mjs, decision 59).
    index('orders_user_idx').on(t.userId, t.createdAt, t.id, t.status, t.isDeleted),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    // Before each order read: has this shopper an overdue unpaid order (orders/expire.ts)? Their unpaid ones alone.
    index('orders_user_unpaid_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    // The operator's `orders --status awaiting_confirmation` (ops/commands.ts): the bank transfers to confirm, a few
    // among a million orders, found without reading the table (decision 127). Unpaid ones have orders_unpaid_expiry_idx.
    index('orders_awaiting_confirmation_idx')
      .on(t.id)
      .where(sql`${t.status} = 'awaiting_confirmation'`),
  ],
)

/**
 * One merchant's part of a master order. status (docs/api.md §4.1 (#ref-4-1)): 0 awaiting shipment, 1 shipped (awaiting
 * receipt), 2 received, 3 completed. Discounts are the merchant coupon plus this order's share of the platform
 * coupon and of the points deduction.
 */
export const merchantOrders = pgTable(
  'merchant_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    masterId: ref('master_id', () => orders.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    merId: ref('mer_id', () => merchants.id),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: money('pro_total_price').notNull(),
    freightPrice: money('freight_price').notNull(),
    /** The shop's packing fee and shipping insurance at order time (decision 49); in `payPrice`, never discounted. */
    packingPrice: money('packing_price').notNull().default('0'),
    insurancePrice: money('insurance_price').notNull().default('0'),
    /** The merchant coupon used (a user_coupons id), if any. */
    couponId: integer('coupon_id'),
    couponPrice: money('coupon_price').notNull(),
    platformCouponPrice: money('platform_coupon_price').notNull(),
    integralPrice: money('integral_price').notNull(),
    useIntegral: integer('use_integral').notNull().default(0),
    payPrice: money('pay_price').notNull(),
    status: smallint('status').notNull().default(0),
    /** 0 none (or the last request refused), 1 a refund under way, 2 partly refunded, 3 fully refunded (docs/orders.md). */
    refundStatus: smallint('refund_status').notNull().default(0),
    /** How it was shipped: '' not yet, express (courier company + tracking number), person (named courier), virtual. */
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull().default(''),
    expName: text('exp_name').notNull().default(''),
    expNo: text('exp_no').notNull().default(''),
    deliveryName: text('delivery_name').notNull().default(''),
    deliveryPhone: text('delivery_phone').notNull().default(''),
    /** Logistics events, oldest first, in the KDNiao shape the contract sends (O10). */
    logistics: jsonb('logistics').$type<LogisticsEvent[]>().notNull().default([]),
    shippedAt: timestamptz('shipped_at'),
    receivedAt: timestamptz('received_at'),
    completedAt: timestamptz('completed_at'),
    /** Refunded so far (approved refunds), never above `payPrice`. */
    refundPrice: money('refund_price').notNull().default('0'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_orders_order_no_uq').on(t.orderNo),
    index('merchant_orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.status} = 1`),
    // Before each order read: has this shopper a shipped order due to be received? Their shipped ones alone.
    index('merchant_orders_user_shipped_idx')
      .on(t.userId, t.shippedAt)
      .where(sql`${t.status} = 1`),
    index('merchant_orders_master_idx').on(t.masterId),
    index('merchant_orders_user_idx').on(t.userId, t.status, t.createdAt),
    // O7, newest first (and its seek pages): a shopper's orders in list order, whatever their status, with every
    // column the list's filters, count and counters read, so those read this index alone (decision 59).
    index('merchant_orders_user_created_idx').on(
      t.userId,
      t.createdAt,
      t.id,
      t.masterId,
      t.status,
      t.refundStatus,
      t.isDeleted,
    ),
  ],
)

/** One logistics event of a merchant order (KDNiao field names, as O10 sends them). */
export interface LogisticsEvent {
  /** The text as written (an operator's own line), or the English of `message`. */
  AcceptStation: string
  /** yyyy-MM-dd HH:mm:ss */
  AcceptTime: string
  /**
   * The shop's own events (shipped, received) keep their message and values, so the shopper reads them in their own
   * language whoever triggered them (the operator CLI, a sweeper); O10 sends it translated, without this field.
   */
  message?: { id: string; values?: Record<string, string> }
}

/** The goods of a merchant order, priced at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    merchantOrderId: ref('merchant_order_id', () => merchantOrders.id, { onDelete: 'cascade' }),
    productId: ref('product_id', () => products.id),
    skuId: ref('sku_id', () => productSkus.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    sku: text('sku').notNull().default(''),
    /** The name and SKU label as bought in every locale that had them: `{ ru: { productName, sku } }` (decision 24). */
    i18n: i18n(),
    price: money('price').notNull(),
    payNum: integer('pay_num').notNull(),
    /** Units returned by approved refunds, plus units in a refund under review (never above `payNum`). */
    refundNum: integer('refund_num').notNull().default(0),
    isReplied: boolean('is_replied').notNull().default(false),
  },
  (t) => [index('order_items_merchant_order_idx').on(t.merchantOrderId)],
)
