/** Shop-wide settings (home carousel, customer service, login dialog, footer) and the user-centre menu. */
import type { SiteSettings } from '../settings.ts'
import type { CategoryTree } from './categories.ts'
import type { GlyphName } from './glyphs.ts'
import { ABOUT_POSTER_KEY, aboutFrameSvg } from './about-video.ts'
import { bannerSvg, loginPictureSvg, logoSvg, shopHeaderSvg } from './images.ts'
import type { MediaSink } from './svg.ts'
import { SITE_TABLES } from './l10n/tables.ts'

/** The user-centre menu (`routine_my_menus`). Ids 70 and 584 are the ones the client links to by id. */
export const USER_MENUS = [
  { id: 571, name: 'My orders', pcUrl: '/users/order_list' },
  { id: 572, name: 'Refund list', pcUrl: '/users/refund_list' },
  { id: 573, name: 'Evaluation list', pcUrl: '/users/evaluation_list' },
  { id: 574, name: 'Address list', pcUrl: '/users/address_list' },
  { id: 575, name: 'Favourites', pcUrl: '/users/collection_list' },
  { id: 576, name: 'Coupons', pcUrl: '/users/coupon_list' },
  { id: 577, name: 'Points', pcUrl: '/users/points_info' },
  { id: 584, name: 'Account settings', pcUrl: '/users/user_info' },
  { id: 70, name: 'Merchant settlement', pcUrl: '/users/merchant_settled' },
  { id: 578, name: 'Application record', pcUrl: '/users/application_record' },
].map((menu, i, all) => ({ ...menu, sort: (all.length - i) * 10 }))

const AGREEMENT = [
  '<h2>Crossborder Market privacy agreement</h2>',
  '<p>Crossborder Market connects shoppers with factories and merchants in China, Russia, Kazakhstan, Türkiye and other countries. To deliver your orders we collect your name, e-mail address, phone number and delivery address, and we keep a record of your orders, reviews and messages to merchants.</p>',
  '<p>We share your delivery details only with the merchant who fulfils your order, the carriers that transport it and, where the law requires, the customs brokers that clear it. Card payments are handled by our payment provider; merchants and Crossborder Market never see your full card number.</p>',
  '<p>We use cookies to keep you signed in, remember your language and your cart. You can ask us at any time to export or delete your personal data by writing to privacy@crossborder.example; we answer within 30 days.</p>',
  '<p>By creating an account or placing an order as a guest you accept this agreement and the marketplace terms of sale. We will tell you by a notice in your account before any material change takes effect.</p>',
].join('\n')

interface Slide {
  headline: string
  subline: string
  hue: number
  glyphs: GlyphName[]
  /** Where the slide links: a leaf category's listing or a merchant's store. */
  leaf?: string
  merchant?: number
}

const HOME_SLIDES: Slide[] = [
  {
    headline: 'Factory prices, shipped worldwide',
    subline: 'Buy direct from 19 factories and brands in 6 countries',
    hue: 215,
    glyphs: ['earbuds', 'dress', 'watch'],
    leaf: 'Earbuds',
  },
  {
    headline: 'Electronics week: up to 40% off',
    subline: 'Phones, power banks and smart gadgets from Shenzhen',
    hue: 250,
    glyphs: ['phone', 'powerbank', 'laptop'],
    leaf: 'Smartphones',
  },
  {
    headline: 'New season fashion from Istanbul',
    subline: 'Handmade leather bags, jackets and shoes',
    hue: 20,
    glyphs: ['bag', 'jacket', 'shoe'],
    merchant: 9,
  },
  {
    headline: 'Tools that outlast the job',
    subline: 'Forged in the Urals, with a lifetime warranty',
    hue: 30,
    glyphs: ['wrench', 'drill', 'toolbox'],
    merchant: 7,
  },
]

export function buildSiteSettings(tree: CategoryTree, media: MediaSink): SiteSettings {
  const { agreement } = SITE_TABLES
  const leafId = (name: string) => tree.leaves.find((l) => l.name === name)!.id
  const banner = HOME_SLIDES.map((slide, i) => ({
    id: i + 1,
    pic: media.add(
      `seed/site/home-banner-${i + 1}.svg`,
      bannerSvg({ width: 1200, height: 400, hue: slide.hue, glyphList: slide.glyphs }),
    ),
    link: slide.leaf ? `/goods/goods_search?cid=${leafId(slide.leaf)}` : `/merchant/merchant/home?id=${slide.merchant}`,
    headline: slide.headline,
    subline: slide.subline,
    cta: 'Shop now',
    // The slide's words in the other locales, kept in the banner's `i18n` (decision 24's fallback). The page draws
    // them over the slide's wordless picture as HTML, so one picture serves every locale (decision 51).
    i18n: Object.fromEntries(
      Object.entries(SITE_TABLES.homeSlides).map(([locale, words]) => {
        const [headline, subline] = words.slides[i]
        return [locale, { headline, subline, cta: words.cta }]
      }),
    ),
  }))
  return {
    home: {
      banner,
      shopStreetHeaderImag: media.add(
        'seed/site/shop-street-header.svg',
        // No text: the shop street page draws its localized headline over it.
        shopHeaderSvg(210, 'box'),
      ),
      logoUrl: media.add('seed/site/logo.svg', logoSvg('Crossborder Market', 215)),
      recommendImage: media.add(
        'seed/site/recommend.svg',
        bannerSvg({ width: 1200, height: 300, hue: 160, glyphList: ['watch', 'lamp', 'blocks'] }),
      ),
    },
    customerService: {
      consumerType: 'message',
      consumerH5Url: 'https://support.crossborder.example/chat',
      consumerMessage: 'https://t.me/crossborder_market_support',
      consumerHotline: '+7 800 555-35-35',
      consumerEmail: 'support@crossborder.example',
    },
    login: {
      loginLeftImage: media.add('seed/site/login-side.svg', loginPictureSvg()),
      headline: 'Buy direct from factories',
      subline: 'China · Russia · Kazakhstan · Turkey',
      visitorOpen: true,
      agreement: AGREEMENT,
      // The agreement and the picture's two lines in each locale.
      i18n: Object.fromEntries(
        Object.entries(SITE_TABLES.login).map(([locale, words]) => [
          locale,
          { ...(agreement[locale] && { agreement: agreement[locale].join('\n') }), ...words },
        ]),
      ),
    },
    checkout: {
      points: {
        enabled: true,
        pointValue: '0.01',
        maxDeductionRatio: '0.5',
        registerBonus: 500,
        earnRate: '1',
        frozenDays: 7,
      },
      cod: { enabled: true },
      bankTransfer: {
        enabled: true,
        accountName: 'Crossborder Market LLC',
        bankName: 'Demo Commerce Bank',
        accountNumber: 'DE89 3704 0044 0532 0130 00',
        swift: 'DEMOBANKXXX',
        instructions:
          'Transfer the order amount with the order number as the reference, then upload a screenshot of the payment.',
      },
      preOrderMinutes: 60,
    },
    site: {
      siteName: 'Crossborder Market',
      copyright: '© 2026 Crossborder Market. All rights reserved.',
      intro:
        'Crossborder Market is a marketplace where shoppers buy directly from factories and brands in China, Russia, Kazakhstan, Türkiye and Central Asia — at factory prices, with tracked delivery and buyer protection on every order.',
      // The video's first frame; the video itself is encoded by the seed (index.ts).
      pcBackPoster: media.add(ABOUT_POSTER_KEY, aboutFrameSvg(0)),
    },
  }
}
