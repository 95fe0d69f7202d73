/**
 * The IDOR gate's cast: shopper A owns one of everything, made through the API as the storefront would; strangers
 * are fresh shoppers (one per row, so nothing they did in an earlier row shows up later). A's rows are summed up
 * in a checksum over every table that has a `user_id`, so any write of a stranger into A's data is seen.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { issueCode } from '~/server/auth/codes'
import { createSession } from '~/server/auth/sessions'
import {
  coupons,
  merchantOrders,
  notices,
  orderItems,
  orders,
  products,
  productSkus,
  userCoupons,
  users,
} from '~/server/db/schema'
import { runOpsCommand } from '~/server/ops/commands'
import { grantPoints } from '~/server/points/service'
import type { ApiHarness, CallInit } from './harness'

export interface Person {
  id: number
  email: string
  cookie: string
}

export interface OwnerObjects extends Person {
  addressId: number
  /** A's second, non-default address (a target for "set as default"). */
  otherAddressId: number
  cartLineId: number
  sku: { productId: number; skuId: number; merId: number }
  favouriteProductId: number
  followedMerchantId: number
  /** A receivable coupon template A has taken, and A's held copy of another (with a marker name). */
  receivedCouponId: number
  heldCouponId: number
  preOrderNo: string
  /** An unpaid master order and its merchant order. */
  orderNo: string
  merchantOrderNo: string
  /** A master order paid by bank transfer, and the proof image's site path. */
  bankOrderNo: string
  proofPath: string
  /** The bank order's merchant order, paid (transfer confirmed) and shipped, its item, A's refund request of it and its voucher. */
  paidMerchantOrderNo: string
  orderItemId: number
  refundOrderNo: string
  voucherPath: string
  /** A's points shop order (awaiting shipment). */
  pointsOrderNo: string
  /** A's support conversation (with the platform), holding a marker text and A's private chat image. */
  conversationId: number
  chatImagePath: string
  /** A's personal notice (unread). */
  noticeId: number
  /** A's merchant settlement application, rejected (so a stranger could try to resubmit it), and its private image. */
  applicationId: number
  qualificationPath: string
  /** Text that appears only in A's own data: a stranger's answer must contain none of it. */
  markers: string[]
}

const tag = () => randomBytes(5).toString('hex')

/** A 1×1 PNG (the upload API checks the content). */
export const tinyPng = () =>
  new Uint8Array(
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1d1b5d50000000049454e44ae426082',
      'hex',
    ),
  )

