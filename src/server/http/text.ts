/**
 * Valid text on the way in (the rule itself is `~/lib/clean-text`): invalid text is refused with a 400 before it
 * reaches a query; search text is the one place where cleaning it away is harmless, so it is cleaned instead.
 */
import * as v from 'valibot'
import { cleanLineText, isCleanText } from '../../shared/clean-text'

export { isCleanText }

export const NOT_ALLOWED = /*i18n*/ 'contains characters that are not allowed'

/** A free-text field of one line, at most `max` characters; control characters are a 400. */
export const lineText = (max: number) =>
  v.pipe(
    v.string(/*i18n*/ 'must be text'),
    v.check((s) => isCleanText(s, true), NOT_ALLOWED),
    v.maxLength(max, /*i18n*/ 'must be at most {requirement} characters'),
  )

/** Search text from a query string: cleaned (never refused for control characters), at most `max` characters. */
export const searchKeyword = (max: number) =>
  v.pipe(
    v.string(/*i18n*/ 'must be text'),
    v.maxLength(max, /*i18n*/ 'must be at most {requirement} characters'),
    v.transform(cleanLineText),
  )

export interface TextProblem {
  /** Dot path of the offending value (`""` for the top level). */
  path: string
  message: string
}

export const TEXT_LIMITS = {
  /** Deeper JSON than this is never a shop request; the depth also bounds recursive validation. */
  depth: 16,
  /** Longest string value in a JSON body (notes and addresses are a few hundred characters). */
  stringLength: 5_000,
  /** Most keys and items counted over a whole JSON body. */
  nodes: 10_000,
}

/**
 * The first invalid text in a parsed JSON value (keys included), or null. Iterative, so a hostile nesting depth
 * costs no stack.
 */
export function findTextProblem(root: unknown): TextProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }]
  let nodes = 0
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!
    if (++nodes > TEXT_LIMITS.nodes) return { path: '', message: /*i18n*/ 'has too many values' }
    if (typeof value === 'string') {
      if (!isCleanText(value)) return { path, message: NOT_ALLOWED }
      if (value.length > TEXT_LIMITS.stringLength) return { path, message: /*i18n*/ 'is too long' }
      continue
    }
    if (value === null || typeof value !== 'object') continue
    if (depth >= TEXT_LIMITS.depth) return { path, message: /*i18n*/ 'is nested too deeply' }
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value)
    for (const [key, item] of entries) {
      if (!isCleanText(key, true) || key.length > 100)
        return { path, message: /*i18n*/ 'has a field name that is not allowed' }
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 })
    }
  }
  return null
}
