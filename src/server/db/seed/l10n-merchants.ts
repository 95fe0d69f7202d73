/**
 * The demo stores' own texts in Russian, Spanish, Chinese, French, Thai and Lao (decision 24): each store's intro,
 * opening hours, main products and banners, and the coupon names of marketing.ts. Brand names, model names, e-mail
 * addresses and URLs stay as they are; money keeps the shop's "$" (after the amount in French, as French writes it).
 */
import type { StoreBanner, Translations } from '../schema.ts'
import type { MerchantSpec } from './merchant-data.ts'
import { CATALOGUE_LOCALES, type CatalogueLocale } from './l10n-specs.ts'
import { INTROS } from './l10n-merchant-intros.ts'

type Words = Record<CatalogueLocale, string>

/** What each store sells ("Main products" on its information tab), by merchant id. */
const KEYWORDS: Record<number, Words> = {
  1: {
    ru: 'официальный магазин, проверка качества, быстрая доставка, возврат 30 дней',
    es: 'tienda oficial, calidad verificada, envío rápido, devolución en 30 días',
    'zh-CN': '官方店铺，品质检验，快速发货，30 天退货',
    fr: 'boutique officielle, qualité contrôlée, livraison rapide, retours sous 30 jours',
    th: 'ร้านค้าทางการ, ตรวจคุณภาพแล้ว, จัดส่งเร็ว, คืนได้ใน 30 วัน',
    lo: 'ຮ້ານຄ້າທາງການ, ກວດຄຸນນະພາບແລ້ວ, ສົ່ງໄວ, ສົ່ງຄືນໄດ້ໃນ 30 ມື້',
  },
  2: {
    ru: 'склад в Москве, быстрая доставка, товары в наличии',
    es: 'stock en Moscú, entrega rápida, productos disponibles',
    'zh-CN': '莫斯科仓库，快速配送，现货',
    fr: 'stock à Moscou, livraison rapide, articles disponibles',
    th: 'สต็อกที่มอสโก, จัดส่งเร็ว, สินค้าพร้อมส่ง',
    lo: 'ສາງທີ່ມົສກູ, ສົ່ງໄວ, ສິນຄ້າພ້ອມສົ່ງ',
  },
  3: {
    ru: 'наушники, зарядные устройства, пауэрбанки, OEM-электроника, фабрика в Шэньчжэне',
    es: 'auriculares, cargadores, baterías externas, electrónica OEM, fábrica de Shenzhen',
    'zh-CN': '耳机，充电器，充电宝，OEM 电子产品，深圳工厂',
    fr: 'écouteurs, chargeurs, batteries externes, électronique OEM, usine de Shenzhen',
    th: 'หูฟัง, ที่ชาร์จ, พาวเวอร์แบงก์, อิเล็กทรอนิกส์ OEM, โรงงานเซินเจิ้น',
    lo: 'ຫູຟັງ, ສາຍສາກ, ແບັດສຳຮອງ, ເອເລັກໂຕຣນິກ OEM, ໂຮງງານເຊິນເຈີ້ນ',
  },
  4: {
    ru: 'LED-лампы, потолочные светильники, солнечные фонари, фабрика освещения',
    es: 'lámparas LED, lámparas de techo, luces solares, fábrica de iluminación',
    'zh-CN': 'LED 灯，吸顶灯，太阳能灯，照明工厂',
    fr: 'lampes LED, plafonniers, lampes solaires, usine d’éclairage',
    th: 'หลอดไฟ LED, โคมไฟเพดาน, ไฟโซลาร์เซลล์, โรงงานผลิตไฟ',
    lo: 'ໄຟ LED, ໂຄມໄຟເພດານ, ໄຟພະລັງແສງອາທິດ, ໂຮງງານຜະລິດໄຟ',
  },
  5: {
    ru: 'платья, блузки, худи, швейная фабрика, Гуанчжоу',
    es: 'vestidos, blusas, sudaderas, fábrica de ropa, Cantón',
    'zh-CN': '连衣裙，衬衫，卫衣，服装工厂，广州',
    fr: 'robes, chemisiers, sweats à capuche, atelier de confection, Canton',
    th: 'ชุดเดรส, เสื้อเบลาส์, เสื้อฮู้ด, โรงงานเสื้อผ้า, กวางโจว',
    lo: 'ຊຸດກະໂປງ, ເສື້ອເບລົ້າ, ເສື້ອຮູດ, ໂຮງງານເຄື່ອງນຸ່ງ, ກວາງໂຈວ',
  },
  6: {
    ru: 'игрушки, конструкторы, мягкие игрушки, игрушки оптом, Иу',
    es: 'juguetes, bloques de construcción, peluches, juguetes al por mayor, Yiwu',
    'zh-CN': '玩具，积木，毛绒玩具，玩具批发，义乌',
    fr: 'jouets, jeux de construction, peluches, jouets en gros, Yiwu',
    th: 'ของเล่น, ตัวต่อ, ตุ๊กตาผ้า, ของเล่นขายส่ง, อี้อู',
    lo: 'ເຄື່ອງຫຼິ້ນ, ຕົວຕໍ່, ຕຸ໊ກກະຕາຜ້າ, ເຄື່ອງຫຼິ້ນຂາຍສົ່ງ, ອີ້ອູ',
  },
  7: {
    ru: 'ручной инструмент, гаечные ключи, плоскогубцы, кованая сталь',
    es: 'herramientas manuales, llaves, alicates, acero forjado',
    'zh-CN': '手动工具，扳手，钳子，锻钢',
    fr: 'outillage à main, clés, pinces, acier forgé',
    th: 'เครื่องมือช่าง, ประแจ, คีม, เหล็กตีขึ้นรูป',
    lo: 'ເຄື່ອງມືຊ່າງ, ກະແຈ, ຄີມ, ເຫຼັກຕີຂຶ້ນຮູບ',
  },
  8: {
    ru: 'постельное бельё, полотенца, шторы, хлопок, текстиль',
    es: 'ropa de cama, toallas, cortinas, algodón, textiles',
    'zh-CN': '床上用品，毛巾，窗帘，棉，纺织品',
    fr: 'linge de lit, serviettes, rideaux, coton, textile',
    th: 'ชุดเครื่องนอน, ผ้าขนหนู, ผ้าม่าน, ผ้าฝ้าย, สิ่งทอ',
    lo: 'ຊຸດເຄື່ອງນອນ, ຜ້າເຊັດໂຕ, ຜ້າມ່ານ, ຜ້າຝ້າຍ, ສິ່ງທໍ',
  },
  9: {
    ru: 'кожаные сумки, кожаные куртки, обувь, Стамбул, ручная работа',
    es: 'bolsos de cuero, chaquetas de cuero, calzado, Estambul, hecho a mano',
    'zh-CN': '皮包，皮夹克，鞋履，伊斯坦布尔，手工制作',
    fr: 'sacs en cuir, vestes en cuir, chaussures, Istanbul, fait main',
    th: 'กระเป๋าหนัง, แจ็กเก็ตหนัง, รองเท้า, อิสตันบูล, งานทำมือ',
    lo: 'ກະເປົາໜັງ, ເສື້ອແຈັກເກັດໜັງ, ເກີບ, ອິສຕັນບູນ, ເຮັດດ້ວຍມື',
  },
  10: {
    ru: 'турецкий хлопок, полотенца, футболки, Денизли',
    es: 'algodón turco, toallas, camisetas, Denizli',
    'zh-CN': '土耳其棉，毛巾，T 恤，代尼兹利',
    fr: 'coton turc, serviettes, t-shirts, Denizli',
    th: 'ฝ้ายตุรกี, ผ้าขนหนู, เสื้อยืด, เดนิซลี',
    lo: 'ຝ້າຍຕວກກີ, ຜ້າເຊັດໂຕ, ເສື້ອຢືດ, ເດນິສລີ',
  },
  11: {
    ru: 'автозапчасти, фильтры, свечи зажигания, LED-лампы, видеорегистраторы',
    es: 'recambios de coche, filtros, bujías, bombillas LED, cámaras de salpicadero',
    'zh-CN': '汽车配件，滤清器，火花塞，LED 灯泡，行车记录仪',
    fr: 'pièces auto, filtres, bougies d’allumage, ampoules LED, caméras embarquées',
    th: 'อะไหล่รถยนต์, ไส้กรอง, หัวเทียน, หลอดไฟ LED, กล้องติดรถยนต์',
    lo: 'ອາໄຫຼ່ລົດ, ໄສ້ກອງ, ຫົວທຽນ, ຫຼອດໄຟ LED, ກ້ອງຕິດລົດ',
  },
  12: {
    ru: 'уход за кожей, сыворотки, помады, косметика',
    es: 'cuidado de la piel, sérums, pintalabios, cosmética',
    'zh-CN': '护肤，精华，口红，化妆品',
    fr: 'soins de la peau, sérums, rouges à lèvres, cosmétiques',
    th: 'สกินแคร์, เซรั่ม, ลิปสติก, เครื่องสำอาง',
    lo: 'ບຳລຸງຜິວ, ເຊຣັ່ມ, ລິບສະຕິກ, ເຄື່ອງສຳອາງ',
  },
  13: {
    ru: 'керамика, посуда, шёлк, ручная работа, Узбекистан',
    es: 'cerámica, vajilla, seda, hecho a mano, Uzbekistán',
    'zh-CN': '陶瓷，餐具，丝绸，手工制作，乌兹别克斯坦',
    fr: 'céramique, vaisselle, soie, fait main, Ouzbékistan',
    th: 'เซรามิก, ถ้วยชาม, ผ้าไหม, งานทำมือ, อุซเบกิสถาน',
    lo: 'ເຊຣາມິກ, ຖ້ວຍຈານ, ຜ້າໄໝ, ເຮັດດ້ວຍມື, ອຸສເບກິສະຖານ',
  },
  14: {
    ru: 'палатки, рюкзаки, кемпинг, фитнес, снаряжение для активного отдыха',
    es: 'tiendas de campaña, mochilas, camping, fitness, equipo de exterior',
    'zh-CN': '帐篷，背包，露营，健身，户外装备',
    fr: 'tentes, sacs à dos, camping, fitness, équipement outdoor',
    th: 'เต็นท์, เป้สะพายหลัง, แคมปิ้ง, ฟิตเนส, อุปกรณ์เอาต์ดอร์',
    lo: 'ເຕັ້ນ, ກະເປົາເປ້, ຕັ້ງແຄ້ມ, ອອກກຳລັງກາຍ, ອຸປະກອນກາງແຈ້ງ',
  },
  15: {
    ru: 'часы, кольца, колье, серебро 925 пробы',
    es: 'relojes, anillos, collares, plata de ley',
    'zh-CN': '手表，戒指，项链，925 纯银',
    fr: 'montres, bagues, colliers, argent massif',
    th: 'นาฬิกา, แหวน, สร้อยคอ, เงินแท้ 925',
    lo: 'ໂມງ, ແຫວນ, ສາຍຄໍ, ເງິນແທ້ 925',
  },
  16: {
    ru: 'упаковочные машины, станки с ЧПУ, компрессоры, оборудование',
    es: 'máquinas de envasado, CNC, compresores, maquinaria',
    'zh-CN': '包装机，数控机床，压缩机，设备',
    fr: 'machines d’emballage, CNC, compresseurs, machines industrielles',
    th: 'เครื่องบรรจุภัณฑ์, เครื่อง CNC, ปั๊มลม, เครื่องจักร',
    lo: 'ເຄື່ອງຫຸ້ມຫໍ່, ເຄື່ອງ CNC, ປັ໊ມລົມ, ເຄື່ອງຈັກ',
  },
  17: {
    ru: 'войлок, игрушки ручной работы, шерстяные ковры, Кыргызстан',
    es: 'fieltro, juguetes hechos a mano, alfombras de lana, Kirguistán',
    'zh-CN': '毛毡，手工玩具，羊毛地毯，吉尔吉斯斯坦',
    fr: 'feutre, jouets faits main, tapis en laine, Kirghizistan',
    th: 'ผ้าสักหลาด, ของเล่นทำมือ, พรมขนแกะ, คีร์กีซสถาน',
    lo: 'ຜ້າສັກກະຫຼາດ, ເຄື່ອງຫຼິ້ນເຮັດດ້ວຍມື, ພົມຂົນແກະ, ເຄີກິດສະຖານ',
  },
  18: {
    ru: 'натуральная косметика, оливковое масло, шампунь, мыло',
    es: 'cosmética natural, aceite de oliva, champú, jabón',
    'zh-CN': '天然化妆品，橄榄油，洗发水，香皂',
    fr: 'cosmétiques naturels, huile d’olive, shampoing, savon',
    th: 'เครื่องสำอางธรรมชาติ, น้ำมันมะกอก, แชมพู, สบู่',
    lo: 'ເຄື່ອງສຳອາງທຳມະຊາດ, ນ້ຳມັນໝາກກອກ, ແຊມພູ, ສະບູ',
  },
  19: {
    ru: 'смартфоны, умный дом, носимые устройства, Казахстан',
    es: 'smartphones, hogar inteligente, wearables, Kazajistán',
    'zh-CN': '智能手机，智能家居，可穿戴设备，哈萨克斯坦',
    fr: 'smartphones, maison connectée, objets connectés, Kazakhstan',
    th: 'สมาร์ตโฟน, สมาร์ตโฮม, อุปกรณ์สวมใส่, คาซัคสถาน',
    lo: 'ສະມາດໂຟນ, ເຮືອນອັດສະລິຍະ, ອຸປະກອນສວມໃສ່, ກາຊັກສະຖານ',
  },
}

