/**
 * The one way to insert a row under a drawn number: numbers are a second stamp plus 6 random digits (numbers.ts), so
 * two writers in the same second can draw the same one; the insert (`onConflictDoNothing().returning()`) answers
 * nothing on a collision and a new number is drawn.
 */
import { type NumberPrefix, orderNumber } from './numbers'

export async function withUniqueNumber<T>(
  prefix: NumberPrefix,
  insert: (number: string) => Promise<T | undefined>,
  at?: Date,
): Promise<T> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await insert(orderNumber(prefix, at))
    if (inserted !== undefined) return inserted
  }
  throw new Error(`could not draw a unique ${prefix} number`)
}
