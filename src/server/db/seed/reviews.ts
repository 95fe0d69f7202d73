/**
 * Shopper reviews for the demo products: mostly happy, some lukewarm, a few unhappy; each written in its shopper's
 * language (English, Russian, Spanish, Chinese, French, Thai or Lao) and answered, when the merchant answers, in
 * that language; some with photos.
 */
import type { GlyphName } from './glyphs.ts'
import { beforeBase, type Random } from './random.ts'
import { mediaUrl } from './svg.ts'

const NICKNAMES = [
  'Anna K.',
  'Dmitry S.',
  'Li Wei',
  'Aigerim',
  'Mehmet Y.',
  'Olga',
  'Sergei P.',
  'Ekaterina',
  'Nurlan',
  'J***n',
  'Maria G.',
  'Alexei',
  'Zhang Min',
  'Dilnoza',
  'Pavel R.',
  'Svetlana',
  'Timur',
  'Irina V.',
  'Ahmet K.',
  'K***a',
  'Natalia',
  'Bakyt',
  'Viktor',
  'Yulia M.',
  'Emre',
  'Ainur',
  'Roman',
  'Daria',
  'Farhod',
  'Elena T.',
]

type ReviewLocale = 'en' | 'ru' | 'es' | 'zh-CN' | 'fr' | 'th' | 'lo'

/** What shoppers write, by language: praise (4–5 stars), lukewarm (3), complaints (1–2), and the merchant's answers. */
interface Voice {
  praise: string[]
  neutral: string[]
  complaints: string[]
  thanks: string[]
  sorry: string[]
}

