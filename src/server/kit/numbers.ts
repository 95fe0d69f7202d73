import { randomInt } from 'node:crypto'

/** yyyyMMddHHmmss in UTC. */
export function stamp(at = new Date()): string {
  return at.toISOString().slice(0, 19).replace(/[-T:]/g, '')
}

/** What a number names: master orders, merchant orders, pre-orders, refund orders, points orders. */
export type NumberPrefix = 'PT' | 'SH' | 'PRE' | 'RF' | 'JF'

/** `PT…` master orders, `SH…` merchant orders, `PRE…` pre-orders, `RF…` refund orders, `JF…` points orders: prefix + yyyyMMddHHmmss + 6 random digits. */
export function orderNumber(prefix: NumberPrefix, at = new Date()): string {
  return `${prefix}${stamp(at)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}
