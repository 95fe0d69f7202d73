/** Shop-wide settings (home carousel, customer service, login dialog, footer) and the user-centre menu. */
import type { SiteSettings } from '../settings.ts'
import type { CategoryTree } from './categories.ts'
import type { GlyphName } from './glyphs.ts'
import { ABOUT_POSTER_KEY, aboutFrameSvg } from './about-video.ts'
import { bannerSvg, loginPictureSvg, logoSvg, shopHeaderSvg } from './images.ts'
import type { MediaSink } from './svg.ts'

/** The user-centre menu (`routine_my_menus`). Ids 70 and 584 are the ones the client links to by id. */
export const USER_MENUS = [
  { id: 571, name: 'My orders', pcUrl: '/users/order_list' },
  { id: 572, name: 'Refund list', pcUrl: '/users/refund_list' },
  { id: 573, name: 'Evaluation list', pcUrl: '/users/evaluation_list' },
  { id: 574, name: 'Address list', pcUrl: '/users/address_list' },
  { id: 575, name: 'Favourites', pcUrl: '/users/collection_list' },
  { id: 576, name: 'Coupons', pcUrl: '/users/coupon_list' },
  { id: 577, name: 'Points', pcUrl: '/users/points_info' },
  { id: 584, name: 'Account settings', pcUrl: '/users/user_info' },
  { id: 70, name: 'Merchant settlement', pcUrl: '/users/merchant_settled' },
  { id: 578, name: 'Application record', pcUrl: '/users/application_record' },
].map((menu, i, all) => ({ ...menu, sort: (all.length - i) * 10 }))

const AGREEMENT = [
  '<h2>Crossborder Market privacy agreement</h2>',
  '<p>Crossborder Market connects shoppers with factories and merchants in China, Russia, Kazakhstan, Türkiye and other countries. To deliver your orders we collect your name, e-mail address, phone number and delivery address, and we keep a record of your orders, reviews and messages to merchants.</p>',
  '<p>We share your delivery details only with the merchant who fulfils your order, the carriers that transport it and, where the law requires, the customs brokers that clear it. Card payments are handled by our payment provider; merchants and Crossborder Market never see your full card number.</p>',
  '<p>We use cookies to keep you signed in, remember your language and your cart. You can ask us at any time to export or delete your personal data by writing to privacy@crossborder.example; we answer within 30 days.</p>',
  '<p>By creating an account or placing an order as a guest you accept this agreement and the marketplace terms of sale. We will tell you by a notice in your account before any material change takes effect.</p>',
].join('\n')

/** The login picture's two lines, drawn over it by the dialog, in the seed's other locales. */
const LOGIN_WORDS: Record<string, { headline: string; subline: string }> = {
  ru: { headline: 'Покупайте напрямую у фабрик', subline: 'Китай · Россия · Казахстан · Турция' },
  'zh-CN': { headline: '工厂直购', subline: '中国 · 俄罗斯 · 哈萨克斯坦 · 土耳其' },
  es: { headline: 'Compra directa a las fábricas', subline: 'China · Rusia · Kazajistán · Turquía' },
  fr: { headline: 'Achetez directement aux usines', subline: 'Chine · Russie · Kazakhstan · Turquie' },
  th: { headline: 'ซื้อตรงจากโรงงาน', subline: 'จีน · รัสเซีย · คาซัคสถาน · ตุรกี' },
  lo: { headline: 'ຊື້ໂດຍກົງຈາກໂຮງງານ', subline: 'ຈີນ · ຣັດເຊຍ · ກາຊັກສະຖານ · ຕຸລະກີ' },
}

