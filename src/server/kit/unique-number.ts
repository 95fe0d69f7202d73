/**
 * The one way to insert a row under a drawn number: numbers are a second stamp plus 6 random digits (numbers.ts), so
 * two writers in the same second can draw the same one; the insert (`onConflictDoNothing().returning()`) answers
 * nothing on a collision, or fails on the number's unique index (`unlessNumberTaken`), and a new number is drawn.
 */
import { isUniqueViolation } from '../db/client'
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

/**
 * For a write that cannot skip a taken number (one statement of several inserts, which then wrote nothing): its
 * result, or undefined (`withUniqueNumber` draws again) when it failed on one of `indexes`, the numbers' unique ones.
 */
export async function unlessNumberTaken<T>(indexes: string[], write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, indexes)) return undefined
    throw error
  }
}
