/**
 * The points shop's goods (decision 17): ten of the seeded products, offered for points with their own pictures.
 * Points prices are about 20 points per 1.00 of the cash price, rounded to tens, so the 500 welcome points already
 * buy the small items; one item is sold out, as in a shop that has been running for a while.
 */
import type { pointsProducts } from '../schema'
import type { PlannedProduct } from './products'
import { beforeBase, randomFor } from './random.ts'

const POINTS_STREAM = 1301
const COUNT = 10

type PointsProductRow = typeof pointsProducts.$inferInsert

export function buildPointsProducts(planned: PlannedProduct[]): PointsProductRow[] {
  const random = randomFor(POINTS_STREAM)
  const affordable = planned.filter((p) => Number(p.product.price) >= 3 && Number(p.product.price) <= 120)
  const step = Math.max(1, Math.floor(affordable.length / COUNT))
  return affordable
    .filter((_, i) => i % step === 0)
    .slice(0, COUNT)
    .map((p, i) => ({
      name: p.product.storeName,
      image: p.product.image,
      description: p.product.storeInfo,
      // The product's own translations, under the points shop's field names.
      i18n: Object.fromEntries(
        Object.entries(p.product.i18n).map(([locale, texts]) => [
          locale,
          { name: texts?.storeName ?? p.product.storeName, description: texts?.storeInfo ?? p.product.storeInfo },
        ]),
      ),
      price: Math.max(100, Math.round((Number(p.product.price) * 20) / 10) * 10),
      stock: i === COUNT - 1 ? 0 : random.int(12, 240),
      sales: random.int(3, 400),
      sort: (COUNT - i) * 10,
      isShow: true,
      createdAt: beforeBase(30 - i),
    }))
}