/** The store banners' headline and subline (merchants.ts `BANNER_LINES`), and their button, drawn per locale. */
const BANNER_TEXTS: Record<string, Record<CatalogueLocale, [string, string]>> = {
  'Factory prices on every order': {
    ru: ['Заводские цены на каждый заказ', 'Напрямую от фабрики — без посредников и наценок'],
    es: ['Precios de fábrica en cada pedido', 'Compra directa: sin distribuidores ni recargos'],
    'zh-CN': ['每单都是出厂价', '工厂直供，没有经销商，没有加价'],
    fr: ['Prix d’usine sur chaque commande', 'Achat direct : ni distributeur ni marge'],
    th: ['ราคาโรงงานทุกคำสั่งซื้อ', 'ซื้อตรง ไม่ผ่านตัวแทน ไม่บวกเพิ่ม'],
    lo: ['ລາຄາໂຮງງານທຸກຄຳສັ່ງຊື້', 'ຊື້ກົງ ບໍ່ຜ່ານຕົວແທນ ບໍ່ບວກເພີ່ມ'],
  },
  'New arrivals every week': {
    ru: ['Новинки каждую неделю', 'Подпишитесь на магазин, чтобы видеть их первыми'],
    es: ['Novedades cada semana', 'Sigue la tienda para verlas primero'],
    'zh-CN': ['每周上新', '关注店铺，第一时间看到新品'],
    fr: ['Des nouveautés chaque semaine', 'Suivez la boutique pour les voir en premier'],
    th: ['สินค้าใหม่ทุกสัปดาห์', 'ติดตามร้านเพื่อดูก่อนใคร'],
    lo: ['ສິນຄ້າໃໝ່ທຸກອາທິດ', 'ຕິດຕາມຮ້ານເພື່ອເບິ່ງກ່ອນໃຜ'],
  },
  'Wholesale from 10 units': {
    ru: ['Опт от 10 штук', 'Спросите нас об OEM и собственной марке'],
    es: ['Al por mayor desde 10 unidades', 'Pregúntanos por OEM y marca propia'],
    'zh-CN': ['10 件起批', '欢迎咨询 OEM 与贴牌定制'],
    fr: ['Prix de gros dès 10 unités', 'Demandez-nous l’OEM et la marque blanche'],
    th: ['ขายส่งตั้งแต่ 10 ชิ้น', 'สอบถามบริการ OEM และแบรนด์ของคุณเอง'],
    lo: ['ຂາຍສົ່ງຕັ້ງແຕ່ 10 ອັນ', 'ສອບຖາມບໍລິການ OEM ແລະ ແບຣນຂອງທ່ານເອງ'],
  },
  'Free shipping over $49': {
    ru: ['Бесплатная доставка от $49', 'Доставка с трекингом в Россию, Казахстан и СНГ'],
    es: ['Envío gratis desde $49', 'Envío con seguimiento a Rusia, Kazajistán y la CEI'],
    'zh-CN': ['满 $49 包邮', '可追踪配送至俄罗斯、哈萨克斯坦及独联体'],
    fr: ['Livraison offerte dès 49 $', 'Envoi suivi vers la Russie, le Kazakhstan et la CEI'],
    th: ['ส่งฟรีเมื่อซื้อครบ $49', 'จัดส่งแบบติดตามได้ไปรัสเซีย คาซัคสถาน และ CIS'],
    lo: ['ສົ່ງຟຣີເມື່ອຊື້ຄົບ $49', 'ສົ່ງແບບຕິດຕາມໄດ້ໄປຣັດເຊຍ, ກາຊັກສະຖານ ແລະ CIS'],
  },
}
const SHOP_NOW: Record<CatalogueLocale, string> = {
  ru: 'Купить',
  es: 'Comprar',
  'zh-CN': '立即选购',
  fr: 'Acheter',
  th: 'ซื้อเลย',
  lo: 'ຊື້ເລີຍ',
}