const VOICES: Record<ReviewLocale, Voice> = {
  en: {
    praise: [
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
    ],
    neutral: [
      'Decent for the price, but the instructions could be clearer.',
      'Works fine, though the colour is a little darker than in the pictures.',
      'OK overall. Delivery took almost three weeks.',
      'Good product, but the box was dented on arrival.',
      'Runs slightly small — order one size up.',
    ],
    complaints: [
      'Stopped working after two weeks. Waiting for the seller to replace it.',
      'Not what I expected, the material feels cheap.',
      'One part was missing from the package.',
    ],
    thanks: [
      'Thank you for your kind review! We look forward to serving you again.',
      'Thanks for choosing our store — enjoy your purchase!',
      'We are glad it arrived safely. Thank you for shopping with us!',
    ],
    sorry: [
      'We are sorry about this. Our service team has contacted you to arrange a free replacement.',
      'Sorry for the inconvenience — please message us with your order number and we will send the missing part right away.',
    ],
  },
  ru: {
    praise: [
      'Товар пришёл быстро, всё работает. Продавцу спасибо!',
      'Качество отличное, соответствует описанию. Рекомендую.',
      'Доставка в Москву за 10 дней, упаковано надёжно.',
      'Заказываю уже второй раз, всё как всегда на высоте.',
      'Отличное соотношение цены и качества. Очень довольна.',
      'Всё пришло целым, размер подошёл идеально.',
    ],
    neutral: [
      'Нормально за свои деньги, но доставка была долгой.',
      'В целом неплохо, цвет немного отличается от фото.',
    ],
    complaints: ['Пришёл с браком, жду замену от продавца.'],
    thanks: ['Спасибо за отзыв! Будем рады видеть вас снова.'],
    sorry: ['Приносим извинения! Мы связались с вами, чтобы оформить обмен.'],
  },
  es: {
    praise: [
      'Llegó en 10 días y muy bien embalado. Funciona tal como se describe.',
      'Muy buena relación calidad-precio. Mejor acabado de lo que esperaba.',
      'Es la segunda vez que compro en esta tienda: calidad constante y envío rápido.',
      'Igual que en las fotos. ¡A mi madre le encantó!',
      'La talla es correcta y la tela es de buena calidad. Volveré a comprar en otro color.',
      'El vendedor respondió todas mis dudas enseguida. Muy recomendable.',
    ],
    neutral: [
      'Está bien por el precio, pero las instrucciones podrían ser más claras.',
      'Cumple, aunque el color es algo más oscuro que en las fotos.',
      'Correcto en general, pero el envío tardó casi tres semanas.',
    ],
    complaints: [
      'Dejó de funcionar a las dos semanas. Espero que el vendedor me lo cambie.',
      'Faltaba una pieza en el paquete.',
    ],
    thanks: [
      '¡Gracias por su valoración! Esperamos volver a atenderle pronto.',
      'Gracias por elegir nuestra tienda. ¡Que lo disfrute!',
    ],
    sorry: [
      'Lamentamos lo ocurrido. Nuestro equipo ya se ha puesto en contacto con usted para enviarle un repuesto sin coste.',
    ],
  },
  'zh-CN': {
    praise: [
      '物流很快，包装严实，东西和描述的一样。',
      '性价比很高，做工比预想的好。',
      '第二次在这家店买了，质量一如既往，发货快。',
      '和图片一模一样，家里人都很喜欢！',
      '尺码标准，面料舒服，准备再买一个颜色。',
    ],
    neutral: ['价格还行，就是说明书写得不太清楚。', '总体还可以，颜色比图片深一点。'],
    complaints: ['用了两个星期就坏了，等卖家换货。'],
    thanks: ['感谢您的好评，期待您再次光临！'],
    sorry: ['非常抱歉给您带来不便，客服已联系您安排免费换货。'],
  },
  fr: {
    praise: [
      'Reçu en 12 jours, très bien emballé. Conforme à la description.',
      'Excellent rapport qualité-prix, les finitions sont meilleures que prévu.',
      'Deuxième commande dans cette boutique : qualité constante et expédition rapide.',
      'Identique aux photos. Ma fille l’adore !',
      'Taille conforme, tissu agréable. Je recommanderai dans une autre couleur.',
    ],
    neutral: [
      'Correct pour le prix, mais la notice pourrait être plus claire.',
      'Bien dans l’ensemble, la couleur est un peu plus foncée que sur les photos.',
    ],
    complaints: ['Ne fonctionne plus après deux semaines. J’attends le remplacement du vendeur.'],
    thanks: ['Merci pour votre avis ! Au plaisir de vous revoir dans notre boutique.'],
    sorry: ['Nous sommes désolés. Notre service client vous a contacté pour organiser un remplacement gratuit.'],
  },
  th: {
    praise: [
      'ได้รับของภายใน 10 วัน แพ็กมาดีมาก ใช้งานได้ตรงตามที่บอกไว้',
      'คุ้มราคามาก งานประกอบดีกว่าที่คิดไว้',
      'สั่งร้านนี้เป็นครั้งที่สองแล้ว คุณภาพดีเหมือนเดิม ส่งไว',
      'เหมือนในรูปเลย คนที่บ้านชอบมาก',
      'ไซซ์ตรง ผ้าดี จะกลับมาซื้ออีกสีหนึ่ง',
    ],
    neutral: ['โอเคสำหรับราคานี้ แต่คู่มือเข้าใจยากไปหน่อย', 'โดยรวมใช้ได้ แต่สีเข้มกว่าในรูปนิดหน่อย'],
    complaints: ['ใช้ได้สองสัปดาห์ก็เสีย กำลังรอร้านเปลี่ยนให้'],
    thanks: ['ขอบคุณสำหรับรีวิวค่ะ หวังว่าจะได้ให้บริการอีกนะคะ'],
    sorry: ['ขออภัยเป็นอย่างสูงค่ะ ทีมบริการติดต่อคุณแล้วเพื่อเปลี่ยนสินค้าให้ฟรี'],
  },
  lo: {
    praise: [
      'ໄດ້ຮັບເຄື່ອງພາຍໃນ 12 ມື້ ຫໍ່ມາດີຫຼາຍ ໃຊ້ງານໄດ້ຕາມທີ່ບອກໄວ້',
      'ຄຸ້ມລາຄາຫຼາຍ ຄຸນນະພາບດີກວ່າທີ່ຄິດໄວ້',
      'ສັ່ງຮ້ານນີ້ເປັນເທື່ອທີສອງແລ້ວ ຄຸນນະພາບດີຄືເກົ່າ ສົ່ງໄວ',
      'ຄືກັບໃນຮູບເລີຍ ຄົນໃນບ້ານມັກຫຼາຍ',
    ],
    neutral: ['ພໍໃຊ້ໄດ້ສຳລັບລາຄານີ້ ແຕ່ການຂົນສົ່ງຊ້າໄປໜ້ອຍໜຶ່ງ'],
    complaints: ['ໃຊ້ໄດ້ສອງອາທິດກໍເພ ກຳລັງລໍຖ້າຮ້ານປ່ຽນໃຫ້'],
    thanks: ['ຂອບໃຈສຳລັບຄຳຕິຊົມ ຫວັງວ່າຈະໄດ້ບໍລິການທ່ານອີກ'],
    sorry: ['ຂໍອະໄພເປັນຢ່າງສູງ ທີມບໍລິການໄດ້ຕິດຕໍ່ທ່ານແລ້ວເພື່ອປ່ຽນສິນຄ້າໃຫ້ຟຣີ'],
  },
}

/**
 * The language of a review from one draw in [0, 1): a quarter Russian (the draw that once chose Russian or English,
 * so the seed's other random choices stay as they were), then Spanish, Chinese, French, Thai and Lao, the rest English.
 */
const REVIEW_LOCALES: [ReviewLocale, number][] = [
  ['ru', 0.25],
  ['es', 0.43],
  ['zh-CN', 0.51],
  ['fr', 0.57],
  ['th', 0.62],
  ['lo', 0.66],
]
export function reviewLocale(draw: number): ReviewLocale {
  return REVIEW_LOCALES.find(([, below]) => draw < below)?.[0] ?? 'en'
}

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
    const voice = VOICES[reviewLocale(random.next())]
    const pool = productScore >= 4 ? voice.praise : productScore === 3 ? voice.neutral : voice.complaints
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
      pics: withPics
        ? [
            mediaUrl(reviewPhotoKey(options.glyph, i)),
            ...(random.chance(0.4) ? [mediaUrl(reviewPhotoKey(options.glyph, i + 1))] : []),
          ]
        : [],
      merchantReplyContent: replied ? random.pick(productScore <= 2 ? voice.sorry : voice.thanks) : '',
      createdAt: beforeBase(daysAgo),
    })
  }
  return rows
}
