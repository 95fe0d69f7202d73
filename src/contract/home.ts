/** The shop's front page: its index and banners (P1) and the sign-in page's picture (P2). */

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