/** A store banner's words in `locale`, over the same picture. */
function bannerIn(banner: StoreBanner, locale: CatalogueLocale): StoreBanner {
  if (typeof banner === 'string' || !banner.headline) return banner
  const line = BANNER_TEXTS[banner.headline]?.[locale]
  if (!line) throw new Error(`seed: no ${locale} text for the banner "${banner.headline}"`)
  return { pic: banner.pic, headline: line[0], subline: line[1], cta: SHOP_NOW[locale] }
}

const LOCALES: CatalogueLocale[] = CATALOGUE_LOCALES

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const DAY_WORDS: Record<CatalogueLocale, string[]> = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  es: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  'zh-CN': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  fr: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
  th: ['จ.', 'อ.', 'พ.', 'พฤ.', 'ศ.', 'ส.', 'อา.'],
  lo: ['ຈ.', 'ອ.', 'ພ.', 'ພຫ.', 'ສຸ.', 'ສ.', 'ອາ.'],
}

/** "Mon–Sun 09:00–21:00 (UTC+8)" in a locale: "Пн–Вс 09:00–21:00 (UTC+8)", "周一至周日 09:00–21:00（UTC+8）". */
export function openingHoursIn(hours: string, locale: CatalogueLocale): string {
  const match = /^(\w{3})–(\w{3}) (\d\d:\d\d–\d\d:\d\d) \((UTC[+−-]\d+)\)$/.exec(hours)
  const [from, to] = [match?.[1], match?.[2]].map((day) => DAYS.indexOf(day as (typeof DAYS)[number]))
  if (!match || from < 0 || to < 0) throw new Error(`seed: unknown opening hours "${hours}"`)
  const days = DAY_WORDS[locale]
  if (locale === 'zh-CN') return `${days[from]}至${days[to]} ${match[3]}（${match[4]}）`
  return `${days[from]}–${days[to]} ${match[3]} (${match[4]})`
}

