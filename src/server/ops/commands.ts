/**
 * The operator's commands (the merchant side, with no back office): one validated command shape, run by one
 * function. The CLI (scripts/ops.ts) runs it on the database directly when no server runs, and otherwise sends the
 * same command to the server's loopback-only POST /api/ops/run, which calls the same function.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { ORDER_NO_PATTERN, type PayStatus } from '~/contract'
import * as v from 'valibot'
import { campaignReport } from '../attribution'
import type { Db } from '../db/client'
import { merchantOrders, merchants, orders, refundOrders, users } from '../db/schema'
import { formatDateTime, parseDay } from '../http/dates'
import { OpsText } from '../kit/ops'
import { addLogisticsEvent, confirmTransfer, type Delivery, shipOrder } from '../orders'
import { isPointsCommand, POINTS_OPS_COMMANDS, runPointsCommand } from '../points'
import { approveRefund, markRefunded, refuseRefund } from '../refunds'
import { NoticeCommand, runNoticeCommand } from '../notices'
import { CouponOpsCommands, runCouponOpsCommand } from '../coupons'
import { ChatOpsCommands, runChatOps } from '../chat'
import { CurrencyOpsCommands, isCurrencyOpsCommand, runCurrencyOpsCommand } from '../currency'
import { SettlementCommands, runSettlementCommand, type SettlementCommand } from '../settlement'
import { CatalogueOpsCommands, isCatalogueCommand, runCatalogueCommand } from '../catalogue-feeds'
import { isPicturesCommand, PicturesOpsCommands, runPicturesCommand } from '../uploads'
import { isMerchantCommand, MerchantCommands, runMerchantCommand } from '../merchants'
import { AboutCommands, isAboutCommand, runAboutCommand } from '../home'

const OrderNo = v.pipe(v.string('an order number is required'), v.regex(ORDER_NO_PATTERN, 'is not an order number'))

const DateArg = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-23`),
    v.check((d) => parseDay(d) !== null, `${name} is not a date`),
  )

export const MASTER_STATUSES = ['unpaid', 'awaiting_confirmation', 'paid', 'cod', 'cancelled'] as const

export const OpsCommand = v.variant('command', [
  v.object({
    command: v.literal('orders'),
    /** A master status (unpaid, paid…) or a merchant order status 0–3. */
    status: v.optional(
      v.picklist(
        [...MASTER_STATUSES, '0', '1', '2', '3'],
        `status must be one of ${MASTER_STATUSES.join(', ')}, 0, 1, 2 or 3`,
      ),
    ),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
  }),
  v.object({
    command: v.literal('refunds'),
    status: v.optional(v.picklist(['0', '1', '2', '3'], 'status must be 0, 1, 2 or 3')),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
  }),
  v.object({
    command: v.literal('ship'),
    orderNo: OrderNo,
    delivery: v.variant('type', [
      v.object({ type: v.literal('express'), expName: OpsText('courier', 60), expNo: OpsText('tracking number', 60) }),
      v.object({ type: v.literal('person'), name: OpsText('delivery person', 60), phone: OpsText('phone', 30) }),
      v.object({ type: v.literal('virtual') }),
    ]),
  }),
  v.object({ command: v.literal('logistics'), orderNo: OrderNo, text: OpsText('event text', 200) }),
  v.object({ command: v.literal('refund-approve'), refundOrderNo: OrderNo }),
  v.object({ command: v.literal('refund-refuse'), refundOrderNo: OrderNo, reason: OpsText('reason', 200) }),
  v.object({ command: v.literal('refund-done'), refundOrderNo: OrderNo }),
  v.object({ command: v.literal('confirm-transfer'), orderNo: OrderNo }),
  NoticeCommand,
  v.object({
    command: v.literal('report-campaigns'),
    from: v.optional(DateArg('from')),
    to: v.optional(DateArg('to')),
  }),
  ...POINTS_OPS_COMMANDS,
  ...CouponOpsCommands,
  ...ChatOpsCommands,
  ...SettlementCommands,
  ...CatalogueOpsCommands,
  ...PicturesOpsCommands,
  ...MerchantCommands,
  ...CurrencyOpsCommands,
  ...AboutCommands,
])
export type OpsCommand = v.InferOutput<typeof OpsCommand>

