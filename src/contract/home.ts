/** The shop's front page and its campaigns (P1, P2, P4, A1, A2). */

/** A picture's words, drawn over it by the page (extension, decision 51); absent for a picture only. */
export interface PictureWords {
  headline?: string
  subline?: string
  cta?: string
}

/** P1: the shop's public configuration and banners. */
export interface HomeIndex {
  banner: ({ id: number; pic: string; link: string } & PictureWords)[]
  shopPayCurrency: string
  shopStreetHeaderImag: string
  logoUrl: string
  consumerType: string
  consumerH5Url: string
  consumerMessage: string
  consumerHotline: string
  consumerEmail: string
  siteName: string
  copyright: string
  /** Extension: the about-us text, in the request's locale. */
  intro: string
  /** Extension: the about-us page's silent looping video (absolute URL), or '' when there is none. */
  pcBackVideo: string
  /** Extension: the picture shown before the video plays and instead of it ('' when there is none). */
  pcBackPoster: string
}

/** P2: the sign-in page's picture. */
export interface LoginPicture extends Pick<PictureWords, 'headline' | 'subline'> {
  loginLeftImage: string
}

/** One product of a campaign on the front page (P4). */
export interface ActivityProduct {
  proId: number
  image: string
  proImage: string
  storeName: string
  title: string
  price: string
  otPrice: string
}

/** A home module's kind: 1 recommended slider, 2 promotions, 3 first-new. */
export type ActivityType = 1 | 2 | 3

/** P4: a campaign with its first products. */
export interface Activity {
  id: number
  type: ActivityType
  name: string
  instruction: string
  /** Extension: the banners, a JSON string of URLs; absent on a strict backend. */
  banner?: string
  productList: ActivityProduct[]
}

/** A2: a campaign's page header. */
export interface ActivityDetail {
  id: number
  type: number
  name: string
  instruction: string
  banner: string
}

/** A1: one product of a campaign's page. */
export interface ActivityListItem {
  proId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  title?: string
}
