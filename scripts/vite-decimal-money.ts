/**
 * decimal.js is the money arithmetic on both sides (the one money helper, `~/lib/money`), and every page's first
 * screen needs it: prices are converted at the shopper's rate, discounts and savings computed, line totals multiplied. Its one
 * module also carries what money never asks for: trigonometry, logarithms, powers and roots, base conversions and
 * fractions, with π and ln 10 to 1,025 digits (about 6 KB of its 10 KB gzip in the first load). This plugin drops
 * those methods from the browser's copy; the constructor, the rounding modes and every method the money helper uses
 * (plus, minus, times, div, comparisons, toDecimalPlaces, toFixed, toNumber…) are decimal.js's own code, unchanged.
 * The server keeps the whole package. A browser call to a dropped method throws "is not a function";
 * tests/unit/vite-decimal-money.test.ts runs the money helper on the trimmed module (decision 88).
 */
import type { Plugin } from 'vite'

const DECIMAL = /[\\/]decimal\.js[\\/]decimal\.mjs$/

/** Prototype methods money never calls, by the name decimal.js defines them (each with its alias). */
export const DROPPED_METHODS = [
  'cosine',
  'cubeRoot',
  'hyperbolicCosine',
  'hyperbolicSine',
  'hyperbolicTangent',
  'inverseCosine',
  'inverseHyperbolicCosine',
  'inverseHyperbolicSine',
  'inverseHyperbolicTangent',
  'inverseSine',
  'inverseTangent',
  'logarithm',
  'naturalExponential',
  'naturalLogarithm',
  'sine',
  'squareRoot',
  'tangent',
  'toBinary',
  'toFraction',
  'toHexadecimal',
  'toOctal',
  'toPower',
]

/** The constructor's static functions of the same families. */
export const DROPPED_STATICS = [
  'acos',
  'acosh',
  'asin',
  'asinh',
  'atan',
  'atanh',
  'atan2',
  'cbrt',
  'cos',
  'cosh',
  'exp',
  'hypot',
  'ln',
  'log',
  'log10',
  'log2',
  'pow',
  'random',
  'sin',
  'sinh',
  'sqrt',
  'tan',
  'tanh',
]

/**
 * decimal.mjs without the dropped methods: each definition becomes an unused function expression (the bundler
 * removes it, and with it the helpers only it called), and π and ln 10 become empty strings (only the dropped
 * methods read them). Throws when the source no longer has what it rewrites, so a new decimal.js version fails the
 * build instead of shipping the whole module or half a rewrite.
 */
export function trimDecimal(source: string): string {
  let code = source
  const replace = (pattern: RegExp, by: string | ((match: string) => string)) => {
    if (!pattern.test(code)) throw new Error(`decimal-money: decimal.mjs no longer matches ${pattern}`)
    code = code.replace(pattern, by as string)
  }
  for (const name of DROPPED_METHODS)
    replace(new RegExp(`\\nP\\.${name} = (?:P\\.\\w+ = )?function\\b`), '\nvoid function')
  for (const name of DROPPED_STATICS) replace(new RegExp(`\\n {2}Decimal\\.${name} = ${name};`), '\n')
  replace(/\n {2}LN10 = '[\d.]+',/, "\n  LN10 = '',")
  replace(/\n {2}PI = '[\d.]+',/, "\n  PI = '',")
  // Line breaks kept, so the source map of a BUNDLE_MAP build still points at decimal.mjs's own lines.
  replace(/\nLN10 = new Decimal\(LN10\);\r?\nPI = new Decimal\(PI\);/, (match) => match.replace(/[^\r\n]/g, ''))
  return code
}

export function decimalMoney(): Plugin {
  return {
    name: 'decimal-money',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: DECIMAL },
      handler(code, id) {
        if (!DECIMAL.test(id)) return null
        return { code: trimDecimal(code), map: null }
      },
    },
  }
}