async function listOrders(db: Db, status: string | undefined, limit: number) {
  const conditions: SQL[] = []
  if (status && /^\d$/.test(status))
    conditions.push(eq(merchantOrders.status, Number(status)), inArray(orders.status, ['paid', 'cod']))
  else if (status) conditions.push(eq(orders.status, status as PayStatus))
  const rows = await db
    .select({
      order: merchantOrders,
      master: orders,
      merName: merchants.name,
      email: users.email,
      nickname: users.nickname,
      countryCode: users.countryCode,
      phone: users.phone,
    })
    .from(merchantOrders)
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
    .innerJoin(users, eq(users.id, merchantOrders.userId))
    .where(and(...conditions))
    .orderBy(desc(merchantOrders.id))
    .limit(limit)
  return rows.map(({ order, master, merName, email, nickname, countryCode, phone }) => ({
    orderNo: order.orderNo,
    masterOrderNo: master.orderNo,
    payStatus: master.status,
    payType: master.payType,
    status: order.status,
    refundStatus: order.refundStatus,
    payPrice: order.payPrice,
    merName,
    // The shopper's e-mail, else the phone they registered with (the form every shopper command takes).
    buyer: email ?? (phone ? `${countryCode ?? ''} ${phone}`.trim() : ''),
    buyerName: nickname,
    buyerPhone: phone ? `${countryCode ?? ''} ${phone}`.trim() : '',
    createTime: formatDateTime(order.createdAt),
  }))
}

async function listRefunds(db: Db, status: string | undefined, limit: number) {
  const rows = await db
    .select({ refund: refundOrders, orderNo: merchantOrders.orderNo })
    .from(refundOrders)
    .innerJoin(merchantOrders, eq(merchantOrders.id, refundOrders.merchantOrderId))
    .where(status === undefined ? undefined : eq(refundOrders.refundStatus, Number(status)))
    .orderBy(desc(refundOrders.id))
    .limit(limit)
  return rows.map(({ refund, orderNo }) => ({
    refundOrderNo: refund.refundOrderNo,
    orderNo,
    refundStatus: refund.refundStatus,
    refundPrice: refund.refundPrice,
    totalNum: refund.totalNum,
    reason: refund.refundReasonWap,
    createTime: formatDateTime(refund.createdAt),
  }))
}

/** Runs one validated command; the answer is plain JSON for the CLI to print. */
export async function runOpsCommand(db: Db, command: OpsCommand): Promise<unknown> {
  if (isPointsCommand(command)) return runPointsCommand(db, command)
  if (isCatalogueCommand(command)) return runCatalogueCommand(db, command)
  if (isPicturesCommand(command)) return runPicturesCommand(db, command)
  if (isCurrencyOpsCommand(command)) return runCurrencyOpsCommand(db, command)
  if (isMerchantCommand(command)) return runMerchantCommand(db, command)
  if (isAboutCommand(command)) return runAboutCommand(db, command)
  switch (command.command) {
    case 'orders':
      return listOrders(db, command.status, command.limit)
    case 'refunds':
      return listRefunds(db, command.status, command.limit)
    case 'ship':
      await db.transaction((tx) => shipOrder(tx, command.orderNo, command.delivery as Delivery))
      return { orderNo: command.orderNo, status: 1 }
    case 'logistics':
      await db.transaction((tx) => addLogisticsEvent(tx, command.orderNo, command.text))
      return { orderNo: command.orderNo }
    case 'refund-approve':
      return approveRefund(db, command.refundOrderNo)
    case 'refund-refuse':
      return refuseRefund(db, command.refundOrderNo, command.reason)
    case 'refund-done':
      return markRefunded(db, command.refundOrderNo)
    case 'confirm-transfer':
      await db.transaction((tx) => confirmTransfer(tx, command.orderNo))
      return { orderNo: command.orderNo, payStatus: 'paid' }
    case 'notice':
      return runNoticeCommand(db, command)
    case 'report-campaigns':
      return campaignReport(db, {
        from: command.from ? (parseDay(command.from) ?? undefined) : undefined,
        to: command.to ? (parseDay(command.to) ?? undefined) : undefined,
      })
    case 'chat-list':
    case 'chat-reply':
      return runChatOps(db, command)
    case 'settlement-list':
    case 'settlement-approve':
    case 'settlement-reject':
      return runSettlementCommand(db, command as SettlementCommand)
    default:
      return runCouponOpsCommand(db, command)
  }
}