/** The agreement in the seed's other locales (decision 24); French, Thai and Lao fall back to the default locale. */
const AGREEMENT_I18N = {
  ru: {
    agreement: [
      '<h2>Соглашение о конфиденциальности Crossborder Market</h2>',
      '<p>Crossborder Market соединяет покупателей с фабриками и продавцами из Китая, России, Казахстана, Турции и других стран. Чтобы доставить ваши заказы, мы собираем ваше имя, адрес электронной почты, номер телефона и адрес доставки и храним историю ваших заказов, отзывов и сообщений продавцам.</p>',
      '<p>Мы передаём данные доставки только продавцу, который выполняет ваш заказ, перевозчикам, которые его везут, и, если этого требует закон, таможенным брокерам, которые его оформляют. Оплату картой обрабатывает наш платёжный провайдер; ни продавцы, ни Crossborder Market не видят полный номер вашей карты.</p>',
      '<p>Мы используем файлы cookie, чтобы вы оставались в аккаунте, а ваш язык и корзина сохранялись. Вы можете в любой момент попросить нас выгрузить или удалить ваши персональные данные, написав на privacy@crossborder.example; мы отвечаем в течение 30 дней.</p>',
      '<p>Создавая аккаунт или оформляя заказ как гость, вы принимаете это соглашение и условия продажи маркетплейса. Прежде чем существенное изменение вступит в силу, мы сообщим о нём уведомлением в вашем аккаунте.</p>',
    ].join('\n'),
  },
  'zh-CN': {
    agreement: [
      '<h2>Crossborder Market 隐私协议</h2>',
      '<p>Crossborder Market 将买家与中国、俄罗斯、哈萨克斯坦、土耳其等国家的工厂和商家直接连接。为了配送您的订单，我们会收集您的姓名、电子邮箱、电话号码和收货地址，并保存您的订单、评价以及与商家往来消息的记录。</p>',
      '<p>我们只会将您的收货信息提供给履行订单的商家、负责运输的承运商，以及在法律要求时负责清关的报关行。银行卡支付由我们的支付服务商处理；商家和 Crossborder Market 都看不到您的完整卡号。</p>',
      '<p>我们使用 Cookie 来保持您的登录状态，并记住您的语言和购物车。您可以随时发送邮件至 privacy@crossborder.example，要求导出或删除您的个人数据；我们会在 30 天内答复。</p>',
      '<p>创建账户或以访客身份下单，即表示您接受本协议和平台销售条款。任何重大变更生效之前，我们都会在您的账户中以通知告知您。</p>',
    ].join('\n'),
  },
  es: {
    agreement: [
      '<h2>Acuerdo de privacidad de Crossborder Market</h2>',
      '<p>Crossborder Market conecta a los compradores con fábricas y comerciantes de China, Rusia, Kazajistán, Turquía y otros países. Para entregar sus pedidos recopilamos su nombre, correo electrónico, número de teléfono y dirección de entrega, y guardamos un registro de sus pedidos, reseñas y mensajes a los comerciantes.</p>',
      '<p>Compartimos sus datos de entrega solo con el comerciante que prepara su pedido, los transportistas que lo llevan y, cuando la ley lo exige, los agentes de aduanas que lo despachan. Los pagos con tarjeta los procesa nuestro proveedor de pagos; ni los comerciantes ni Crossborder Market ven el número completo de su tarjeta.</p>',
      '<p>Usamos cookies para mantener su sesión iniciada y recordar su idioma y su carrito. Puede pedirnos en cualquier momento que exportemos o eliminemos sus datos personales escribiendo a privacy@crossborder.example; respondemos en un plazo de 30 días.</p>',
      '<p>Al crear una cuenta o hacer un pedido como invitado, usted acepta este acuerdo y las condiciones de venta del marketplace. Le avisaremos con un aviso en su cuenta antes de que entre en vigor cualquier cambio importante.</p>',
    ].join('\n'),
  },
}

interface Slide {
  headline: string
  subline: string
  hue: number
  glyphs: GlyphName[]
  /** Where the slide links: a leaf category's listing or a merchant's store. */
  leaf?: string
  merchant?: number
}

const HOME_SLIDES: Slide[] = [
  {
    headline: 'Factory prices, shipped worldwide',
    subline: 'Buy direct from 19 factories and brands in 6 countries',
    hue: 215,
    glyphs: ['earbuds', 'dress', 'watch'],
    leaf: 'Earbuds',
  },
  {
    headline: 'Electronics week: up to 40% off',
    subline: 'Phones, power banks and smart gadgets from Shenzhen',
    hue: 250,
    glyphs: ['phone', 'powerbank', 'laptop'],
    leaf: 'Smartphones',
  },
  {
    headline: 'New season fashion from Istanbul',
    subline: 'Handmade leather bags, jackets and shoes',
    hue: 20,
    glyphs: ['bag', 'jacket', 'shoe'],
    merchant: 9,
  },
  {
    headline: 'Tools that outlast the job',
    subline: 'Forged in the Urals, with a lifetime warranty',
    hue: 30,
    glyphs: ['wrench', 'drill', 'toolbox'],
    merchant: 7,
  },
]

