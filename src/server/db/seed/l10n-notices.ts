/**
 * The broadcast notices of marketing.ts in Russian, Spanish and Chinese, in the order of BROADCASTS.
 * They go into each notice's params as `titles` and `contents` by locale, the way an operator's system notice
 * carries its translations (src/server/notices/templates.ts): the inbox renders them in the reader's locale.
 */
import type { SeedLocale } from './l10n-specs.ts'

type Words = [title: string, content: string]

export const BROADCAST_WORDS: Record<SeedLocale, Words[]> = {
  ru: [
    [
      'Открыт сезон зимних купонов',
      'Соберите купоны площадки на сумму до $25 в центре купонов. Их можно сочетать с купонами магазинов, они действуют до 31 января 2027 года.',
    ],
    [
      'Быстрее доставка в Казахстан',
      'Новый консолидационный хаб в Алматы сокращает доставку из Китая в Казахстан до 5–8 дней. Трек-номера теперь обновляются в реальном времени.',
    ],
    [
      'Стартовала распродажа 11.11',
      'Тысячи товаров со скидкой до 45% до 15 ноября. Используйте купон площадки $15 от $120 вместе со скидками магазинов.',
    ],
    [
      'График работы на Новый 2027 год',
      'Служба поддержки работает с 10:00 до 18:00 (UTC+3) с 31 декабря по 8 января. Заказы, оформленные в праздники, отправляются с 9 января.',
    ],
    [
      'Новое на улице магазинов: Bishkek Felt Crafts',
      'Войлочные игрушки, ковры и подушки ручной работы из Иссык-Кульского региона теперь доступны напрямую от мастеров.',
    ],
    [
      'Беспошлинный лимит для России',
      'Посылки стоимостью до 200 € и весом до 31 кг ввозятся без пошлины. Пошлина по более крупным заказам показывается при оформлении до оплаты.',
    ],
    [
      'Напоминание о безопасности',
      'Мы никогда не спрашиваем пароль или номер карты по телефону или в сообщениях. Сообщайте о подозрительных сообщениях на support@crossborder.example.',
    ],
    [
      'Оплата картой теперь с 3-D Secure',
      'Платежи картой обрабатывает Stripe с подтверждением 3-D Secure от вашего банка. Данные карты никогда не попадают к продавцам.',
    ],
    [
      'Оставляйте отзывы и получайте баллы',
      'Оставьте отзыв с фото о любом выполненном заказе и получите 20 баллов. Баллы можно потратить в магазине баллов.',
    ],
    [
      'Склад в Москве: отправка в день заказа',
      'Товары с нашего московского склада теперь отправляются в тот же день при заказе до 14:00 по московскому времени.',
    ],
    [
      'Политика конфиденциальности обновлена',
      'Мы уточнили, как данные о доставке передаются перевозчикам и таможенным брокерам. Обновлённая политика действует с 1 ноября 2026 года.',
    ],
    [
      'Перерыв на фабриках на китайский Новый год',
      'Фабрики в Китае закрыты с 10 по 24 февраля 2027 года. Оформите оптовые заказы до 25 января, чтобы получить их до перерыва.',
    ],
  ],
  es: [
    [
      'Abre la temporada de cupones de invierno',
      'Consigue cupones de la plataforma de hasta $25 en el centro de cupones. Se combinan con los cupones de tienda y son válidos hasta el 31 de enero de 2027.',
    ],
    [
      'Entregas más rápidas a Kazajistán',
      'Nuestro nuevo centro de consolidación en Almaty reduce la entrega de China a Kazajistán a 5–8 días. Los números de seguimiento se actualizan en tiempo real.',
    ],
    [
      'Empieza la gran venta 11.11',
      'Miles de productos con hasta un 45% de descuento hasta el 15 de noviembre. Usa el cupón de la plataforma de $15 en compras de $120 además de los descuentos de tienda.',
    ],
    [
      'Horario de Año Nuevo 2027',
      'Atención al cliente trabaja de 10:00 a 18:00 (UTC+3) del 31 de diciembre al 8 de enero. Los pedidos de las fiestas se envían a partir del 9 de enero.',
    ],
    [
      'Nueva en la calle de tiendas: Bishkek Felt Crafts',
      'Juguetes, alfombras y cojines de fieltro hechos a mano de la región de Issyk-Kul, ahora directamente de los artesanos.',
    ],
    [
      'Franquicia aduanera para Rusia',
      'Los paquetes de menos de 200 € y 31 kg entran sin aranceles. Cualquier arancel de pedidos mayores se muestra al pagar, antes del pago.',
    ],
    [
      'Recordatorio de seguridad',
      'Nunca te pediremos la contraseña ni el número de tarjeta por teléfono o mensaje. Informa de mensajes sospechosos a support@crossborder.example.',
    ],
    [
      'Los pagos con tarjeta usan 3-D Secure',
      'Stripe procesa los pagos con tarjeta con la confirmación 3-D Secure de tu banco. Los datos de tu tarjeta nunca llegan a los comerciantes.',
    ],
    [
      'Valora tus compras y gana puntos',
      'Deja una valoración con foto de cualquier pedido completado y recibe 20 puntos. Los puntos se canjean en la tienda de puntos.',
    ],
    [
      'Almacén de Moscú: envío en el día',
      'Los artículos de nuestro almacén de Moscú salen el mismo día si se piden antes de las 14:00, hora de Moscú.',
    ],
    [
      'Política de privacidad actualizada',
      'Hemos aclarado cómo se comparten los datos de entrega con transportistas y agentes de aduanas. La nueva política se aplica desde el 1 de noviembre de 2026.',
    ],
    [
      'Parada de producción por el Año Nuevo chino',
      'Las fábricas de China cierran del 10 al 24 de febrero de 2027. Haz tus pedidos al por mayor antes del 25 de enero para recibirlos antes de la parada.',
    ],
  ],
  'zh-CN': [
    ['冬季优惠券季开启', '在领券中心领取最高 $25 的平台优惠券，可与店铺优惠券叠加使用，有效期至 2027 年 1 月 31 日。'],
    ['哈萨克斯坦配送提速', '我们在阿拉木图新设的集运中心将中国至哈萨克斯坦的配送时间缩短至 5–8 天，物流单号实时更新。'],
    ['11.11 大促现已开始', '数千件商品低至五五折，活动截至 11 月 15 日。满 $120 减 $15 平台券可与店铺折扣叠加使用。'],
    [
      '2027 年新年假期安排',
      '12 月 31 日至 1 月 8 日客服工作时间为 10:00–18:00（UTC+3）。假期内的订单将于 1 月 9 日起发货。',
    ],
    ['店铺街新店：Bishkek Felt Crafts', '来自伊塞克湖地区的手工毛毡玩具、地毯和靠垫，现可直接向手工艺人购买。'],
    [
      '俄罗斯海关免税额度',
      '价值低于 200 欧元且重量低于 31 公斤的包裹免税进口。较大订单的应缴税费会在付款前的结算页显示。',
    ],
    [
      '安全提醒',
      '我们绝不会通过电话或消息索要您的密码或银行卡号。如收到可疑消息，请发送至 support@crossborder.example 举报。',
    ],
    [
      '银行卡支付已启用 3-D Secure',
      '银行卡支付由 Stripe 处理，并经您的银行进行 3-D Secure 验证。您的卡信息不会传给商家。',
    ],
    ['评价购买的商品赚积分', '为任意已完成订单发布带图评价即可获得 20 积分，积分可在积分商城使用。'],
    ['莫斯科仓库：当日发货', '莫斯科仓库的商品在莫斯科时间 14:00 前下单即可当日发出。'],
    ['隐私政策已更新', '我们进一步说明了配送信息如何与承运商和报关行共享。更新后的政策自 2026 年 11 月 1 日起生效。'],
    ['中国春节工厂停工', '中国工厂于 2027 年 2 月 10 日至 24 日停工。请在 1 月 25 日前下批发订单，以便在停工前收货。'],
  ],
}

