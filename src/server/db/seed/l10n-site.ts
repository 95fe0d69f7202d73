/**
 * The demo shop's own texts in Russian, Spanish and Chinese (merchant types, classifications and activities in French,
 * Thai and Lao too): rows by id, captions, keyword lists and settings.
 */
import type { Translations } from '../schema.ts'
import type { CatalogueLocale, SeedLocale } from './l10n-specs.ts'

type ById = Record<number, Translations>

const merchantTypes: ById = {
  1: {
    ru: { name: 'Производитель', info: 'Фабрики продают собственную продукцию по заводским ценам, с оптом и OEM.' },
    es: {
      name: 'Directo de fábrica',
      info: 'Fabricantes que venden su propia producción a precio de fábrica, con opciones al por mayor y OEM.',
    },
    'zh-CN': { name: '工厂直营', info: '厂家以出厂价销售自产商品，支持批发和OEM定制。' },
    fr: {
      name: 'Direct usine',
      info: 'Des fabricants vendent leur propre production au prix usine, en gros ou en OEM.',
    },
    th: { name: 'ส่งตรงจากโรงงาน', info: 'ผู้ผลิตขายสินค้าที่ผลิตเองในราคาโรงงาน มีตัวเลือกขายส่งและ OEM' },
    lo: { name: 'ກົງຈາກໂຮງງານ', info: 'ຜູ້ຜະລິດຂາຍສິນຄ້າທີ່ຕົນຜະລິດເອງໃນລາຄາໂຮງງານ ມີທາງເລືອກຂາຍສົ່ງ ແລະ OEM' },
  },
  2: {
    ru: {
      name: 'Официальный магазин бренда',
      info: 'Официальные магазины зарегистрированных брендов с полной гарантией и сервисом.',
    },
    es: {
      name: 'Tienda oficial de marca',
      info: 'Tiendas oficiales de marcas registradas con garantía completa y servicio posventa.',
    },
    'zh-CN': { name: '品牌旗舰店', info: '注册品牌的官方店铺，提供完整保修和售后服务。' },
    fr: {
      name: 'Boutique officielle de marque',
      info: 'Boutiques officielles de marques déposées, avec garantie complète et service après-vente.',
    },
    th: { name: 'ร้านเรือธงของแบรนด์', info: 'ร้านค้าทางการของแบรนด์จดทะเบียน พร้อมการรับประกันเต็มรูปแบบและบริการหลังการขาย' },
    lo: { name: 'ຮ້ານທາງການຂອງແບຣນ', info: 'ຮ້ານທາງການຂອງແບຣນທີ່ຈົດທະບຽນ ພ້ອມການຮັບປະກັນເຕັມຮູບແບບ ແລະ ບໍລິການຫຼັງການຂາຍ' },
  },
  3: {
    ru: {
      name: 'Международный торговец',
      info: 'Торговые компании, закупающие у нескольких мастерских и отправляющие заказы по всему миру.',
    },
    es: {
      name: 'Comerciante internacional',
      info: 'Empresas comerciales que compran a varios talleres y envían a todo el mundo.',
    },
    'zh-CN': { name: '跨境贸易商', info: '从多家工坊采购并发往全球的贸易公司。' },
    fr: {
      name: 'Négociant transfrontalier',
      info: 'Sociétés de négoce qui s’approvisionnent auprès de plusieurs ateliers et expédient à l’international.',
    },
    th: { name: 'ผู้ค้าข้ามพรมแดน', info: 'บริษัทการค้าที่จัดหาสินค้าจากหลายโรงงานและจัดส่งไปต่างประเทศ' },
    lo: { name: 'ຜູ້ຄ້າຂ້າມແດນ', info: 'ບໍລິສັດການຄ້າທີ່ຈັດຫາສິນຄ້າຈາກຫຼາຍໂຮງງານ ແລະ ສົ່ງໄປຕ່າງປະເທດ' },
  },
  4: {
    ru: { name: 'Магазин площадки', info: 'Магазины самой Crossborder Market с отправкой с наших складов.' },
    es: {
      name: 'Gestionada por la plataforma',
      info: 'Tiendas gestionadas por Crossborder Market y enviadas desde nuestros almacenes.',
    },
    'zh-CN': { name: '平台自营', info: 'Crossborder Market 自营店铺，从我们自己的仓库发货。' },
    fr: {
      name: 'Vendu par la plateforme',
      info: 'Boutiques tenues par Crossborder Market, expédiées depuis nos entrepôts.',
    },
    th: { name: 'ดำเนินการโดยแพลตฟอร์ม', info: 'ร้านที่ Crossborder Market ดำเนินการเอง จัดส่งจากคลังสินค้าของเรา' },
    lo: { name: 'ດຳເນີນການໂດຍແພລັດຟອມ', info: 'ຮ້ານທີ່ Crossborder Market ດຳເນີນການເອງ ສົ່ງຈາກສາງສິນຄ້າຂອງພວກເຮົາ' },
  },
  5: {
    ru: { name: 'Местный дистрибьютор', info: 'Дистрибьюторы со складом в регионе покупателя для быстрой доставки.' },
    es: {
      name: 'Distribuidor local',
      info: 'Distribuidores con stock en la región del comprador para una entrega nacional más rápida.',
    },
    'zh-CN': { name: '本地经销商', info: '在买家所在地区备有库存的经销商，国内配送更快。' },
    fr: {
      name: 'Distributeur local',
      info: 'Distributeurs avec du stock dans la région de l’acheteur, pour une livraison nationale plus rapide.',
    },
    th: { name: 'ผู้จัดจำหน่ายในประเทศ', info: 'ผู้จัดจำหน่ายที่มีสต็อกในภูมิภาคของผู้ซื้อ เพื่อการจัดส่งในประเทศที่เร็วขึ้น' },
    lo: { name: 'ຜູ້ຈັດຈຳໜ່າຍທ້ອງຖິ່ນ', info: 'ຜູ້ຈັດຈຳໜ່າຍທີ່ມີສາງໃນພາກພື້ນຂອງຜູ້ຊື້ ເພື່ອການສົ່ງພາຍໃນປະເທດທີ່ໄວຂຶ້ນ' },
  },
}

