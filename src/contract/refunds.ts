/**
 * Refunds R1–R5 (docs/api.md "Refunds"): what can be returned, the reasons, the request, the list and the detail.
 * A reason travels as a code; each side shows it with `refundReasonLabel` in the reader's language.
 */
import type { OrderShownCurrency } from './currency'
import type { OrderItem } from './orders'

/** The storefront's languages, as the labels below are written (src/i18n/locales.ts names the same seven). */
export type LabelLocale = 'en' | 'zh-CN' | 'es' | 'ru' | 'fr' | 'th' | 'lo'

/** R2: the reasons offered, in screen order; `code` is what R3's `text` carries and what is stored. */
export const REFUND_REASONS = [
  {
    code: 'not_received',
    label: {
      en: 'Item not received',
      'zh-CN': '未收到商品',
      es: 'Artículo no recibido',
      ru: 'Товар не получен',
      fr: 'Article non reçu',
      th: 'ไม่ได้รับสินค้า',
      lo: 'ບໍ່ໄດ້ຮັບສິນຄ້າ',
    },
  },
  {
    code: 'damaged',
    label: {
      en: 'Item damaged or defective',
      'zh-CN': '商品损坏或有缺陷',
      es: 'Artículo dañado o defectuoso',
      ru: 'Товар повреждён или неисправен',
      fr: 'Article endommagé ou défectueux',
      th: 'สินค้าเสียหายหรือชำรุด',
      lo: 'ສິນຄ້າເສຍຫາຍ ຫຼື ມີຂໍ້ບົກພ່ອງ',
    },
  },
  {
    code: 'not_as_described',
    label: {
      en: 'Item not as described',
      'zh-CN': '商品与描述不符',
      es: 'El artículo no es como se describe',
      ru: 'Товар не соответствует описанию',
      fr: 'Article non conforme à la description',
      th: 'สินค้าไม่ตรงตามคำอธิบาย',
      lo: 'ສິນຄ້າບໍ່ຕົງກັບຄຳອະທິບາຍ',
    },
  },
  {
    code: 'wrong_item',
    label: {
      en: 'Wrong item or size sent',
      'zh-CN': '发错商品或尺码',
      es: 'Artículo o talla equivocados',
      ru: 'Прислан не тот товар или размер',
      fr: 'Mauvais article ou mauvaise taille',
      th: 'ส่งสินค้าหรือขนาดผิด',
      lo: 'ສົ່ງສິນຄ້າ ຫຼື ຂະໜາດຜິດ',
    },
  },
  {
    code: 'missing_parts',
    label: {
      en: 'Missing parts or accessories',
      'zh-CN': '缺少零件或配件',
      es: 'Faltan piezas o accesorios',
      ru: 'Не хватает деталей или аксессуаров',
      fr: 'Pièces ou accessoires manquants',
      th: 'ชิ้นส่วนหรืออุปกรณ์เสริมขาดหาย',
      lo: 'ຂາດຊິ້ນສ່ວນ ຫຼື ອຸປະກອນເສີມ',
    },
  },
  {
    code: 'changed_mind',
    label: {
      en: 'Changed my mind',
      'zh-CN': '不想要了',
      es: 'He cambiado de opinión',
      ru: 'Передумал(а)',
      fr: "J'ai changé d'avis",
      th: 'เปลี่ยนใจ',
      lo: 'ປ່ຽນໃຈ',
    },
  },
  {
    code: 'other',
    label: { en: 'Other', 'zh-CN': '其他', es: 'Otro', ru: 'Другое', fr: 'Autre', th: 'อื่น ๆ', lo: 'ອື່ນໆ' },
  },
] as const satisfies readonly { code: string; label: Record<LabelLocale, string> }[]

export type RefundReasonCode = (typeof REFUND_REASONS)[number]['code']
export const REFUND_REASON_CODES: readonly RefundReasonCode[] = REFUND_REASONS.map((reason) => reason.code)

/**
 * A stored reason in the reader's language: a code by its label; an English label stored before reasons became
 * codes by its translation; anything else (free text from another CRMEB client or upstream) as it is.
 */
export function refundReasonLabel(reason: string, locale: string): string {
  const found = REFUND_REASONS.find((r) => r.code === reason || r.label.en === reason)
  if (!found) return reason
  return (found.label as Record<string, string>)[locale] ?? found.label.en
}

/** R3's remarks and vouchers (docs/spec.md §5.27 (#spec-5-27), §5.28 (#spec-5-28)). */
export const REFUND_REMARK_MAX = 100
export const REFUND_IMAGES_MAX = 5

/** CRMEB joins image lists with ","; these two are the only places that join or split one. */
export const joinImageList = (urls: readonly string[]) => urls.join(',')
export const splitImageList = (joined: string | null | undefined) =>
  (joined ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)

/** R1: what a refund of this merchant order can still return (each line's `payNum` = units still returnable). */
export interface RefundApplyInfo {
  orderNo: string
  merId: number
  orderInfoList: (OrderItem & { refundableNum: number })[]
  totalNum: number
  /** The most that can still be refunded. */
  payPrice: string
  /** Extension: the points that come back with a full refund. */
  refundIntegral: number
  /** Extension (decision 34): the currency and rate the order kept at checkout; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** R3's body, as CRMEB names it: the reason code in `text`, voucher URLs joined with ",". */
export interface RefundRequestBody {
  orderNo: string
  text: string
  refund_reason_wap_explain?: string
  refund_reason_wap_img?: string
  /** Extension: which items and how many units; absent means everything still returnable. */
  items?: { orderInfoId: number; num: number }[]
}

/** R3's body as both sides read it past the wire (the route's schema, the refund form): the reason code, the images as a list. */
export interface RefundRequest {
  orderNo: string
  /** A reason code (`REFUND_REASONS`), or another client's free text. */
  reason: string
  explain: string
  /** Voucher image URLs (absolute or site paths). */
  images: string[]
  /** Extension: which items and how many units; absent means everything still returnable. */
  items?: RefundRequestBody['items']
}

/** R3's answer (extension): the new refund order's number. */
export interface RefundRequested {
  refundOrderNo: string
}

/** R4 list item and R5 detail. */
export interface RefundOrder {
  id: number
  refundOrderNo: string
  merOrderNo: string
  merId: number
  merName: string
  /** 0 under review, 1 refused, 2 accepted (refunding), 3 refunded. */
  refundStatus: number
  /** The merchant's reason for a refusal. */
  refundReason: string
  refundPrice: string
  refundIntegral: number
  totalNum: number
  createTime: string
  /** Designed: when the merchant decided and when the money went back ("" until then). */
  reviewTime: string
  refundTime: string
  /** The shopper's reason: a `RefundReasonCode`, or free text from another client. */
  refundReasonWap: string
  refundReasonWapExplain: string
  /** Voucher image URLs joined with ","; `splitImageList` reads it. */
  refundReasonWapImg: string
  orderInfoList: (OrderItem & { refundableNum: number; refundPrice: string })[]
  /** Extension (decision 34): the currency and rate the order kept at checkout; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}