export function idorCast(api: ApiHarness) {
  const db = () => api.handle.db

  const as = <T = unknown>(who: Person | null, path: string, init: CallInit = {}) =>
    api.call<T>(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(who ? { cookie: who.cookie } : {}) },
    })
  const ok = async <T>(who: Person, path: string, init: CallInit = {}): Promise<T> => {
    const { body } = await as<T>(who, path, init)
    expect(body.code, `${path}: ${body.message}`).toBe(200)
    return body.data
  }

  /** A shopper with a session and nothing else. */
  async function stranger(label: string): Promise<Person> {
    const email = `${label}-${tag()}@stranger.example`
    const [row] = await db()
      .insert(users)
      .values({ email, nickname: label, inviteCode: tag(), userType: 'email' })
      .returning({ id: users.id })
    return { id: row.id, email, cookie: `token=${await createSession(db(), row.id)}` }
  }

  async function onSaleSku(skip: number[] = []) {
    const rows = await db()
      .select({ skuId: productSkus.id, productId: products.id, merId: products.merId, stock: productSkus.stock })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(and(eq(products.isShow, true), eq(products.minBuy, 1)))
      .orderBy(asc(productSkus.id))
    const sku = rows.find((r) => r.stock >= 10 && !skip.includes(r.skuId))
    expect(sku).toBeDefined()
    return sku!
  }

  async function placeOrder(owner: Person, addressId: number, skip: number[]) {
    const sku = await onSaleSku(skip)
    const pre = await ok<{ preOrderNo: string }>(owner, '/api/front/order/pre/order', {
      method: 'POST',
      json: {
        preOrderType: 'buyNow',
        orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: 1 }],
      },
    })
    const created = await ok<{ orderNo: string }>(owner, '/api/front/order/create', {
      method: 'POST',
      json: { preOrderNo: pre.preOrderNo, addressId, payType: 'bank', payChannel: 'pc' },
    })
    return { orderNo: created.orderNo, skuId: sku.skuId }
  }

  /** Shopper A and one of everything A can own, made through the API wherever the API makes it. */
  async function owner(): Promise<OwnerObjects> {
    const mark = tag()
    const a = await stranger(`idor-owner-${mark}`)
    const nickname = `Owner ${mark}`
    await ok(a, '/api/front/user/edit', { method: 'POST', json: { nickname } })

    const address = (realName: string, isDefault: boolean) => ({
      realName,
      email: `owner-${mark}@mail.example`,
      phone: '9001234567',
      countryCode: 7,
      country: 'Russia',
      detail: `Secret lane ${mark}`,
      postCode: '125009',
      isDefault,
    })
    const { id: addressId } = await ok<{ id: number }>(a, '/api/front/address/edit', {
      method: 'POST',
      json: address(`Alice ${mark}`, true),
    })
    const { id: otherAddressId } = await ok<{ id: number }>(a, '/api/front/address/edit', {
      method: 'POST',
      json: address(`Alina ${mark}`, false),
    })

    const first = await placeOrder(a, addressId, [])
    const second = await placeOrder(a, addressId, [first.skuId])
    const sku = await onSaleSku([first.skuId, second.skuId])

    // The bank-transfer proof: uploaded the way the reference client does (model=product), then sent with PY2.
    const form = new FormData()
    form.append('multipart', new File([tinyPng() as BlobPart], 'proof.png', { type: 'image/png' }))
    const upload = await ok<{ url: string }>(a, '/api/front/upload/image?model=product&pid=1', {
      method: 'POST',
      body: form,
    })
    const proofPath = new URL(upload.url).pathname
    await ok(a, '/api/front/pay/payment', {
      method: 'POST',
      json: {
        orderNo: second.orderNo,
        payType: 'bank',
        payChannel: 'pc',
        payVoucher: proofPath,
        payVoucherNote: `Transfer ${mark}`,
      },
    })

    // The transfer is confirmed and the goods shipped (operator), then A asks for a refund with a private voucher.
    await runOpsCommand(db(), { command: 'confirm-transfer', orderNo: second.orderNo })
    const [paidPart] = await db()
      .select({ id: merchantOrders.id, orderNo: merchantOrders.orderNo })
      .from(merchantOrders)
      .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
      .where(eq(orders.orderNo, second.orderNo))
    await runOpsCommand(db(), {
      command: 'ship',
      orderNo: paidPart.orderNo,
      delivery: { type: 'express', expName: 'DHL', expNo: `T${mark}` },
    })
    const [item] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.merchantOrderId, paidPart.id))
    const voucherForm = new FormData()
    voucherForm.append('multipart', new File([tinyPng() as BlobPart], 'voucher.png', { type: 'image/png' }))
    const voucher = await ok<{ url: string }>(a, '/api/front/upload/image?model=refund', {
      method: 'POST',
      body: voucherForm,
    })
    const voucherPath = new URL(voucher.url).pathname
    const { refundOrderNo } = await ok<{ refundOrderNo: string }>(a, '/api/front/order/refund', {
      method: 'POST',
      json: {
        orderNo: paidPart.orderNo,
        text: 'Item not received',
        refund_reason_wap_explain: `Refund ${mark}`,
        refund_reason_wap_img: voucherPath,
      },
    })

    await ok(a, '/api/front/cart/save', {
      method: 'POST',
      json: [{ productId: sku.productId, cartNum: 3, productAttrUnique: sku.skuId }],
    })
    const cart = await ok<{ cartInfoList: { id: number }[] }[]>(a, '/api/front/cart/list')
    const cartLineId = cart.flatMap((group) => group.cartInfoList)[0]?.id
    expect(cartLineId).toBeDefined()

    await ok(a, '/api/front/collect/add/product', { method: 'POST', json: { id: sku.productId, category: 'store' } })
    await ok(a, `/api/front/collect/add/merchant/${sku.merId}`, { method: 'POST' })

    const receivable = await ok<{ list: { id: number }[] }>(a, '/api/front/coupons?limit=50')
    const receivedCouponId = receivable.list[0]?.id
    expect(receivedCouponId).toBeDefined()
    await ok(a, '/api/front/coupon/receive', { method: 'POST', json: { couponId: receivedCouponId } })
    // A held coupon with a name nobody else has: its template is hidden (issued to A, never offered to others).
    const [template] = await db()
      .insert(coupons)
      .values({
        merId: sku.merId,
        name: `Coupon ${mark}`,
        useType: 1,
        money: '1.00',
        minPrice: '0.00',
        productIds: [],
        isShow: false,
      })
      .returning({ id: coupons.id })
    const [held] = await db()
      .insert(userCoupons)
      .values({
        userId: a.id,
        couponId: template.id,
        merId: sku.merId,
        name: `Coupon ${mark}`,
        useType: 1,
        money: '1.00',
        minPrice: '0.00',
        productIds: [],
        startTime: new Date(Date.now() - 86_400_000),
        endTime: new Date(Date.now() + 30 * 86_400_000),
        status: 0,
      })
      .returning({ id: userCoupons.id })

    const { preOrderNo } = await ok<{ preOrderNo: string }>(a, '/api/front/order/pre/order', {
      method: 'POST',
      json: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: cartLineId }] },
    })

    await grantPoints(db(), a.id, 4321, { linkType: 'register', title: `Points ${mark}` })
    const { orderNo: pointsOrderNo } = await ok<{ orderNo: string }>(a, '/api/front/integral/order/create', {
      method: 'POST',
      json: { productId: 1, num: 1, addressId },
    })
    const [notice] = await db()
      .insert(notices)
      .values({ userId: a.id, kind: 'system', title: `Notice ${mark}`, content: `For ${mark} only` })
      .returning({ id: notices.id })
    // A's own code, sent to A's address (it lands in the development outbox).
    await ok(a, '/api/front/captcha/email/password', { method: 'POST' })

    const { id: conversationId } = await ok<{ id: number }>(a, '/api/front/chat/conversation', {
      method: 'POST',
      json: { merId: 0 },
    })
    await ok(a, '/api/front/chat/send', { method: 'POST', json: { conversationId, content: `Chat ${mark}` } })
    const chatForm = new FormData()
    chatForm.append('multipart', new File([tinyPng() as BlobPart], 'chat.png', { type: 'image/png' }))
    const chatImage = await ok<{ url: string }>(a, '/api/front/upload/image?model=chat', {
      method: 'POST',
      body: chatForm,
    })
    const chatImagePath = new URL(chatImage.url).pathname
    await ok(a, '/api/front/chat/send', {
      method: 'POST',
      json: { conversationId, type: 'image', content: chatImagePath },
    })
    // A's merchant settlement application with a private qualification image, rejected by the operator.
    const qualificationForm = new FormData()
    qualificationForm.append('multipart', new File([tinyPng() as BlobPart], 'licence.png', { type: 'image/png' }))
    const qualification = await ok<{ url: string }>(a, '/api/front/upload/image?model=qualification', {
      method: 'POST',
      body: qualificationForm,
    })
    const qualificationPath = new URL(qualification.url).pathname
    const { id: applicationId } = await ok<{ id: number }>(a, '/api/front/merchant/settled/apply', {
      method: 'POST',
      json: {
        name: `Store ${mark}`,
        realName: `Alice ${mark}`,
        countryCode: '+7',
        phone: '9001234567',
        email: `owner-${mark}@mail.example`,
        captcha: await issueCode(db(), `owner-${mark}@mail.example`, 'settle'),
        categoryId: 1,
        typeId: 1,
        qualificationPicture: JSON.stringify([qualificationPath]),
        agreement: true,
      },
    })
    await runOpsCommand(db(), { command: 'settlement-reject', id: applicationId, reason: `Reason ${mark}` })

    const [merchantOrder] = await db()
      .select({ orderNo: merchantOrders.orderNo })
      .from(merchantOrders)
      .where(eq(merchantOrders.userId, a.id))
      .orderBy(asc(merchantOrders.id))
    const orderNo = first.orderNo
    return {
      ...a,
      addressId,
      otherAddressId,
      cartLineId,
      sku,
      favouriteProductId: sku.productId,
      followedMerchantId: sku.merId,
      receivedCouponId,
      heldCouponId: held.id,
      preOrderNo,
      orderNo,
      merchantOrderNo: merchantOrder.orderNo,
      bankOrderNo: second.orderNo,
      proofPath,
      noticeId: notice.id,
      paidMerchantOrderNo: paidPart.orderNo,
      orderItemId: item.id,
      refundOrderNo,
      voucherPath,
      pointsOrderNo,
      conversationId,
      chatImagePath,
      applicationId,
      qualificationPath,
      markers: [
        pointsOrderNo,
        mark,
        a.email,
        first.orderNo,
        second.orderNo,
        merchantOrder.orderNo,
        paidPart.orderNo,
        refundOrderNo,
        preOrderNo,
        proofPath.split('/').pop()!,
        voucherPath.split('/').pop()!,
        chatImagePath.split('/').pop()!,
        qualificationPath.split('/').pop()!,
      ],
    }
  }

  /**
   * A checksum of everything A owns: every row of every table with a `user_id` column that is A's, A's user row,
   * the items of A's orders, and the codes and messages addressed to A. Found from the schema, so a new
   * owner-scoped table is covered without touching this file.
   */
  async function ownerChecksum(a: Person): Promise<string> {
    const rows = async (query: ReturnType<typeof sql>) => {
      const result = (await db().execute(query)) as unknown as { rows: { j: string }[] }
      return result.rows.map((r) => String(r.j)).sort()
    }
    const tables = (await db().execute(
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
    const parts: string[] = []
    for (const { table_name: table } of tables.rows) {
      parts.push(
        table,
        ...(await rows(
          sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t where t.user_id = ${a.id}`,
        )),
      )
    }
    parts.push('users', ...(await rows(sql`select row_to_json(t)::text as j from users t where t.id = ${a.id}`)))
    parts.push(
      'order_items',
      ...(await rows(
        sql`select row_to_json(t)::text as j from order_items t join merchant_orders m on m.id = t.merchant_order_id where m.user_id = ${a.id}`,
      )),
    )
    parts.push(
      'chat_messages',
      ...(await rows(
        sql`select row_to_json(t)::text as j from chat_messages t join chat_conversations c on c.id = t.conversation_id where c.user_id = ${a.id}`,
      )),
    )
    parts.push(
      'verification_codes',
      ...(await rows(
        sql`select row_to_json(t)::text as j from verification_codes t where t.target = ${a.email.toLowerCase()}`,
      )),
    )
    parts.push(
      'outbox_messages',
      ...(await rows(
        sql`select row_to_json(t)::text as j from outbox_messages t where t.recipient = ${a.email.toLowerCase()}`,
      )),
    )
    return createHash('sha256').update(parts.join('\n')).digest('hex')
  }

  return { as, stranger, owner, ownerChecksum }
}

export type IdorCast = ReturnType<typeof idorCast>
