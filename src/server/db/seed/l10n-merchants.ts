/**
 * The demo stores' own texts in Russian, Spanish and Chinese (decision 24): each store's intro and opening hours, and
 * the coupon names of marketing.ts. Brand names, model names, e-mail addresses and URLs stay as they are; money keeps
 * the shop's "$". French, Thai and Lao fall back.
 */
import type { Translations } from '../schema.ts'
import type { MerchantSpec } from './merchant-data.ts'
import type { SeedLocale } from './l10n-specs.ts'

type Words = Record<SeedLocale, string>

/** Store intros by merchant id (merchant-data.ts). */
const INTROS: Record<number, Words> = {
  1: {
    ru: 'Собственный магазин маркетплейса. Наши байеры посещают фабрики в Китае, Турции и Центральной Азии, проверяют каждую партию в нашей лаборатории контроля качества в Шэньчжэне и отправляют заказы с собственных складов. На любой товар действует возврат в течение 30 дней без объяснения причин.',
    es: 'La tienda propia del marketplace. Nuestros compradores visitan fábricas en China, Turquía y Asia Central, prueban cada lote en nuestro laboratorio de calidad de Shenzhen y envían los pedidos desde nuestros propios almacenes. Todos los artículos tienen devolución en 30 días sin preguntas.',
    'zh-CN': '平台自营店铺。我们的买手走访中国、土耳其和中亚的工厂，每批货物都在深圳质检实验室检测，并从自有仓库发货。所有商品均支持 30 天无理由退货。',
  },
  2: {
    ru: 'Хиты продаж наших фабрик-партнёров, уже растаможенные и лежащие на складе в Москве. Заказы, оформленные до 14:00, покидают склад в тот же день.',
    es: 'Los más vendidos de nuestras fábricas asociadas, ya despachados de aduana y almacenados en Moscú. Los pedidos realizados antes de las 14:00 salen del almacén el mismo día.',
    'zh-CN': '合作工厂的热销商品，已完成清关并在莫斯科仓库备货。14:00 前下单，当天出库。',
  },
  3: {
    ru: 'Brightway разрабатывает и собирает бытовую электронику на шести SMT-линиях в районе Лунхуа. Мы выпускаем наушники, зарядные устройства и внешние аккумуляторы для брендов из 40 стран, а теперь продаём ту же продукцию напрямую. Нанесение логотипа (OEM) — от 500 штук.',
    es: 'Brightway diseña y ensambla electrónica de consumo en seis líneas SMT en Longhua. Fabricamos auriculares, cargadores y baterías externas para marcas de 40 países y ahora vendemos los mismos productos directamente. Impresión de logotipo OEM desde 500 unidades.',
    'zh-CN': 'Brightway 在龙华拥有六条 SMT 产线，自主设计并组装消费电子产品。我们为 40 个国家的品牌生产耳机、充电器和充电宝，如今直接销售同款产品。OEM 印制 Logo 500 件起订。',
  },
  4: {
    ru: 'Everlight уже пятнадцать лет производит светодиодное освещение в Дунгуане. Настольные лампы, потолочные светильники и садовые фонари на солнечных батареях перед упаковкой проходят 72-часовые испытания.',
    es: 'Everlight fabrica iluminación LED en Dongguan desde hace quince años. Las lámparas de escritorio, las lámparas de techo y las luces solares de jardín se prueban durante 72 horas antes de embalarse.',
    'zh-CN': 'Everlight 在东莞生产 LED 照明已有十五年。台灯、吸顶灯和太阳能庭院灯在包装前均经过 72 小时测试。',
  },
  5: {
    ru: 'Фабрика женской и мужской одежды: 220 швейных машин и собственное конструкторское бюро. Новые модели каждые две недели, размеры от XS до XXL.',
    es: 'Una fábrica de ropa de mujer y de hombre con 220 máquinas de coser y taller de patronaje propio. Nuevos modelos cada dos semanas, en tallas de la XS a la XXL.',
    'zh-CN': '拥有 220 台缝纫机和自有制版工作室的男女装工厂。每两周上新，尺码从 XS 到 XXL。',
  },
  6: {
    ru: 'Little Stars выпускает конструкторы, мягкие игрушки и развивающие игры из сертифицированных нетоксичных материалов. Принимаем заказы сборными коробками, так что небольшие магазины могут попробовать сразу много моделей.',
    es: 'Little Stars fabrica bloques de construcción, peluches y juegos educativos con materiales no tóxicos certificados. Aceptamos cajas surtidas, para que las tiendas pequeñas puedan probar muchos diseños a la vez.',
    'zh-CN': 'Little Stars 采用经认证的无毒材料生产积木、毛绒玩具和益智游戏。支持混箱订货，小店也能一次试销多款产品。',
  },
  7: {
    ru: 'Мы куём гаечные ключи, пассатижи и торцевые головки из уральской хромованадиевой стали — так завод работает с 1994 года. На каждый инструмент действует пожизненная гарантия от поломки.',
    es: 'Forjamos llaves, alicates y vasos de acero al cromo-vanadio de los Urales, como hace la planta desde 1994. Cada herramienta tiene garantía de por vida contra roturas.',
    'zh-CN': '我们采用乌拉尔铬钒钢锻造扳手、钳子和套筒，工厂自 1994 年起一直如此。每件工具均享受终身断裂保修。',
  },
  8: {
    ru: 'Семейная ткацкая фабрика: из хлопка Туркестанской области мы ткём постельное бельё, полотенца и шторы. Окрашиваем красителями, сертифицированными по OEKO-TEX, и доставляем по ЕАЭС без таможенных пошлин.',
    es: 'Una fábrica textil familiar que teje algodón de la región de Turkestán para hacer ropa de cama, toallas y cortinas. Teñimos con colorantes con certificación OEKO-TEX y enviamos a toda la UEEA sin aranceles.',
    'zh-CN': '家族纺织厂，用突厥斯坦地区的棉花织造床品、毛巾和窗帘。我们使用 OEKO-TEX 认证染料，发往欧亚经济联盟各国免关税。',
  },
  9: {
    ru: 'Три поколения мастеров-кожевников из Зейтинбурну. Мы вручную кроим кожу полного зерна и шьём каждую сумку и куртку в собственном ателье.',
    es: 'Tres generaciones de artesanos del cuero en Zeytinburnu. Cortamos a mano pieles de flor entera y cosemos cada bolso y cada chaqueta en nuestro propio taller.',
    'zh-CN': '泽廷布尔努的三代皮革匠人。我们手工裁切全粒面皮革，每一只包、每一件夹克都在自家工坊缝制。',
  },
  10: {
    ru: 'Денизли — полотенечная столица Турции, и наши ткацкие станки работают здесь с 1987 года. Прядение, ткачество и пошив из длинноволокнистого эгейского хлопка — всё под одной крышей.',
    es: 'Denizli es la capital turca de la toalla y nuestros telares funcionan allí desde 1987. Hilamos, tejemos y cosemos algodón egeo de fibra larga bajo un mismo techo.',
    'zh-CN': '代尼兹利是土耳其的毛巾之都，我们的织机自 1987 年起就在这里运转。爱琴海长绒棉的纺纱、织造和缝制全部在同一家工厂完成。',
  },
  11: {
    ru: 'Мы поставляем фильтры, свечи зажигания и автосвет в автосервисы 30 стран. Все детали сопоставлены с OEM-номерами, так что совместимость можно проверить до заказа.',
    es: 'Suministramos filtros, bujías e iluminación a talleres de 30 países. Cada pieza tiene su equivalencia con los números OEM, así que puede comprobar la compatibilidad antes de pedir.',
    'zh-CN': '我们为 30 个国家的汽修店供应滤清器、火花塞和车灯。所有配件均可对照 OEM 编号，下单前即可确认是否适配。',
  },
  12: {
    ru: 'Jade Beauty создаёт сыворотки, кремы и декоративную косметику в лаборатории с сертификатом GMP в Ханчжоу. Вся продукция не тестируется на животных и проверена дерматологами.',
    es: 'Jade Beauty formula sérums, cremas y cosmética de color en un laboratorio con certificación GMP en Hangzhou. Todos los productos son libres de crueldad animal y están testados dermatológicamente.',
    'zh-CN': 'Jade Beauty 在杭州的 GMP 认证实验室研发精华、面霜和彩妆。全部产品零动物实验，并经皮肤科医生测试。',
  },
  13: {
    ru: 'Мы работаем с гончарами из Риштана и шелкоткачами из Маргилана. Каждая тарелка, чайник и платок сделаны вручную, поэтому узоры немного отличаются от изделия к изделию.',
    es: 'Trabajamos con alfareros de Rishtán y tejedores de seda de Margilán. Cada plato, tetera y pañuelo está hecho a mano, por lo que los dibujos varían ligeramente de una pieza a otra.',
    'zh-CN': '我们与里什坦的陶艺师和马尔吉兰的丝绸织工合作。每一只盘子、茶壶和每一条围巾都是手工制作，因此花纹会略有不同。',
  },
  14: {
    ru: 'Peak Outdoor шьёт палатки, спальные мешки и рюкзаки для европейских брендов снаряжения. Наша полевая команда испытывает каждую новую модель на горе Лаошань, прежде чем запустить её в производство.',
    es: 'Peak Outdoor confecciona tiendas de campaña, sacos de dormir y mochilas para marcas europeas de outdoor. Nuestro equipo de campo prueba cada nuevo diseño en el monte Laoshan antes de fabricarlo en serie.',
    'zh-CN': 'Peak Outdoor 为欧洲户外品牌缝制帐篷、睡袋和背包。每款新品投产前，我们的外场团队都会在崂山进行实地测试。',
  },
  15: {
    ru: 'Timecraft собирает механические и кварцевые часы и изготавливает украшения из серебра 925-й пробы в районе Шуйбэй в Шэньчжэне. Каждое изделие отправляется в подарочной коробке с гарантийным талоном на два года.',
    es: 'Timecraft ensambla relojes mecánicos y de cuarzo y engasta joyas de plata de ley en el distrito de Shuibei, en Shenzhen. Cada pieza se envía en caja de regalo con una tarjeta de garantía de dos años.',
    'zh-CN': 'Timecraft 在深圳水贝组装机械表和石英表，并制作 925 纯银首饰。每件商品均配礼盒和两年保修卡发货。',
  },
  16: {
    ru: 'Мы производим и обслуживаем упаковочные линии для пищевых и химических предприятий Сибири и Центральной Азии. Оборудование поставляется с инструкциями на русском языке, а запчасти — с нашего склада в Новосибирске.',
    es: 'Fabricamos y mantenemos líneas de envasado para plantas alimentarias y químicas de Siberia y Asia Central. Las máquinas se envían con manuales en ruso y los repuestos salen de nuestro almacén de Novosibirsk.',
    'zh-CN': '我们为西伯利亚和中亚的食品厂和化工厂制造并维护包装生产线。设备随附俄文说明书，备件由新西伯利亚仓库供应。',
  },
  17: {
    ru: 'Кооператив сорока мастеров войлока из Иссык-Кульской области. Наши шерстяные игрушки, ковры и подушки окрашены натуральными красителями, а каждая покупка приносит мастеру честный заработок.',
    es: 'Una cooperativa de cuarenta artesanos del fieltro de la región de Issyk-Kul. Nuestros juguetes, alfombras y cojines de lana se tiñen con pigmentos naturales y cada venta paga al artesano un precio justo.',
    'zh-CN': '由伊塞克湖地区四十位毛毡匠人组成的合作社。我们的羊毛玩具、地毯和靠垫均采用天然染料染色，每一笔销售都让匠人获得公平的报酬。',
  },
  18: {
    ru: 'В наше мыло, шампуни и кремы идёт эгейское оливковое масло холодного отжима. Небольшие партии, без парабенов и, где только возможно, в стеклянной таре, которую можно сдать на переработку.',
    es: 'Nuestros jabones, champús y cremas llevan aceite de oliva del Egeo prensado en frío. Lotes pequeños, sin parabenos y en vidrio reciclable siempre que podemos.',
    'zh-CN': '我们的香皂、洗发水和面霜均采用冷榨爱琴海橄榄油。小批量生产，不含防腐剂对羟基苯甲酸酯，并尽可能使用可回收玻璃包装。',
  },
  19: {
    ru: 'Официальный дистрибьютор со складами в Астане и Алматы. Перед отправкой мы настраиваем устройства и устанавливаем казахский и русский языковые пакеты.',
    es: 'Distribuidor autorizado con stock en Astaná y Almaty. Antes del envío configuramos los dispositivos con los paquetes de idioma kazajo y ruso.',
    'zh-CN': '授权经销商，在阿斯塔纳和阿拉木图设有库存。发货前我们会为设备安装哈萨克语和俄语语言包并完成设置。',
  },
}