/** A store's `i18n`: its intro, opening hours, main products and banners (a JSON list of paths) in every seeded locale. */
export function merchantTexts(spec: Pick<MerchantSpec, 'id' | 'openingHours'>, pcBanner: StoreBanner[]): Translations {
  const intro = INTROS[spec.id]
  const keywords = KEYWORDS[spec.id]
  if (!intro || !keywords) throw new Error(`seed: no translated intro or main products for merchant ${spec.id}`)
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        intro: intro[locale],
        openingHours: openingHoursIn(spec.openingHours, locale),
        keywords: keywords[locale],
        pcBanner: JSON.stringify(pcBanner.map((banner) => bannerIn(banner, locale))),
      },
    ]),
  )
}

/** The platform coupons of marketing.ts, by English name. */
const PLATFORM_COUPONS: Record<string, Words> = {
  'New shopper gift: $5 off orders over $30': {
    ru: 'Подарок новому покупателю: скидка $5 на заказ от $30',
    es: 'Regalo de bienvenida: $5 de descuento en pedidos desde $30',
    'zh-CN': '新人礼：订单满 $30 减 $5',
    fr: 'Cadeau de bienvenue : 5 $ de réduction dès 30 $ d’achat',
    th: 'ของขวัญลูกค้าใหม่: ลด $5 เมื่อซื้อครบ $30',
    lo: 'ຂອງຂວັນລູກຄ້າໃໝ່: ຫຼຸດ $5 ເມື່ອຊື້ຄົບ $30',
  },
  '$10 off $99 sitewide': {
    ru: 'Скидка $10 при заказе от $99 на всё',
    es: '$10 de descuento en toda la tienda en compras desde $99',
    'zh-CN': '全场满 $99 减 $10',
    fr: '10 $ de réduction dès 99 $ sur tout le site',
    th: 'ลด $10 ทั้งเว็บเมื่อซื้อครบ $99',
    lo: 'ຫຼຸດ $10 ທັງເວັບເມື່ອຊື້ຄົບ $99',
  },
  '$3 shipping voucher, no minimum': {
    ru: 'Купон $3 на доставку без минимальной суммы',
    es: 'Cupón de envío de $3, sin compra mínima',
    'zh-CN': '$3 运费券，无门槛',
    fr: 'Bon de livraison de 3 $, sans minimum d’achat',
    th: 'คูปองค่าส่ง $3 ไม่มีขั้นต่ำ',
    lo: 'ຄູປອງຄ່າສົ່ງ $3 ບໍ່ມີຂັ້ນຕ່ຳ',
  },
  'Winter Sale: $25 off $199': {
    ru: 'Зимняя распродажа: скидка $25 при заказе от $199',
    es: 'Rebajas de invierno: $25 de descuento en compras desde $199',
    'zh-CN': '冬季特卖：满 $199 减 $25',
    fr: 'Soldes d’hiver : 25 $ de réduction dès 199 $',
    th: 'ลดฤดูหนาว: ลด $25 เมื่อซื้อครบ $199',
    lo: 'ຫຼຸດລະດູໜາວ: ຫຼຸດ $25 ເມື່ອຊື້ຄົບ $199',
  },
  '11.11 Mega Sale: $15 off $120': {
    ru: 'Мегараспродажа 11.11: скидка $15 при заказе от $120',
    es: 'Megarrebajas 11.11: $15 de descuento en compras desde $120',
    'zh-CN': '双11大促：满 $120 减 $15',
    fr: 'Méga soldes 11.11 : 15 $ de réduction dès 120 $',
    th: 'เมกะเซล 11.11: ลด $15 เมื่อซื้อครบ $120',
    lo: 'ເມກາເຊວ 11.11: ຫຼຸດ $15 ເມື່ອຊື້ຄົບ $120',
  },
}

