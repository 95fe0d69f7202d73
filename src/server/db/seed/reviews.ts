/**
 * Shopper reviews for the demo products: mostly happy, some lukewarm, a few unhappy; in English and Russian,
 * some with photos and some answered by the merchant.
 */
import type { GlyphName } from './glyphs.ts'
import { beforeBase, type Random } from './random.ts'
import { mediaUrl } from './svg.ts'

const NICKNAMES = [
  'Anna K.', 'Dmitry S.', 'Li Wei', 'Aigerim', 'Mehmet Y.', 'Olga', 'Sergei P.', 'Ekaterina', 'Nurlan', 'J***n',
  'Maria G.', 'Alexei', 'Zhang Min', 'Dilnoza', 'Pavel R.', 'Svetlana', 'Timur', 'Irina V.', 'Ahmet K.', 'K***a',
  'Natalia', 'Bakyt', 'Viktor', 'Yulia M.', 'Emre', 'Ainur', 'Roman', 'Daria', 'Farhod', 'Elena T.',
]

const PRAISE_EN = [
  'Arrived in 9 days, well packed. Works exactly as described.',
  'Great value for the price. Build quality feels better than I expected.',
  'Second time ordering from this store — consistent quality, fast shipping.',
  'Exactly like the photos. My wife loves it!',
  'Very happy with this purchase. The seller answered all my questions quickly.',
  'Good quality, true to size. Will buy again in another colour.',
  'Packaging was perfect, nothing damaged after a long trip. Recommended.',
  'Does the job perfectly. For this price I did not expect such quality.',
  'Fast delivery to Almaty, about a week. Everything works.',
  'Bought it as a gift and it looks premium. Thank you!',
  'Solid product, no complaints after a month of daily use.',
  'Shipped the next day and tracking worked the whole way.',
]

const PRAISE_RU = [
  'Товар пришёл быстро, всё работает. Продавцу спасибо!',
  'Качество отличное, соответствует описанию. Рекомендую.',
  'Доставка в Москву за 10 дней, упаковано надёжно.',
  'Заказываю уже второй раз, всё как всегда на высоте.',
  'Отличное соотношение цены и качества. Очень довольна.',
  'Всё пришло целым, размер подошёл идеально.',
]

const NEUTRAL_EN = [
  'Decent for the price, but the instructions could be clearer.',
  'Works fine, though the colour is a little darker than in the pictures.',
  'OK overall. Delivery took almost three weeks.',
  'Good product, but the box was dented on arrival.',
  'Runs slightly small — order one size up.',
]

const NEUTRAL_RU = ['Нормально за свои деньги, но доставка была долгой.', 'В целом неплохо, цвет немного отличается от фото.']

const COMPLAINTS_EN = [
  'Stopped working after two weeks. Waiting for the seller to replace it.',
  'Not what I expected, the material feels cheap.',
  'One part was missing from the package.',
]

const COMPLAINTS_RU = ['Пришёл с браком, жду замену от продавца.']

const REPLIES_HAPPY = [
  'Thank you for your kind review! We look forward to serving you again.',
  'Thanks for choosing our store — enjoy your purchase!',
  'Спасибо за отзыв! Будем рады видеть вас снова.',
  'We are glad it arrived safely. Thank you for shopping with us!',
]

const REPLIES_SORRY = [
  'We are sorry about this. Our service team has contacted you to arrange a free replacement.',
  'Sorry for the inconvenience — please message us with your order number and we will send the missing part right away.',
  'Приносим извинения! Мы связались с вами, чтобы оформить обмен.',
]

export interface ReviewRow {
  productId: number
  userId: null
  nickname: string
  avatar: string
  sku: string
  productScore: number
  serviceScore: number
  comment: string
  pics: string[]
  merchantReplyContent: string
  createdAt: Date
}

/** Key of a shared "customer photo": two per pictogram, generated once by the seed. */
export function reviewPhotoKey(glyph: GlyphName, n: number): string {
  return `seed/review/${glyph}-${n % 2}.svg`
}

/**
 * 1–8 reviews for roughly 60% of products. Scores skew high, like a healthy marketplace;
 * low scores more often get a merchant reply.
 */
export function buildReviews(options: {
  productId: number
  glyph: GlyphName
  skuKeys: string[]
  productCreatedDaysAgo: number
  random: Random
}): ReviewRow[] {
  const { random } = options
  if (!random.chance(0.6)) return []
  const count = random.weighted([1, 2, 3, 4, 5, 6, 7, 8], [18, 18, 16, 14, 12, 9, 7, 6])
  const rows: ReviewRow[] = []
  for (let i = 0; i < count; i++) {
    const productScore = random.weighted([5, 4, 3, 2, 1], [62, 22, 8, 4, 4])
    const serviceScore = Math.max(1, Math.min(5, productScore + random.weighted([0, 1, -1], [70, 15, 15])))
    const russian = random.chance(0.25)
    const pool =
      productScore >= 4
        ? russian ? PRAISE_RU : PRAISE_EN
        : productScore === 3
          ? russian ? NEUTRAL_RU : NEUTRAL_EN
          : russian ? COMPLAINTS_RU : COMPLAINTS_EN
    const withPics = random.chance(0.2)
    const replied = random.chance(productScore <= 2 ? 0.8 : 0.25)
    const daysAgo = random.float(0, Math.max(1, options.productCreatedDaysAgo - 3))
    rows.push({
      productId: options.productId,
      userId: null,
      nickname: random.pick(NICKNAMES),
      avatar: '',
      sku: options.skuKeys.length > 1 || options.skuKeys[0] ? random.pick(options.skuKeys) : '',
      productScore,
      serviceScore,
      comment: random.pick(pool),
      pics: withPics ? [mediaUrl(reviewPhotoKey(options.glyph, i)), ...(random.chance(0.4) ? [mediaUrl(reviewPhotoKey(options.glyph, i + 1))] : [])] : [],
      merchantReplyContent: replied ? random.pick(productScore <= 2 ? REPLIES_SORRY : REPLIES_HAPPY) : '',
      createdAt: beforeBase(daysAgo),
    })
  }
  return rows
}
