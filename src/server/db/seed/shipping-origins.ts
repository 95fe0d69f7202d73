/**
 * Where each demo merchant ships from (the product page's "Ships from", decision 29): its warehouse's country and
 * city, the city's name in every storefront locale, and the working days it takes to hand an order to the carrier.
 */
import type { Translations } from '../schema.ts'
import { MERCHANTS } from './merchant-data.ts'

/** City names: en, zh-CN, es, ru, fr, th, lo. */
const CITIES: Record<string, [string, string, string, string, string, string, string]> = {
  Shenzhen: ['Shenzhen', '深圳', 'Shenzhen', 'Шэньчжэнь', 'Shenzhen', 'เซินเจิ้น', 'ເຊິນເຈິ້ນ'],
  Moscow: ['Moscow', '莫斯科', 'Moscú', 'Москва', 'Moscou', 'มอสโก', 'ມອສໂກ'],
  Dongguan: ['Dongguan', '东莞', 'Dongguan', 'Дунгуань', 'Dongguan', 'ตงกวน', 'ຕົງກວນ'],
  Guangzhou: ['Guangzhou', '广州', 'Cantón', 'Гуанчжоу', 'Canton', 'กวางโจว', 'ກວາງໂຈ'],
  Yiwu: ['Yiwu', '义乌', 'Yiwu', 'Иу', 'Yiwu', 'อี้อู', 'ອີ້ອູ'],
  Yekaterinburg: [
    'Yekaterinburg',
    '叶卡捷琳堡',
    'Ekaterimburgo',
    'Екатеринбург',
    'Iekaterinbourg',
    'เยคาเตรินบุร์ก',
    'ເຢກາເຕຣິນບູກ',
  ],
  Almaty: ['Almaty', '阿拉木图', 'Almaty', 'Алматы', 'Almaty', 'อัลมาตี', 'ອານມາຕີ'],
  Istanbul: ['Istanbul', '伊斯坦布尔', 'Estambul', 'Стамбул', 'Istanbul', 'อิสตันบูล', 'ອິສຕັນບູນ'],
  Denizli: ['Denizli', '代尼兹利', 'Denizli', 'Денизли', 'Denizli', 'เดนิซลี', 'ເດນິສລີ'],
  Ningbo: ['Ningbo', '宁波', 'Ningbo', 'Нинбо', 'Ningbo', 'หนิงปัว', 'ໜິງໂປ'],
  Hangzhou: ['Hangzhou', '杭州', 'Hangzhou', 'Ханчжоу', 'Hangzhou', 'หางโจว', 'ຫາງໂຈ'],
  Tashkent: ['Tashkent', '塔什干', 'Taskent', 'Ташкент', 'Tachkent', 'ทาชเคนต์', 'ທາຊເຄນ'],
  Qingdao: ['Qingdao', '青岛', 'Qingdao', 'Циндао', 'Qingdao', 'ชิงเต่า', 'ຊິງເຕົ່າ'],
  Novosibirsk: ['Novosibirsk', '新西伯利亚', 'Novosibirsk', 'Новосибирск', 'Novossibirsk', 'โนโวซีบีสค์', 'ໂນໂວຊີບີສ'],
  Bishkek: ['Bishkek', '比什凯克', 'Biskek', 'Бишкек', 'Bichkek', 'บิชเคก', 'ບິຊເຄັກ'],
  Izmir: ['Izmir', '伊兹密尔', 'Esmirna', 'Измир', 'Izmir', 'อิซมีร์', 'ອິສເມຍ'],
  Astana: ['Astana', '阿斯塔纳', 'Astaná', 'Астана', 'Astana', 'อัสตานา', 'ອັດສະຕານາ'],
}

const LOCALES = ['zh-CN', 'es', 'ru', 'fr', 'th', 'lo'] as const

const COUNTRY_CODES: Record<string, string> = {
  China: 'CN',
  Russia: 'RU',
  Kazakhstan: 'KZ',
  Türkiye: 'TR',
  Uzbekistan: 'UZ',
  Kyrgyzstan: 'KG',
}

/** The city of a seed address: the known city name it contains ("…, Shenzhen, Guangdong, China" → Shenzhen). */
function cityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim().replace('İ', 'I'))
  const city = Object.keys(CITIES).find((name) => parts.includes(name))
  if (!city) throw new Error(`No known city in the seed address "${address}"`)
  return city
}

export function buildShippingOrigins() {
  return MERCHANTS.map((spec) => {
    const city = cityOf(spec.address)
    const names = CITIES[city]
    const i18n: Translations = Object.fromEntries(LOCALES.map((locale, n) => [locale, { city: names[n + 1] }]))
    return {
      merId: spec.id,
      countryCode: COUNTRY_CODES[spec.country] ?? 'CN',
      city: names[0],
      // Self-operated warehouses pack the same day or the next; factories take a little longer.
      dispatchDays: spec.isSelf ? 1 : 1 + (spec.id % 3),
      i18n,
    }
  })
}