/** The merchant classifications (store headers, the settlement form), by id from 1. */
const classifications: [ru: string, es: string, zh: string, fr: string, th: string, lo: string][] = [
  [
    'Электроника и гаджеты',
    'Electrónica y gadgets',
    '电子数码',
    'Électronique et gadgets',
    'อิเล็กทรอนิกส์และแกดเจ็ต',
    'ເອເລັກໂຕຣນິກ ແລະ ອຸປະກອນ',
  ],
  ['Мода и одежда', 'Moda y ropa', '服饰时尚', 'Mode et vêtements', 'แฟชั่นและเครื่องแต่งกาย', 'ແຟຊັ່ນ ແລະ ເຄື່ອງນຸ່ງ'],
  ['Дом и быт', 'Hogar', '家居生活', 'Maison et déco', 'บ้านและการใช้ชีวิต', 'ເຮືອນ ແລະ ການດຳລົງຊີວິດ'],
  [
    'Красота и уход',
    'Belleza y cuidado personal',
    '美妆个护',
    'Beauté et soins',
    'ความงามและของใช้ส่วนตัว',
    'ຄວາມງາມ ແລະ ການດູແລຕົນເອງ',
  ],
  ['Дети и игрушки', 'Niños y juguetes', '母婴玩具', 'Enfants et jouets', 'เด็กและของเล่น', 'ເດັກນ້ອຍ ແລະ ເຄື່ອງຫຼິ້ນ'],
  [
    'Спорт и отдых',
    'Deportes y aire libre',
    '运动户外',
    'Sport et plein air',
    'กีฬาและกิจกรรมกลางแจ้ง',
    'ກິລາ ແລະ ກິດຈະກຳກາງແຈ້ງ',
  ],
  ['Авто и мото', 'Coche y moto', '汽车摩托', 'Auto et moto', 'รถยนต์และจักรยานยนต์', 'ລົດຍົນ ແລະ ລົດຈັກ'],
  [
    'Промышленность и инструменты',
    'Industria y herramientas',
    '工业工具',
    'Industrie et outillage',
    'อุตสาหกรรมและเครื่องมือ',
    'ອຸດສາຫະກຳ ແລະ ເຄື່ອງມື',
  ],
  [
    'Украшения и аксессуары',
    'Joyería y accesorios',
    '珠宝配饰',
    'Bijoux et accessoires',
    'เครื่องประดับและแอคเซสซอรี่',
    'ເຄື່ອງປະດັບ ແລະ ອຸປະກອນເສີມ',
  ],
]

