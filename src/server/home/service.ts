/** PC site data: the home index (P1) and the login picture (P2). The front page's activity modules (AC1) are the activities domain's. */
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import type { Translations } from '../db/schema'
import { readSetting } from '../db/settings'
import type { Locale } from '../../i18n/locales'
import { localizeFields, localizedText } from '../i18n/localized'
import type { Abs } from '../kit/urls'

export async function homeIndex(db: DbOrTx, abs: Abs, locale: Locale) {
  const [home, shownService, shownSite] = await Promise.all([
    readSetting(db, 'home'),
    readSetting(db, 'customerService'),
    readSetting(db, 'site'),
  ])
  // Support texts and the footer in the request's locale (their `i18n`, decision 24).
  const service = shownService && localizeFields(shownService, shownService.i18n, locale)
  const site = shownSite && localizeFields(shownSite, shownSite.i18n, locale)
  const { currency, support } = config()
  return {
    // Extension (docs/api.md): a slide's words in the request's locale, drawn by the page over its picture
    // (decision 51); a slide without words is a picture only, as in CRMEB.
    banner: (home?.banner ?? []).map((b) => ({
      id: b.id,
      pic: abs(localizedText(b.pic, b.i18n, 'pic', locale)),
      link: b.link,
      ...pictureWords(b, ['headline', 'subline', 'cta'], locale),
    })),
    // The contract wants a JSON string here (docs/api.md §5.15 (#ref-5-15)).
    shopPayCurrency: JSON.stringify({ symbol: currency.symbol, code: currency.code }),
    shopStreetHeaderImag: abs(home?.shopStreetHeaderImag ?? ''),
    logoUrl: abs(home?.logoUrl ?? ''),
    recommendImage: abs(home?.recommendImage ?? ''),
    bastBanner: [],
    consumerType: service?.consumerType ?? 'email',
    consumerH5Url: support.url || service?.consumerH5Url || '',
    consumerMessage: service?.consumerMessage ?? '',
    consumerHotline: support.phone || service?.consumerHotline || '',
    consumerEmail: support.email || service?.consumerEmail || '',
    siteName: site?.siteName ?? '',
    copyright: site?.copyright ?? '',
    // The about-us page (docs/spec.md §3.33 (#spec-3-33)): the intro in the request's locale, the video and its poster.
    intro: site?.intro ?? '',
    pcBackVideo: abs(site?.pcBackVideo ?? ''),
    pcBackPoster: abs(site?.pcBackPoster ?? ''),
  }
}

/**
 * The login dialog's side picture and, as an extension, the two lines the dialog draws over it in the reader's
 * language (decisions 24 and 51).
 */
export async function loginPicture(db: DbOrTx, abs: Abs, locale: Locale) {
  const login = await readSetting(db, 'login')
  return {
    loginLeftImage: abs(localizedText(login?.loginLeftImage ?? '', login?.i18n, 'loginLeftImage', locale)),
    ...(login ? pictureWords(login, ['headline', 'subline'], locale) : {}),
  }
}

/** The words of a picture setting in `locale`; a field without words is left out. */
function pictureWords<K extends string>(
  value: Partial<Record<K, string>> & { i18n?: Translations },
  fields: K[],
  locale: Locale,
): Partial<Record<K, string>> {
  const words: Partial<Record<K, string>> = {}
  for (const field of fields) {
    const text = localizedText(value[field] ?? '', value.i18n, field, locale)
    if (text) words[field] = text
  }
  return words
}