/**
 * The home slides' words in the other locales, kept in the banner's `i18n` (decision 24's fallback). The page draws
 * them over the slide's wordless picture as HTML, so one picture serves every locale (decision 51).
 */
const HOME_SLIDE_WORDS: Record<string, { cta: string; slides: [headline: string, subline: string][] }> = {
  ru: {
    cta: 'В магазин',
    slides: [
      ['Заводские цены, доставка по миру', 'Покупайте напрямую у 19 фабрик и брендов из 6 стран'],
      ['Неделя электроники: скидки до 40%', 'Телефоны, повербанки и умные гаджеты из Шэньчжэня'],
      ['Новый сезон моды из Стамбула', 'Кожаные сумки, куртки и обувь ручной работы'],
      ['Инструменты, которые переживут работу', 'Выкованы на Урале, с пожизненной гарантией'],
    ],
  },
  es: {
    cta: 'Comprar',
    slides: [
      ['Precios de fábrica, envío mundial', 'Compra directo a 19 fábricas y marcas de 6 países'],
      ['Semana de electrónica: hasta −40%', 'Teléfonos, baterías y gadgets inteligentes de Shenzhen'],
      ['Nueva temporada de moda de Estambul', 'Bolsos, chaquetas y zapatos de cuero hechos a mano'],
      ['Herramientas que duran más que la obra', 'Forjadas en los Urales, con garantía de por vida'],
    ],
  },
  'zh-CN': {
    cta: '立即选购',
    slides: [
      ['出厂价格，全球配送', '直接向 6 个国家的 19 家工厂和品牌采购'],
      ['电子产品周：低至六折', '来自深圳的手机、移动电源和智能设备'],
      ['伊斯坦布尔当季新款', '手工皮包、夹克和鞋履'],
      ['经久耐用的好工具', '乌拉尔锻造，终身保修'],
    ],
  },
  fr: {
    cta: 'Découvrir',
    slides: [
      ['Prix d’usine, livraison mondiale', 'Achetez directement à 19 usines et marques de 6 pays'],
      ['Semaine high-tech : jusqu’à −40 %', 'Téléphones, batteries et objets connectés de Shenzhen'],
      ['Nouvelle saison de mode d’Istanbul', 'Sacs, vestes et chaussures en cuir faits main'],
      ['Des outils qui durent', 'Forgés dans l’Oural, garantis à vie'],
    ],
  },
  th: {
    cta: 'ช้อปเลย',
    slides: [
      ['ราคาโรงงาน ส่งทั่วโลก', 'ซื้อตรงจาก 19 โรงงานและแบรนด์ใน 6 ประเทศ'],
      ['สัปดาห์อิเล็กทรอนิกส์ ลดสูงสุด 40%', 'โทรศัพท์ พาวเวอร์แบงก์ และแกดเจ็ตจากเซินเจิ้น'],
      ['แฟชั่นซีซันใหม่จากอิสตันบูล', 'กระเป๋า แจ็กเก็ต และรองเท้าหนังทำมือ'],
      ['เครื่องมือที่ทนกว่างาน', 'ตีขึ้นรูปในเทือกเขาอูราล รับประกันตลอดอายุการใช้งาน'],
    ],
  },
  lo: {
    cta: 'ຊື້ເລີຍ',
    slides: [
      ['ລາຄາໂຮງງານ ສົ່ງທົ່ວໂລກ', 'ຊື້ໂດຍກົງຈາກ 19 ໂຮງງານ ແລະ ແບຣນໃນ 6 ປະເທດ'],
      ['ອາທິດເຄື່ອງໃຊ້ໄຟຟ້າ ຫຼຸດສູງສຸດ 40%', 'ໂທລະສັບ, ແບັດສຳຮອງ ແລະ ອຸປະກອນອັດສະລິຍະຈາກເສິ່ນເຈິ້ນ'],
      ['ແຟຊັນລະດູໃໝ່ຈາກອິສຕັນບູນ', 'ກະເປົາ, ເສື້ອແຈັກເກັດ ແລະ ເກີບໜັງເຮັດດ້ວຍມື'],
      ['ເຄື່ອງມືທີ່ທົນທານກວ່າວຽກ', 'ຕີຂຶ້ນຮູບໃນເທືອກພູອູຣານ ຮັບປະກັນຕະຫຼອດຊີວິດ'],
    ],
  },
}

