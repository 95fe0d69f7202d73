/**
 * Notice texts per locale. A notice stores its event and params; the inbox renders them in the reader's locale on
 * every read, so a shopper who switches language sees every notice in it. Every locale must have every event
 * (the type checks it, and tests/api/notices.test.ts renders each one).
 */
import { FALLBACK_LOCALE, type Locale } from '../../i18n/locales'
import { parseTime } from '../http/dates'

export type NoticeParams = Record<string, unknown>
export type TemplatedEvent = 'order_shipped' | 'refund_decided' | 'coupon_expiring' | 'settlement_decided'
export const TEMPLATED_EVENTS: readonly TemplatedEvent[] = [
  'order_shipped',
  'refund_decided',
  'coupon_expiring',
  'settlement_decided',
]

interface Text {
  title: string
  content: string
}
type Template = (p: {
  str: (key: string) => string
  yes: (key: string) => boolean
  date: (key: string) => string
}) => Text
export type LocaleTemplates = Record<TemplatedEvent, Template>

const en: LocaleTemplates = {
  order_shipped: ({ str }) => ({ title: 'Your order has shipped', content: `Order ${str('orderNo')} is on its way.` }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Refund approved', content: `Refund ${str('refundOrderNo')} was approved.` }
      : { title: 'Refund refused', content: `Refund ${str('refundOrderNo')} was refused: ${str('reason')}` },
  coupon_expiring: ({ str, date }) => ({
    title: 'A coupon expires soon',
    content: `${str('couponName')} expires on ${date('expiresAt')}.`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Merchant application approved', content: 'Your store application was approved.' }
      : { title: 'Merchant application not approved', content: `Reason: ${str('reason')}` },
}

const zhCN: LocaleTemplates = {
  order_shipped: ({ str }) => ({ title: '您的订单已发货', content: `订单 ${str('orderNo')} 正在配送途中。` }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: '退款已同意', content: `退款单 ${str('refundOrderNo')} 已通过审核。` }
      : { title: '退款被拒绝', content: `退款单 ${str('refundOrderNo')} 被拒绝：${str('reason')}` },
  coupon_expiring: ({ str, date }) => ({
    title: '优惠券即将过期',
    content: `${str('couponName')} 将于 ${date('expiresAt')} 过期。`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: '商户入驻申请已通过', content: '您的店铺入驻申请已通过审核。' }
      : { title: '商户入驻申请未通过', content: `原因：${str('reason')}` },
}

const es: LocaleTemplates = {
  order_shipped: ({ str }) => ({
    title: 'Tu pedido ha sido enviado',
    content: `El pedido ${str('orderNo')} está en camino.`,
  }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Reembolso aprobado', content: `El reembolso ${str('refundOrderNo')} fue aprobado.` }
      : {
          title: 'Reembolso rechazado',
          content: `El reembolso ${str('refundOrderNo')} fue rechazado: ${str('reason')}`,
        },
  coupon_expiring: ({ str, date }) => ({
    title: 'Un cupón caduca pronto',
    content: `${str('couponName')} caduca el ${date('expiresAt')}.`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Solicitud de comerciante aprobada', content: 'Tu solicitud de tienda fue aprobada.' }
      : { title: 'Solicitud de comerciante no aprobada', content: `Motivo: ${str('reason')}` },
}

const ru: LocaleTemplates = {
  order_shipped: ({ str }) => ({ title: 'Ваш заказ отправлен', content: `Заказ ${str('orderNo')} уже в пути.` }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Возврат одобрен', content: `Возврат ${str('refundOrderNo')} одобрен.` }
      : { title: 'В возврате отказано', content: `В возврате ${str('refundOrderNo')} отказано: ${str('reason')}` },
  coupon_expiring: ({ str, date }) => ({
    title: 'Скоро истекает купон',
    content: `Срок действия купона «${str('couponName')}» истекает ${date('expiresAt')}.`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Заявка продавца одобрена', content: 'Ваша заявка на открытие магазина одобрена.' }
      : { title: 'Заявка продавца не одобрена', content: `Причина: ${str('reason')}` },
}

const fr: LocaleTemplates = {
  order_shipped: ({ str }) => ({
    title: 'Votre commande a été expédiée',
    content: `La commande ${str('orderNo')} est en route.`,
  }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Remboursement accepté', content: `Le remboursement ${str('refundOrderNo')} a été accepté.` }
      : {
          title: 'Remboursement refusé',
          content: `Le remboursement ${str('refundOrderNo')} a été refusé : ${str('reason')}`,
        },
  coupon_expiring: ({ str, date }) => ({
    title: 'Un coupon expire bientôt',
    content: `${str('couponName')} expire le ${date('expiresAt')}.`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'Demande de marchand acceptée', content: 'Votre demande d’ouverture de boutique a été acceptée.' }
      : { title: 'Demande de marchand refusée', content: `Motif : ${str('reason')}` },
}

const th: LocaleTemplates = {
  order_shipped: ({ str }) => ({ title: 'คำสั่งซื้อของคุณจัดส่งแล้ว', content: `คำสั่งซื้อ ${str('orderNo')} กำลังจัดส่ง` }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'อนุมัติการคืนเงินแล้ว', content: `การคืนเงิน ${str('refundOrderNo')} ได้รับการอนุมัติแล้ว` }
      : { title: 'การคืนเงินถูกปฏิเสธ', content: `การคืนเงิน ${str('refundOrderNo')} ถูกปฏิเสธ: ${str('reason')}` },
  coupon_expiring: ({ str, date }) => ({
    title: 'คูปองใกล้หมดอายุ',
    content: `${str('couponName')} จะหมดอายุในวันที่ ${date('expiresAt')}`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'อนุมัติคำขอเปิดร้านค้าแล้ว', content: 'คำขอเปิดร้านค้าของคุณได้รับการอนุมัติแล้ว' }
      : { title: 'คำขอเปิดร้านค้าไม่ได้รับการอนุมัติ', content: `เหตุผล: ${str('reason')}` },
}

const lo: LocaleTemplates = {
  order_shipped: ({ str }) => ({ title: 'ຄຳສັ່ງຊື້ຂອງທ່ານຖືກສົ່ງແລ້ວ', content: `ຄຳສັ່ງຊື້ ${str('orderNo')} ກຳລັງຈັດສົ່ງ.` }),
  refund_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'ອະນຸມັດການຄືນເງິນແລ້ວ', content: `ການຄືນເງິນ ${str('refundOrderNo')} ໄດ້ຮັບການອະນຸມັດແລ້ວ.` }
      : { title: 'ການຄືນເງິນຖືກປະຕິເສດ', content: `ການຄືນເງິນ ${str('refundOrderNo')} ຖືກປະຕິເສດ: ${str('reason')}` },
  coupon_expiring: ({ str, date }) => ({
    title: 'ຄູປອງໃກ້ໝົດອາຍຸ',
    content: `${str('couponName')} ຈະໝົດອາຍຸວັນທີ ${date('expiresAt')}.`,
  }),
  settlement_decided: ({ str, yes }) =>
    yes('approved')
      ? { title: 'ອະນຸມັດຄຳຂໍເປີດຮ້ານແລ້ວ', content: 'ຄຳຂໍເປີດຮ້ານຂອງທ່ານໄດ້ຮັບການອະນຸມັດແລ້ວ.' }
      : { title: 'ຄຳຂໍເປີດຮ້ານບໍ່ໄດ້ຮັບການອະນຸມັດ', content: `ເຫດຜົນ: ${str('reason')}` },
}

export const NOTICE_TEMPLATES: Record<Locale, LocaleTemplates> = { en, 'zh-CN': zhCN, es, ru, fr, th, lo }

function isTemplated(event: string): event is TemplatedEvent {
  return (TEMPLATED_EVENTS as readonly string[]).includes(event)
}

/** A text of `params` given per locale (`titles`, `contents`, `couponNames`: { ru: '…' }), in `locale`. */
function localized(params: NoticeParams, key: string, locale: Locale): string | undefined {
  const map = params[key]
  if (!map || typeof map !== 'object') return undefined
  const value = (map as Record<string, unknown>)[locale]
  return typeof value === 'string' && value.trim() ? value : undefined
}

/**
 * The text of a notice in `locale`. Templated events use the locale's template, and a param's own text for that
 * locale when the notice has one (`couponName` from `couponNames`); an operator's system notice its own text for that
 * locale when it has one. Anything else (older rows, unknown events) keeps `fallback`.
 */
export function renderNotice(event: string, params: NoticeParams, locale: Locale, fallback?: Text): Text {
  if (isTemplated(event)) {
    const str = (key: string) =>
      localized(params, `${key}s`, locale) ??
      (params[key] === undefined || params[key] === null ? '' : String(params[key]))
    const date = (key: string) => {
      const at = parseTime(str(key))
      return !at ? str(key) : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at)
    }
    const template = (NOTICE_TEMPLATES[locale] ?? NOTICE_TEMPLATES[FALLBACK_LOCALE])[event]
    return template({ str, yes: (key) => params[key] === true, date })
  }
  const title = localized(params, 'titles', locale) ?? fallback?.title ?? String(params.title ?? '')
  const content = localized(params, 'contents', locale) ?? fallback?.content ?? String(params.content ?? '')
  return { title, content }
}