/** Store short names that are words rather than brands (merchant-data.ts `shortName`). */
const SHORT_NAMES: Record<string, Words> = {
  'Official Store': {
    ru: 'Официальный магазин',
    es: 'Tienda oficial',
    'zh-CN': '官方自营店',
    fr: 'Boutique officielle',
    th: 'ร้านค้าทางการ',
    lo: 'ຮ້ານຄ້າທາງການ',
  },
  'Moscow Warehouse': {
    ru: 'Склад в Москве',
    es: 'Almacén de Moscú',
    'zh-CN': '莫斯科仓',
    fr: 'Entrepôt de Moscou',
    th: 'คลังสินค้ามอสโก',
    lo: 'ສາງມົສກູ',
  },
}

const shortIn = (name: string, locale: CatalogueLocale) => SHORT_NAMES[name]?.[locale] ?? name
/** A Chinese word after a Latin brand gets a space: "Brightway 精选", but "莫斯科仓精选". */
const zhAfter = (name: string) => (/[\x20-\x7e]$/.test(name) ? `${name} ` : name)

const per = (make: (locale: CatalogueLocale) => string, locales = LOCALES): Translations =>
  Object.fromEntries(locales.map((locale) => [locale, { name: make(locale) }]))

/**
 * A coupon's `i18n` from its English name (marketing.ts): the platform coupons by name, then the store coupons'
 * patterns. `leaf` is the category word of a category coupon (the names of l10n.ts). Unknown names fall back.
 */