/** What each store sells ("Main products" on its information tab), by merchant id. */
const KEYWORDS: Record<number, Words> = {
  1: { ru: 'официальный магазин, проверка качества, быстрая доставка, возврат 30 дней', es: 'tienda oficial, calidad verificada, envío rápido, devolución en 30 días', 'zh-CN': '官方店铺，品质检验，快速发货，30 天退货' },
  2: { ru: 'склад в Москве, быстрая доставка, товары в наличии', es: 'stock en Moscú, entrega rápida, productos disponibles', 'zh-CN': '莫斯科仓库，快速配送，现货' },
  3: { ru: 'наушники, зарядные устройства, пауэрбанки, OEM-электроника, фабрика в Шэньчжэне', es: 'auriculares, cargadores, baterías externas, electrónica OEM, fábrica de Shenzhen', 'zh-CN': '耳机，充电器，充电宝，OEM 电子产品，深圳工厂' },
  4: { ru: 'LED-лампы, потолочные светильники, солнечные фонари, фабрика освещения', es: 'lámparas LED, lámparas de techo, luces solares, fábrica de iluminación', 'zh-CN': 'LED 灯，吸顶灯，太阳能灯，照明工厂' },
  5: { ru: 'платья, блузки, худи, швейная фабрика, Гуанчжоу', es: 'vestidos, blusas, sudaderas, fábrica de ropa, Cantón', 'zh-CN': '连衣裙，衬衫，卫衣，服装工厂，广州' },
  6: { ru: 'игрушки, конструкторы, мягкие игрушки, игрушки оптом, Иу', es: 'juguetes, bloques de construcción, peluches, juguetes al por mayor, Yiwu', 'zh-CN': '玩具，积木，毛绒玩具，玩具批发，义乌' },
  7: { ru: 'ручной инструмент, гаечные ключи, плоскогубцы, кованая сталь', es: 'herramientas manuales, llaves, alicates, acero forjado', 'zh-CN': '手动工具，扳手，钳子，锻钢' },
  8: { ru: 'постельное бельё, полотенца, шторы, хлопок, текстиль', es: 'ropa de cama, toallas, cortinas, algodón, textiles', 'zh-CN': '床上用品，毛巾，窗帘，棉，纺织品' },
  9: { ru: 'кожаные сумки, кожаные куртки, обувь, Стамбул, ручная работа', es: 'bolsos de cuero, chaquetas de cuero, calzado, Estambul, hecho a mano', 'zh-CN': '皮包，皮夹克，鞋履，伊斯坦布尔，手工制作' },
  10: { ru: 'турецкий хлопок, полотенца, футболки, Денизли', es: 'algodón turco, toallas, camisetas, Denizli', 'zh-CN': '土耳其棉，毛巾，T 恤，代尼兹利' },
  11: { ru: 'автозапчасти, фильтры, свечи зажигания, LED-лампы, видеорегистраторы', es: 'recambios de coche, filtros, bujías, bombillas LED, cámaras de salpicadero', 'zh-CN': '汽车配件，滤清器，火花塞，LED 灯泡，行车记录仪' },
  12: { ru: 'уход за кожей, сыворотки, помады, косметика', es: 'cuidado de la piel, sérums, pintalabios, cosmética', 'zh-CN': '护肤，精华，口红，化妆品' },
  13: { ru: 'керамика, посуда, шёлк, ручная работа, Узбекистан', es: 'cerámica, vajilla, seda, hecho a mano, Uzbekistán', 'zh-CN': '陶瓷，餐具，丝绸，手工制作，乌兹别克斯坦' },
  14: { ru: 'палатки, рюкзаки, кемпинг, фитнес, снаряжение для активного отдыха', es: 'tiendas de campaña, mochilas, camping, fitness, equipo de exterior', 'zh-CN': '帐篷，背包，露营，健身，户外装备' },
  15: { ru: 'часы, кольца, колье, серебро 925 пробы', es: 'relojes, anillos, collares, plata de ley', 'zh-CN': '手表，戒指，项链，925 纯银' },
  16: { ru: 'упаковочные машины, станки с ЧПУ, компрессоры, оборудование', es: 'máquinas de envasado, CNC, compresores, maquinaria', 'zh-CN': '包装机，数控机床，压缩机，设备' },
  17: { ru: 'войлок, игрушки ручной работы, шерстяные ковры, Кыргызстан', es: 'fieltro, juguetes hechos a mano, alfombras de lana, Kirguistán', 'zh-CN': '毛毡，手工玩具，羊毛地毯，吉尔吉斯斯坦' },
  18: { ru: 'натуральная косметика, оливковое масло, шампунь, мыло', es: 'cosmética natural, aceite de oliva, champú, jabón', 'zh-CN': '天然化妆品，橄榄油，洗发水，香皂' },
  19: { ru: 'смартфоны, умный дом, носимые устройства, Казахстан', es: 'smartphones, hogar inteligente, wearables, Kazajistán', 'zh-CN': '智能手机，智能家居，可穿戴设备，哈萨克斯坦' },
}

