/**
 * Platform guarantees shown in the "Assure" block of every product (docs/api.md §5.4 (#ref-5-4) `guaranteeList`), in every
 * locale the shop translates; the others fall back like every catalogue text (decision 24).
 */
import type { Locale } from '../../i18n/locales'
import type { Translations } from '../db/schema'
import { localizedText } from '../i18n/localized'

interface Guarantee {
  id: number
  name: string
  content: string
  i18n: Translations
}

export const GUARANTEES: readonly Guarantee[] = [
  {
    id: 1,
    name: 'Buyer protection',
    content: 'Full refund if the item does not arrive.\nFull or partial refund if the item is not as described.',
    i18n: {
      ru: {
        name: 'Защита покупателя',
        content:
          'Полный возврат денег, если товар не пришёл.\nПолный или частичный возврат, если товар не соответствует описанию.',
      },
      'zh-CN': { name: '买家保障', content: '未收到商品，全额退款。\n商品与描述不符，全额或部分退款。' },
      es: {
        name: 'Protección al comprador',
        content:
          'Reembolso completo si el artículo no llega.\nReembolso total o parcial si el artículo no es como se describe.',
      },
    },
  },
  {
    id: 2,
    name: 'Verified merchants',
    content: 'Every merchant is reviewed before opening a store.\nBusiness licences are checked by the platform.',
    i18n: {
      ru: {
        name: 'Проверенные продавцы',
        content:
          'Каждый продавец проходит проверку перед открытием магазина.\nПлатформа проверяет лицензии на ведение бизнеса.',
      },
      'zh-CN': { name: '认证商家', content: '每位商家开店前均经过审核。\n平台核查营业执照。' },
      es: {
        name: 'Vendedores verificados',
        content:
          'Cada vendedor se revisa antes de abrir una tienda.\nLa plataforma comprueba las licencias comerciales.',
      },
    },
  },
  {
    id: 3,
    name: 'Secure payment',
    content: 'Card payments are handled by our payment provider.\nMerchants never see your full card number.',
    i18n: {
      ru: {
        name: 'Безопасная оплата',
        content:
          'Платежи картой обрабатывает наш платёжный провайдер.\nПродавцы никогда не видят полный номер вашей карты.',
      },
      'zh-CN': { name: '安全支付', content: '银行卡支付由我们的支付服务商处理。\n商家永远看不到您的完整卡号。' },
      es: {
        name: 'Pago seguro',
        content:
          'Los pagos con tarjeta los gestiona nuestro proveedor de pagos.\nLos vendedores nunca ven el número completo de tu tarjeta.',
      },
    },
  },
  {
    id: 4,
    name: 'Tracked delivery',
    content: 'Every order ships with a tracking number.\nCustoms clearance is handled for cross-border orders.',
    i18n: {
      ru: {
        name: 'Отслеживаемая доставка',
        content:
          'Каждый заказ отправляется с трек-номером.\nТаможенное оформление международных заказов берём на себя.',
      },
      'zh-CN': { name: '物流可追踪', content: '每个订单均附带物流单号。\n跨境订单由平台办理清关。' },
      es: {
        name: 'Envío con seguimiento',
        content:
          'Cada pedido se envía con número de seguimiento.\nNos encargamos del despacho de aduanas de los pedidos internacionales.',
      },
    },
  },
]

/** The guarantee block in `locale`. */
export const guaranteesIn = (locale: Locale) =>
  GUARANTEES.map((g) => ({
    id: g.id,
    name: localizedText(g.name, g.i18n, 'name', locale),
    content: localizedText(g.content, g.i18n, 'content', locale),
  }))