const activities: ById = {
  1: {
    ru: { name: 'Рекомендуем вам', instruction: 'Хиты продаж, которые наши байеры выбрали на фабриках Азии и Европы.' },
    es: {
      name: 'Recomendado para ti',
      instruction: 'Los más vendidos, elegidos por nuestros compradores en fábricas de Asia y Europa.',
    },
    'zh-CN': { name: '为你推荐', instruction: '买手从亚洲和欧洲工厂精选的热销商品。' },
    fr: {
      name: 'Recommandé pour vous',
      instruction: 'Les meilleures ventes, choisies par nos acheteurs dans les usines d’Asie et d’Europe.',
    },
    th: { name: 'แนะนำสำหรับคุณ', instruction: 'สินค้าขายดีที่ทีมจัดซื้อคัดสรรจากโรงงานในเอเชียและยุโรป' },
    lo: { name: 'ແນະນຳສຳລັບທ່ານ', instruction: 'ສິນຄ້າຂາຍດີທີ່ທີມຈັດຊື້ຄັດເລືອກຈາກໂຮງງານໃນອາຊີ ແລະ ເອີຣົບ' },
  },
  2: {
    ru: {
      name: 'Горячие акции',
      instruction: 'Скидки от фабрик на ограниченное время — цены снижены, пока товар есть в наличии.',
    },
    es: { name: 'Promociones', instruction: 'Descuentos de fábrica por tiempo limitado, hasta agotar existencias.' },
    'zh-CN': { name: '热门促销', instruction: '工厂限时折扣，售完即止。' },
    fr: { name: 'Promotions', instruction: 'Remises d’usine pour une durée limitée, dans la limite des stocks.' },
    th: { name: 'โปรโมชันสุดฮอต', instruction: 'ส่วนลดจากโรงงานในเวลาจำกัด จนกว่าสินค้าจะหมด' },
    lo: { name: 'ໂປຣໂມຊັນຮ້ອນແຮງ', instruction: 'ສ່ວນຫຼຸດຈາກໂຮງງານໃນເວລາຈຳກັດ ຈົນກວ່າສິນຄ້າຈະໝົດ' },
  },
  3: {
    ru: { name: 'Новинки', instruction: 'Новые товары наших фабрик, добавленные за последние недели.' },
    es: {
      name: 'Novedades',
      instruction: 'Los últimos productos de nuestras fábricas, añadidos en las últimas semanas.',
    },
    'zh-CN': { name: '新品上架', instruction: '工厂近几周上新的最新商品。' },
    fr: { name: 'Nouveautés', instruction: 'Les derniers articles de nos usines, ajoutés ces dernières semaines.' },
    th: { name: 'สินค้าใหม่', instruction: 'สินค้าล่าสุดจากโรงงานของเรา เพิ่มเข้ามาในช่วงไม่กี่สัปดาห์ที่ผ่านมา' },
    lo: { name: 'ສິນຄ້າໃໝ່', instruction: 'ສິນຄ້າລ່າສຸດຈາກໂຮງງານຂອງພວກເຮົາ ເພີ່ມເຂົ້າມາໃນສອງສາມອາທິດຜ່ານມາ' },
  },
}

