/**
 * The countries and regions an address may name (ISO 3166-1 alpha-2). AD3 stores the code; the storefront shows it
 * by its name in the shopper's language (Intl.DisplayNames), and the API refuses any code that is not listed here.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
  'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
  'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
  'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
  'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
  'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
  'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

const LISTED = new Set(COUNTRY_CODES)

/** Whether `code` (any case) is one of the listed countries. */
export const isCountryCode = (code: string) => LISTED.has(code.toUpperCase())

let englishNames: Map<string, string> | null = null

/**
 * The listed code a stored or sent country means: a code in any case, or a country's English name ("Russia", what
 * the reference client and the IP lookup send). Anything else: null.
 */
export function countryCodeFrom(value: string | null | undefined): string | null {
  const text = String(value ?? '').trim()
  if (text === '') return null
  if (isCountryCode(text)) return text.toUpperCase()
  if (!englishNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    englishNames = new Map(
      COUNTRY_CODES.flatMap((code) => {
        const name = names.of(code)
        return name ? [[name.toLowerCase(), code] as const] : []
      }),
    )
  }
  return englishNames.get(text.toLowerCase()) ?? null
}

const regionNames = new Map<string, Intl.DisplayNames | null>()

/**
 * A region code's name in `locale` (English where the locale has none; the code itself where neither has one).
 * One Intl.DisplayNames per locale, made on first use: an order page names a country on every address line.
 */
export function countryNameIn(code: string, locale: string): string {
  let names = regionNames.get(locale)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    } catch {
      names = null
    }
    regionNames.set(locale, names)
  }
  try {
    return names?.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The English name of a listed code (what an order's address line keeps); other text as it is. */
export function countryEnglishName(value: string): string {
  return isCountryCode(value) ? countryNameIn(value, 'en') : value
}

/**
 * An order's address line ("Russia Tverskaya 1 125009": the country's English name, then the address) with the
 * country named in `locale` instead. A line that does not start with that name is returned as it is.
 */
export function addressLineIn(line: string, code: string, locale: string): string {
  if (!isCountryCode(code)) return line
  const english = countryEnglishName(code)
  if (!line.startsWith(english)) return line
  return countryNameIn(code, locale) + line.slice(english.length)
}