/** The store banners' headline and subline (merchants.ts `BANNER_LINES`), and their button, drawn per locale. */
const BANNER_TEXTS: Record<string, Record<SeedLocale, [string, string]>> = {
  'Factory prices on every order': {
    ru: ['Заводские цены на каждый заказ', 'Напрямую от фабрики — без посредников и наценок'],
    es: ['Precios de fábrica en cada pedido', 'Compra directa: sin distribuidores ni recargos'],
    'zh-CN': ['每单都是出厂价', '工厂直供，没有经销商，没有加价'],
  },
  'New arrivals every week': {
    ru: ['Новинки каждую неделю', 'Подпишитесь на магазин, чтобы видеть их первыми'],
    es: ['Novedades cada semana', 'Sigue la tienda para verlas primero'],
    'zh-CN': ['每周上新', '关注店铺，第一时间看到新品'],
  },
  'Wholesale from 10 units': {
    ru: ['Опт от 10 штук', 'Спросите нас об OEM и собственной марке'],
    es: ['Al por mayor desde 10 unidades', 'Pregúntanos por OEM y marca propia'],
    'zh-CN': ['10 件起批', '欢迎咨询 OEM 与贴牌定制'],
  },
  'Free shipping over $49': {
    ru: ['Бесплатная доставка от $49', 'Доставка с трекингом в Россию, Казахстан и СНГ'],
    es: ['Envío gratis desde $49', 'Envío con seguimiento a Rusia, Kazajistán y la CEI'],
    'zh-CN': ['满 $49 包邮', '可追踪配送至俄罗斯、哈萨克斯坦及独联体'],
  },
}
export const SHOP_NOW: Record<SeedLocale, string> = { ru: 'Купить', es: 'Comprar', 'zh-CN': '立即选购' }

