/**
 * The refund reasons (R2) and their labels in the storefront's seven languages, apart from refunds.ts: the contract's
 * index gives only their types, so the labels load with the screens that show a reason, not with every page
 * (decision 99). Import the values from `~/contract/refund-reasons`.
 */

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