const menus: Record<number, [ru: string, es: string, zh: string]> = {
  571: ['Мои заказы', 'Mis pedidos', '我的订单'],
  572: ['Возвраты', 'Reembolsos', '退款列表'],
  573: ['Отзывы', 'Valoraciones', '评价列表'],
  574: ['Адреса', 'Direcciones', '收货地址'],
  575: ['Избранное', 'Favoritos', '我的收藏'],
  576: ['Купоны', 'Cupones', '优惠券'],
  577: ['Баллы', 'Puntos', '我的积分'],
  584: ['Настройки аккаунта', 'Ajustes de la cuenta', '账户设置'],
  70: ['Стать продавцом', 'Abrir una tienda', '商户入驻'],
  578: ['Мои заявки', 'Mis solicitudes', '申请记录'],
}

const triple = (field: string, [ru, es, zh]: [string, string, string]): Translations => ({
  ru: { [field]: ru },
  es: { [field]: es },
  'zh-CN': { [field]: zh },
})
/** `triple` with French, Thai and Lao too. */
const sixfold = (field: string, [ru, es, zh, fr, th, lo]: [string, string, string, string, string, string]) => ({
  ...triple(field, [ru, es, zh]),
  fr: { [field]: fr },
  th: { [field]: th },
  lo: { [field]: lo },
})

/** The English captions of marketing.ts (`-20% today`, `New in: Earbuds`) in each locale. */
const NEW_TITLES: Record<string, [string, string, string]> = {
  'Just landed': ['Только что прибыло', 'Recién llegado', '刚刚到货'],
  'New in': ['Новинка', 'Novedad', '新品'],
  'Fresh from the factory': ['Прямо с фабрики', 'Recién salido de fábrica', '新鲜出厂'],
  'First batch': ['Первая партия', 'Primer lote', '首批'],
}

function caption(title: string, leaf: Translations): Translations {
  const discount = /^-(\d+)% today$/.exec(title)
  if (discount) return triple('title', [`−${discount[1]}% сегодня`, `−${discount[1]}% hoy`, `今日 −${discount[1]}%`])
  const [lead] = title.split(': ')
  const words = NEW_TITLES[lead]
  if (!words) return {}
  const leafIn = (locale: SeedLocale) => leaf[locale]?.name ?? ''
  return triple('title', [
    `${words[0]}: ${leafIn('ru')}`,
    `${words[1]}: ${leafIn('es')}`,
    `${words[2]}：${leafIn('zh-CN')}`,
  ])
}

/** The search box's suggested words per locale (hot_keywords rows). */
const hotKeywords: Record<CatalogueLocale, string[]> = {
  ru: [
    'наушники',
    'повербанк',
    'летние платья',
    'настольная лампа',
    'умные часы',
    'дрель',
    'коврик для йоги',
    'конструктор',
  ],
  es: [
    'auriculares',
    'batería externa',
    'vestidos de verano',
    'lámpara LED',
    'reloj inteligente',
    'taladro',
    'esterilla de yoga',
    'bloques de construcción',
  ],
  'zh-CN': ['耳机', '移动电源', '连衣裙', '台灯', '智能手表', '电钻', '瑜伽垫', '积木'],
  fr: [
    'écouteurs',
    'batterie externe',
    'robes d’été',
    'lampe LED',
    'montre connectée',
    'perceuse',
    'tapis de yoga',
    'jeu de construction',
  ],
  th: ['หูฟัง', 'พาวเวอร์แบงก์', 'เดรสฤดูร้อน', 'โคมไฟ LED', 'สมาร์ตวอทช์', 'สว่าน', 'เสื่อโยคะ', 'ตัวต่อ'],
  lo: ['ຫູຟັງ', 'ແບັດສຳຮອງ', 'ຊຸດກະໂປງລະດູຮ້ອນ', 'ໂຄມໄຟ LED', 'ໂມງອັດສະລິຍະ', 'ສະຫວ່ານ', 'ເສື່ອໂຍຄະ', 'ຕົວຕໍ່'],
}