/** A banner's headline and subline in `locale`. */
export function bannerLineIn(headline: string, locale: SeedLocale): [string, string] {
  const line = BANNER_TEXTS[headline]?.[locale]
  if (!line) throw new Error(`seed: no ${locale} text for the banner "${headline}"`)
  return line
}

/** Where a store banner drawn in `locale` is kept: next to the English one (`…-banner-1.svg` → `…-banner-1.ru.svg`). */
export const bannerPathIn = (path: string, locale: SeedLocale) => path.replace(/\.svg$/, `.${locale}.svg`)

export const SEED_LOCALES: SeedLocale[] = ['ru', 'es', 'zh-CN']
const LOCALES = SEED_LOCALES

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const DAY_WORDS: Record<SeedLocale, string[]> = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  es: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'],
  'zh-CN': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
}

/** "Mon–Sun 09:00–21:00 (UTC+8)" in a locale: "Пн–Вс 09:00–21:00 (UTC+8)", "周一至周日 09:00–21:00（UTC+8）". */
export function openingHoursIn(hours: string, locale: SeedLocale): string {
  const match = /^(\w{3})–(\w{3}) (\d\d:\d\d–\d\d:\d\d) \((UTC[+−-]\d+)\)$/.exec(hours)
  const [from, to] = [match?.[1], match?.[2]].map((day) => DAYS.indexOf(day as (typeof DAYS)[number]))
  if (!match || from < 0 || to < 0) throw new Error(`seed: unknown opening hours "${hours}"`)
  const days = DAY_WORDS[locale]
  if (locale === 'zh-CN') return `${days[from]}至${days[to]} ${match[3]}（${match[4]}）`
  return `${days[from]}–${days[to]} ${match[3]} (${match[4]})`
}