export function couponTexts(name: string, leaf: Translations): Translations {
  const platform = PLATFORM_COUPONS[name]
  if (platform) return per((locale) => platform[locale])
  const picks = /^(.+) picks: \$(\d+) off selected items$/.exec(name)
  if (picks) {
    const [, store, off] = picks
    return per(
      (locale) =>
        ({
          ru: `${shortIn(store, locale)}: скидка $${off} на товары подборки`,
          es: `${shortIn(store, locale)}: $${off} de descuento en artículos seleccionados`,
          'zh-CN': `${zhAfter(shortIn(store, locale))}精选：指定商品减 $${off}`,
          fr: `${shortIn(store, locale)} : ${off} $ de réduction sur une sélection d’articles`,
          th: `${shortIn(store, locale)}: ลด $${off} สำหรับสินค้าที่ร่วมรายการ`,
          lo: `${shortIn(store, locale)}: ຫຼຸດ $${off} ສຳລັບສິນຄ້າທີ່ຮ່ວມລາຍການ`,
        })[locale],
    )
  }
  const category = /^\$(\d+) off (.+) over \$(\d+)$/.exec(name)
  if (category) {
    const [, off, , min] = category
    const words = (locale: CatalogueLocale) => leaf[locale]?.name
    // A locale whose category word is missing falls back on its own, the others keep theirs.
    return per(
      (locale) =>
        ({
          ru: `Скидка $${off} на «${words('ru')}» при заказе от $${min}`,
          es: `$${off} de descuento en «${words('es')}» en compras desde $${min}`,
          'zh-CN': `${words('zh-CN')}满 $${min} 减 $${off}`,
          fr: `${off} $ de réduction sur « ${words('fr')} » dès ${min} $ d’achat`,
          th: `ลด $${off} หมวด${words('th')} เมื่อซื้อครบ $${min}`,
          lo: `ຫຼຸດ $${off} ໝວດ${words('lo')} ເມື່ອຊື້ຄົບ $${min}`,
        })[locale],
      LOCALES.filter(words),
    )
  }
  const store = /^(.+): \$(\d+) off \$(\d+)$/.exec(name)
  if (store) {
    const [, shop, off, min] = store
    return per(
      (locale) =>
        ({
          ru: `${shortIn(shop, locale)}: скидка $${off} при заказе от $${min}`,
          es: `${shortIn(shop, locale)}: $${off} de descuento en compras desde $${min}`,
          'zh-CN': `${shortIn(shop, locale)}：满 $${min} 减 $${off}`,
          fr: `${shortIn(shop, locale)} : ${off} $ de réduction dès ${min} $ d’achat`,
          th: `${shortIn(shop, locale)}: ลด $${off} เมื่อซื้อครบ $${min}`,
          lo: `${shortIn(shop, locale)}: ຫຼຸດ $${off} ເມື່ອຊື້ຄົບ $${min}`,
        })[locale],
    )
  }
  return {}
}
