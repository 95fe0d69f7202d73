/**
 * The one rule for invalid text, shared by the API (which refuses it) and the storefront's URL schemas (which clean
 * it). PostgreSQL text cannot hold U+0000, and control characters or lone surrogates are never part of what a
 * shopper types.
 */
import * as v from 'valibot'

/** C0 controls except tab, line feed and carriage return, plus DEL. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** Every C0 control and DEL: single-line values (query strings, paths, names) allow no line breaks either. */
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/
const CONTROL_OR_BREAK_ALL = /[\u0000-\u001f\u007f]+/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g')

/** Well-formed UTF-16 (no lone surrogates) and free of control characters; `singleLine` also refuses line breaks. */
export function isCleanText(text: string, singleLine = false): boolean {
  return !LONE_SURROGATE.test(text) && !(singleLine ? CONTROL_OR_BREAK : CONTROL).test(text)
}

/** Search words and similar one-line text: control characters become spaces, lone surrogates go, spaces collapse. */
export function cleanLineText(text: string): string {
  return text.replace(LONE_SURROGATE_ALL, '').replace(CONTROL_OR_BREAK_ALL, ' ').replace(/\s+/gu, ' ').trim()
}

/**
 * A free-text search param of a storefront URL (`?title=`, `?keywords=`): cleaned, never an error screen. The
 * router JSON-parses values, so `?title=123` arrives as a number and `?title=true` as a boolean: both are text.
 */
export const urlText = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform((value) => cleanLineText(String(value))),
    v.maxLength(max),
  )