/** A store's `i18n`: its intro, opening hours, main products and banners (a JSON list of paths) in every seeded locale. */
export function merchantTexts(spec: Pick<MerchantSpec, 'id' | 'openingHours'>, pcBanner: string[]): Translations {
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
        pcBanner: JSON.stringify(pcBanner.map((path) => bannerPathIn(path, locale))),
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
  },
  '$10 off $99 sitewide': {
    ru: 'Скидка $10 при заказе от $99 на всё',
    es: '$10 de descuento en toda la tienda en compras desde $99',
    'zh-CN': '全场满 $99 减 $10',
  },
  '$3 shipping voucher, no minimum': {
    ru: 'Купон $3 на доставку без минимальной суммы',
    es: 'Cupón de envío de $3, sin compra mínima',
    'zh-CN': '$3 运费券，无门槛',
  },
  'Winter Sale: $25 off $199': {
    ru: 'Зимняя распродажа: скидка $25 при заказе от $199',
    es: 'Rebajas de invierno: $25 de descuento en compras desde $199',
    'zh-CN': '冬季特卖：满 $199 减 $25',
  },
  '11.11 Mega Sale: $15 off $120': {
    ru: 'Мегараспродажа 11.11: скидка $15 при заказе от $120',
    es: 'Megarrebajas 11.11: $15 de descuento en compras desde $120',
    'zh-CN': '双11大促：满 $120 减 $15',
  },
}