export function buildSiteSettings(tree: CategoryTree, media: MediaSink): SiteSettings {
  const leafId = (name: string) => tree.leaves.find((l) => l.name === name)!.id
  const banner = HOME_SLIDES.map((slide, i) => ({
    id: i + 1,
    pic: media.add(
      `seed/site/home-banner-${i + 1}.svg`,
      bannerSvg({ width: 1200, height: 400, hue: slide.hue, glyphList: slide.glyphs }),
    ),
    link: slide.leaf ? `/goods/goods_search?cid=${leafId(slide.leaf)}` : `/merchant/merchant/home?id=${slide.merchant}`,
    headline: slide.headline,
    subline: slide.subline,
    cta: 'Shop now',
    i18n: Object.fromEntries(
      Object.entries(HOME_SLIDE_WORDS).map(([locale, words]) => {
        const [headline, subline] = words.slides[i]
        return [locale, { headline, subline, cta: words.cta }]
      }),
    ),
  }))
  return {
    home: {
      banner,
      shopStreetHeaderImag: media.add(
        'seed/site/shop-street-header.svg',
        // No text: the shop street page draws its localized headline over it.
        shopHeaderSvg(210, 'box'),
      ),
      logoUrl: media.add('seed/site/logo.svg', logoSvg('Crossborder Market', 215)),
      recommendImage: media.add(
        'seed/site/recommend.svg',
        bannerSvg({ width: 1200, height: 300, hue: 160, glyphList: ['watch', 'lamp', 'blocks'] }),
      ),
    },
    customerService: {
      consumerType: 'message',
      consumerH5Url: 'https://support.crossborder.example/chat',
      consumerMessage: 'https://t.me/crossborder_market_support',
      consumerHotline: '+7 800 555-35-35',
      consumerEmail: 'support@crossborder.example',
    },
    login: {
      loginLeftImage: media.add('seed/site/login-side.svg', loginPictureSvg()),
      headline: 'Buy direct from factories',
      subline: 'China · Russia · Kazakhstan · Turkey',
      visitorOpen: true,
      agreement: AGREEMENT,
      // The agreement and the picture's two lines in each locale.
      i18n: Object.fromEntries(
        Object.entries(LOGIN_WORDS).map(([locale, words]) => [
          locale,
          { ...AGREEMENT_I18N[locale as keyof typeof AGREEMENT_I18N], ...words },
        ]),
      ),
    },
    checkout: {
      points: {
        enabled: true,
        pointValue: '0.01',
        maxDeductionRatio: '0.5',
        registerBonus: 500,
        earnRate: '1',
        frozenDays: 7,
      },
      cod: { enabled: true },
      bankTransfer: {
        enabled: true,
        accountName: 'Crossborder Market LLC',
        bankName: 'Demo Commerce Bank',
        accountNumber: 'DE89 3704 0044 0532 0130 00',
        swift: 'DEMOBANKXXX',
        instructions:
          'Transfer the order amount with the order number as the reference, then upload a screenshot of the payment.',
      },
      preOrderMinutes: 60,
    },
    site: {
      siteName: 'Crossborder Market',
      copyright: '© 2026 Crossborder Market. All rights reserved.',
      intro:
        'Crossborder Market is a marketplace where shoppers buy directly from factories and brands in China, Russia, Kazakhstan, Türkiye and Central Asia — at factory prices, with tracked delivery and buyer protection on every order.',
      // The video's first frame; the video itself is encoded by the seed (index.ts).
      pcBackPoster: media.add(ABOUT_POSTER_KEY, aboutFrameSvg(0)),
    },
  }
}
