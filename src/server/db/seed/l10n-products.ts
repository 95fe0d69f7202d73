/**
 * The demo products in Russian, Spanish, Chinese, French, Thai and Lao (decision 24): the product's own noun as a
 * merchant in that language lists it (l10n-product-nouns.ts: "Funda antigolpes para móvil", not the leaf's name and a
 * code); selling points; a description with the translated spec table; the specs themselves. Called by planProduct,
 * so the seed and the top-up both get them.
 */
import type { Translations } from '../schema.ts'
import type { LeafInfo } from './categories.ts'
import { CATEGORY_WORDS } from './l10n-categories.ts'
import { CATEGORY_WORDS_MORE } from './l10n-categories-more.ts'
import { PRODUCT_NOUNS } from './l10n-product-nouns.ts'
import { UNITS } from '../../../i18n/units.ts'
import { CATALOGUE_LOCALES, type CatalogueLocale, specName, specValue } from './l10n-specs.ts'

const LOCALES = CATALOGUE_LOCALES
const NOUN_COLUMN: Record<CatalogueLocale, number> = { ru: 0, es: 1, 'zh-CN': 2, fr: 3, th: 4, lo: 5 }

const SELLING_POINTS: Record<CatalogueLocale, string[]> = {
  ru: [
    'Цена от производителя, без посредников',
    'Проверка качества перед отправкой',
    'Возврат в течение 15 дней',
    'Отслеживаемая доставка в Россию, Казахстан и СНГ',
    'Надёжная упаковка для дальней доставки',
  ],
  es: [
    'Precio directo de fábrica, sin intermediarios',
    'Control de calidad antes del envío',
    'Devoluciones sin complicaciones en 15 días',
    'Envío con seguimiento a Rusia, Kazajistán y la CEI',
    'Embalaje seguro para envíos de larga distancia',
  ],
  'zh-CN': [
    '工厂直供价，没有中间商',
    '发货前质检',
    '15天无忧退货',
    '可追踪物流，发往俄罗斯、哈萨克斯坦及独联体',
    '长途运输安全包装',
  ],
  fr: [
    'Prix usine, sans intermédiaire',
    "Contrôle qualité avant l'expédition",
    'Retours sans tracas sous 15 jours',
    'Livraison suivie vers la Russie, le Kazakhstan et la CEI',
    'Emballage renforcé pour les longues distances',
  ],
  th: [
    'ราคาจากโรงงาน ไม่ผ่านคนกลาง',
    'ตรวจสอบคุณภาพก่อนจัดส่ง',
    'คืนสินค้าได้ง่ายภายใน 15 วัน',
    'จัดส่งพร้อมเลขพัสดุไปรัสเซีย คาซัคสถาน และกลุ่ม CIS',
    'บรรจุภัณฑ์แข็งแรงสำหรับการขนส่งระยะไกล',
  ],
  lo: [
    'ລາຄາຈາກໂຮງງານ ບໍ່ຜ່ານຄົນກາງ',
    'ກວດສອບຄຸນນະພາບກ່ອນສົ່ງ',
    'ສົ່ງຄືນງ່າຍພາຍໃນ 15 ວັນ',
    'ສົ່ງພ້ອມເລກພັດສະດຸໄປຣັດເຊຍ, ກາຊັກສະຖານ ແລະ CIS',
    'ຫຸ້ມຫໍ່ແໜ້ນໜາສຳລັບການຂົນສົ່ງໄລຍະໄກ',
  ],
}