/** Store short names that are words rather than brands (merchant-data.ts `shortName`). */
const SHORT_NAMES: Record<string, Words> = {
  'Official Store': { ru: 'Официальный магазин', es: 'Tienda oficial', 'zh-CN': '官方自营店' },
  'Moscow Warehouse': { ru: 'Склад в Москве', es: 'Almacén de Moscú', 'zh-CN': '莫斯科仓' },
}

const shortIn = (name: string, locale: SeedLocale) => SHORT_NAMES[name]?.[locale] ?? name
/** A Chinese word after a Latin brand gets a space: "Brightway 精选", but "莫斯科仓精选". */
const zhAfter = (name: string) => (/[\x20-\x7e]$/.test(name) ? `${name} ` : name)

const per = (make: (locale: SeedLocale) => string): Translations => Object.fromEntries(LOCALES.map((locale) => [locale, { name: make(locale) }]))

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
    return per((locale) =>
      ({
        ru: `${shortIn(store, locale)}: скидка $${off} на товары подборки`,
        es: `${shortIn(store, locale)}: $${off} de descuento en artículos seleccionados`,
        'zh-CN': `${zhAfter(shortIn(store, locale))}精选：指定商品减 $${off}`,
      })[locale],
    )
  }
  const category = /^\$(\d+) off (.+) over \$(\d+)$/.exec(name)
  if (category) {
    const [, off, , min] = category
    const words = (locale: SeedLocale) => leaf[locale]?.name
    if (!LOCALES.every(words)) return {}
    return per((locale) =>
      ({
        ru: `Скидка $${off} на «${words('ru')}» при заказе от $${min}`,
        es: `$${off} de descuento en «${words('es')}» en compras desde $${min}`,
        'zh-CN': `${words('zh-CN')}满 $${min} 减 $${off}`,
      })[locale],
    )
  }
  const store = /^(.+): \$(\d+) off \$(\d+)$/.exec(name)
  if (store) {
    const [, shop, off, min] = store
    return per((locale) =>
      ({
        ru: `${shortIn(shop, locale)}: скидка $${off} при заказе от $${min}`,
        es: `${shortIn(shop, locale)}: $${off} de descuento en compras desde $${min}`,
        'zh-CN': `${shortIn(shop, locale)}：满 $${min} 减 $${off}`,
      })[locale],
    )
  }
  return {}
}