const settings = {
  site: {
    ru: {
      copyright: '© 2026 Crossborder Market. Все права защищены.',
      intro:
        'Crossborder Market — маркетплейс, где покупатели покупают напрямую у фабрик и брендов из Китая, России, Казахстана, Турции и Центральной Азии: по заводским ценам, с отслеживаемой доставкой и защитой покупателя для каждого заказа.',
    },
    es: {
      copyright: '© 2026 Crossborder Market. Todos los derechos reservados.',
      intro:
        'Crossborder Market es un marketplace donde los compradores compran directamente a fábricas y marcas de China, Rusia, Kazajistán, Turquía y Asia Central, a precio de fábrica, con envío con seguimiento y protección al comprador en cada pedido.',
    },
    'zh-CN': {
      copyright: '© 2026 Crossborder Market 版权所有。',
      intro:
        'Crossborder Market 是一个让买家直接从中国、俄罗斯、哈萨克斯坦、土耳其和中亚的工厂与品牌购物的市场：出厂价格、可追踪物流，每笔订单都有买家保障。',
    },
    fr: {
      copyright: '© 2026 Crossborder Market. Tous droits réservés.',
      intro:
        'Crossborder Market est une place de marché où l’on achète directement aux usines et aux marques de Chine, de Russie, du Kazakhstan, de Turquie et d’Asie centrale : prix d’usine, livraison suivie et protection acheteur pour chaque commande.',
    },
    th: {
      copyright: '© 2026 Crossborder Market สงวนลิขสิทธิ์',
      intro:
        'Crossborder Market คือมาร์เก็ตเพลสที่ผู้ซื้อซื้อตรงจากโรงงานและแบรนด์ในจีน รัสเซีย คาซัคสถาน ตุรกี และเอเชียกลาง ในราคาโรงงาน พร้อมการจัดส่งที่ติดตามได้และการคุ้มครองผู้ซื้อทุกคำสั่งซื้อ',
    },
    lo: {
      copyright: '© 2026 Crossborder Market ສະຫງວນລິຂະສິດ',
      intro:
        'Crossborder Market ແມ່ນຕະຫຼາດອອນລາຍທີ່ຜູ້ຊື້ຊື້ກົງຈາກໂຮງງານ ແລະ ແບຣນໃນຈີນ, ຣັດເຊຍ, ກາຊັກສະຖານ, ຕວກກີ ແລະ ອາຊີກາງ ໃນລາຄາໂຮງງານ ພ້ອມການຂົນສົ່ງທີ່ຕິດຕາມໄດ້ ແລະ ການປົກປ້ອງຜູ້ຊື້ທຸກຄຳສັ່ງຊື້',
    },
  } as Translations,
  bankTransfer: {
    ru: {
      instructions:
        'Переведите сумму заказа, указав номер заказа в назначении платежа, затем загрузите скриншот платежа.',
    },
    es: {
      instructions:
        'Transfiere el importe del pedido con el número de pedido como referencia y sube una captura del pago.',
    },
    'zh-CN': { instructions: '请转账订单金额并以订单号作为附言，然后上传付款截图。' },
  } as Translations,
}

export const SITE_WORDS = {
  tables: {
    merchant_types: merchantTypes,
    merchant_categories: Object.fromEntries(classifications.map((words, i) => [i + 1, sixfold('name', words)])) as ById,
    activities,
    user_menus: Object.fromEntries(Object.entries(menus).map(([id, words]) => [id, triple('name', words)])) as ById,
  },
  caption,
  hotKeywords,
  settings,
}
