/** The words for the sales units a product is counted in ("12 pc"), per locale; English is the code itself. */
import type { Locale } from './locales'

export const UNITS: Record<string, Record<Exclude<Locale, 'en'>, string>> = {
  pc: { ru: 'шт.', es: 'ud.', 'zh-CN': '件', fr: 'pièce(s)', th: 'ชิ้น', lo: 'ຊິ້ນ' },
  pair: { ru: 'пар', es: 'pares', 'zh-CN': '双', fr: 'paire(s)', th: 'คู่', lo: 'ຄູ່' },
  set: { ru: 'компл.', es: 'juegos', 'zh-CN': '套', fr: 'ensemble(s)', th: 'ชุด', lo: 'ຊຸດ' },
  box: { ru: 'кор.', es: 'cajas', 'zh-CN': '盒', fr: 'boîte(s)', th: 'กล่อง', lo: 'ກ່ອງ' },
  bag: { ru: 'уп.', es: 'bolsas', 'zh-CN': '袋', fr: 'sachet(s)', th: 'ถุง', lo: 'ຖົງ' },
}