/** The demo shopper's own notices (shopper.ts): welcome, a price drop (the product's name and price), a coupon. */
export const SHOPPER_NOTICE_WORDS: Record<
  SeedLocale,
  { welcome: Words; priceDrop: (name: string, price: string) => Words; couponSoon: Words }
> = {
  ru: {
    welcome: [
      'Добро пожаловать в Crossborder Market',
      'Ваш аккаунт готов. В центре купонов вас ждёт купон новичка на $5 — он действует во всех магазинах на заказы от $30.',
    ],
    priceDrop: (name, price) => [
      'Цена на товар из избранного снизилась',
      `«${name}» теперь стоит $${price}. Количество по этой цене ограничено.`,
    ],
    couponSoon: [
      'Ваш купон истекает через 3 дня',
      'Срок действия купона новичка на $5 скоро истечёт. Используйте его для любого заказа от $30.',
    ],
  },
  es: {
    welcome: [
      'Bienvenido a Crossborder Market',
      'Tu cuenta está lista. En el centro de cupones te espera un cupón de bienvenida de $5, válido en todas las tiendas en pedidos de más de $30.',
    ],
    priceDrop: (name, price) => [
      'Baja de precio en un favorito',
      `«${name}» cuesta ahora $${price}. Existencias limitadas a este precio.`,
    ],
    couponSoon: [
      'Tu cupón caduca en 3 días',
      'Tu cupón de bienvenida de $5 caduca pronto. Úsalo en cualquier pedido de más de $30 antes de que expire.',
    ],
  },
  'zh-CN': {
    welcome: [
      '欢迎来到 Crossborder Market',
      '您的账户已就绪。领券中心有一张 $5 新人优惠券等您领取，全店通用，订单满 $30 可用。',
    ],
    priceDrop: (name, price) => ['收藏的商品降价了', `“${name}”现价 $${price}，此价格库存有限。`],
    couponSoon: ['您的优惠券将在 3 天后过期', '您的 $5 新人优惠券即将过期，请在过期前用于任意满 $30 的订单。'],
  },
}

/** `params` of a notice with its words in every seed locale (the inbox's `titles`/`contents`). */
export function noticeTranslations(words: (locale: SeedLocale) => Words) {
  const locales = Object.keys(SHOPPER_NOTICE_WORDS) as SeedLocale[]
  return {
    titles: Object.fromEntries(locales.map((locale) => [locale, words(locale)[0]])),
    contents: Object.fromEntries(locales.map((locale) => [locale, words(locale)[1]])),
  }
}