const DESCRIPTION: Record<CatalogueLocale, { intro: string; specs: string }> = {
  ru: {
    intro:
      '{name}. Товар из категории «{leaf}» напрямую от производителя: каждая партия проходит проверку качества, а заказ отправляется с трек-номером.',
    specs: 'Характеристики',
  },
  es: {
    intro:
      '{name}. Un producto de la categoría «{leaf}» directo de fábrica: cada lote pasa un control de calidad y el pedido se envía con número de seguimiento.',
    specs: 'Especificaciones',
  },
  'zh-CN': {
    intro: '{name}。「{leaf}」类目商品，工厂直供：每批货物均经过质检，订单附带物流单号发货。',
    specs: '规格参数',
  },
  fr: {
    intro:
      "{name}. Un article de la catégorie « {leaf} » en direct de l'usine : chaque lot passe un contrôle qualité et la commande part avec un numéro de suivi.",
    specs: 'Caractéristiques',
  },
  th: {
    intro: '{name} สินค้าในหมวด «{leaf}» ส่งตรงจากโรงงาน ทุกล็อตผ่านการตรวจสอบคุณภาพ และจัดส่งพร้อมเลขพัสดุ',
    specs: 'ข้อมูลจำเพาะ',
  },
  lo: {
    intro: '{name} ສິນຄ້າໃນໝວດ «{leaf}» ສົ່ງກົງຈາກໂຮງງານ ທຸກລັອດຜ່ານການກວດສອບຄຸນນະພາບ ແລະ ສົ່ງພ້ອມເລກພັດສະດຸ',
    specs: 'ຂໍ້ມູນຈຳເພາະ',
  },
}

/** Sales units (catalogue-data.ts `unit`): "Stock: 290 pc" reads "Stock: 290 ud." in Spanish. */

/** A product's name, selling points and description in each seeded locale, its specs' translations, and its names as search words. */
export function localizeProduct(
  id: number,
  leaf: LeafInfo,
  noun: string,
  unit: string,
  attrs: { attrName: string; attrValues: string }[],
) {
  const words = CATEGORY_WORDS[leaf.name]
  const more = CATEGORY_WORDS_MORE[leaf.name]
  const leafName: Record<CatalogueLocale, string> = {
    ru: words?.ru ?? leaf.name,
    es: words?.es ?? leaf.name,
    'zh-CN': leaf.zh,
    fr: more?.[0] ?? leaf.name,
    th: more?.[1] ?? leaf.name,
    lo: more?.[2] ?? leaf.name,
  }
  const nouns = PRODUCT_NOUNS[noun]
  const i18n: Translations = {}
  for (const locale of LOCALES) {
    const leafWord = leafName[locale]
    const name = nouns?.[NOUN_COLUMN[locale]] ?? leafWord
    const points = SELLING_POINTS[locale]
    const storeInfo = [0, 1, 2].map((n) => points[(id + n) % points.length]).join('\n')
    const specs = attrs.map(
      (a) =>
        `<li>${specName(a.attrName, locale)}: ${a.attrValues
          .split(',')
          .map((v) => specValue(v, locale))
          .join(', ')}</li>`,
    )
    const text = DESCRIPTION[locale]
    const content = `<p>${text.intro.replace('{name}', name).replace('{leaf}', leafWord)}</p>${specs.length ? `<h3>${text.specs}</h3><ul>${specs.join('')}</ul>` : ''}`
    i18n[locale] = { storeName: name, storeInfo, content, unitName: UNITS[unit]?.[locale] ?? unit }
  }
  const attrI18n = attrs.map((a): Translations =>
    Object.fromEntries(
      LOCALES.map((l) => [
        l,
        {
          attrName: specName(a.attrName, l),
          attrValues: a.attrValues
            .split(',')
            .map((v) => specValue(v, l))
            .join(','),
        },
      ]),
    ),
  )
  // Its names and its category's name in every language, as a marketplace indexes them: a shopper types the kind of
  // thing ("чехлы на телефон", "auriculares inalámbricos") as often as a product's own name. Lower-cased here: the
  // search compares lower-cased text, and the database's lower() may not know every script.
  const searchWords = [...new Set(LOCALES.flatMap((l) => [i18n[l]!.storeName, leafName[l]]))]
    .join(' ')
    .toLocaleLowerCase()
  return { i18n, attrI18n, searchWords }
}
