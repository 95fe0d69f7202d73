/**
 * The one "can this be bought" rule of the cart (CA2, CA4, CA6) and the checkout (O1, O2): the product is on sale,
 * its SKU in stock, and the quantity between the product's minimum purchase and the stock. `at` names the line of a
 * request with several (" (item 2)"), '' otherwise.
 */
import { badRequest } from '../http/envelope'

export interface ForSale {
  /** The product's name as the shopper reads it. */
  name: string
  isShow: boolean
  stock: number
  minBuy: number
}

/** On sale and in stock, or a 400 naming the product. */
export function assertOnSale(sku: ForSale, at = '') {
  if (!sku.isShow) throw badRequest(/*i18n*/ '"{name}" is no longer on sale{at}', { name: sku.name, at })
  if (sku.stock <= 0) throw badRequest(/*i18n*/ '"{name}" is sold out{at}', { name: sku.name, at })
}

/** A quantity of at least the minimum purchase (1 at the least) and at most the stock, or a 400 naming the product. */
export function assertQuantity(sku: ForSale, quantity: number, at = '') {
  const minimum = Math.max(1, sku.minBuy)
  if (quantity < minimum)
    throw badRequest(/*i18n*/ 'The minimum purchase of "{name}" is {minimum}{at}', { name: sku.name, minimum, at })
  if (quantity > sku.stock)
    throw badRequest(/*i18n*/ 'Only {stock} of "{name}" in stock{at}', { stock: sku.stock, name: sku.name, at })
}
