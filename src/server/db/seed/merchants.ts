/** Merchant rows and their generated pictures: logo, shop headers, PC banners and certificates. */
import { bannerSvg, certificateSvg, logoSvg, shopHeaderSvg } from './images.ts'
import { COUNTRY_CODES, MERCHANTS, type MerchantSpec } from './merchant-data.ts'
import { beforeBase, randomFor } from './random.ts'
import type { MediaSink } from './svg.ts'

/** Stream namespace for merchant-level randomness (products use their own ids). */
const MERCHANT_STREAM = 7_000

const BANNER_LINES: [string, string][] = [
  ['Factory prices on every order', 'Buy direct — no distributors, no markups'],
  ['New arrivals every week', 'Follow the store to see them first'],
  ['Wholesale from 10 units', 'Ask us about OEM and private label'],
  ['Free shipping over $49', 'Tracked delivery to Russia, Kazakhstan and the CIS'],
]

function serviceFields(spec: MerchantSpec) {
  const { type, value } = spec.service
  return {
    serviceType: type,
    serviceLink: type === 'H5' ? value : '',
    serviceMessage: type === 'message' ? value : '',
    servicePhone: type === 'phone' || type === 'hotline' ? value : '',
    serviceEmail: type === 'email' ? value : '',
  }
}

/**
 * Shipping per merchant order, deterministic by id: self-operated stores ship free; the others charge 3.00 to
 * 12.00, free over 49 to 199, except a couple of stores that never ship free.
 */
export function freightRule(spec: Pick<MerchantSpec, 'id' | 'isSelf'>): {
  freightFee: string
  freeShippingOver: string | null
} {
  if (spec.isSelf) return { freightFee: '0.00', freeShippingOver: '0.00' }
  const freightFee = `${3 + ((spec.id * 7) % 10)}.00`
  if (spec.id % 6 === 5) return { freightFee, freeShippingOver: null }
  return { freightFee, freeShippingOver: `${[49, 79, 99, 149, 199][spec.id % 5]}.00` }
}

export function buildMerchantRows(media: MediaSink) {
  return MERCHANTS.map((spec) => {
    const random = randomFor(MERCHANT_STREAM, spec.id)
    const base = `seed/merchant/${spec.id}`
    const avatar = media.add(`${base}-logo.svg`, logoSvg(spec.name, spec.hue))
    const backImage = media.add(`${base}-back.svg`, shopHeaderSvg(spec.hue, spec.glyph, 750, 300))
    const pcBackImage = media.add(`${base}-pc-back.svg`, shopHeaderSvg(spec.hue, spec.glyph))
    // Wordless art; the store page draws each banner's words over it (decision 51), English here and the other
    // locales in `i18n` (l10n-merchants.ts).
    const pcBanner = random.sample(BANNER_LINES, random.int(1, 3)).map(([headline, subline], n) => ({
      pic: media.add(
        `${base}-banner-${n + 1}.svg`,
        bannerSvg({ width: 1200, height: 400, hue: spec.hue + n * 20, glyphList: [spec.glyph, 'box', 'bulb'] }),
      ),
      headline,
      subline,
      cta: 'Shop now',
    }))
    const qualificationPicture = spec.certificates.map((title, n) =>
      media.add(
        `${base}-cert-${n + 1}.svg`,
        certificateSvg(
          title,
          spec.name,
          `${COUNTRY_CODES[spec.country] ?? 'XX'}-${2015 + random.int(0, 10)}-${random.int(100000, 999999)}`,
          spec.hue,
        ),
      ),
    )
    return {
      id: spec.id,
      name: spec.name,
      realName: spec.realName,
      typeId: spec.typeId,
      categoryId: spec.categoryId,
      avatar,
      backImage,
      pcBackImage,
      pcBanner,
      starLevel: spec.starLevel,
      isSelf: spec.isSelf === true,
      isRecommend: spec.isRecommend === true,
      intro: spec.intro,
      keywords: spec.keywords,
      country: spec.country,
      address: spec.address,
      phone: spec.phone,
      email: spec.email,
      openingHours: spec.openingHours,
      qualificationPicture,
      ...serviceFields(spec),
      ...freightRule(spec),
      ...(spec.fees ?? {}),
      // Self-operated stores first, then recommended ones, then by id.
      sort: (spec.isSelf ? 200 : spec.isRecommend ? 100 : 0) + (MERCHANTS.length - spec.id),
      isShow: true,
      createdAt: beforeBase(spec.joinedDaysAgo),
    }
  })
}
