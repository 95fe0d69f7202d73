/**
 * Campaign attribution (decision 22): the query params a campaign link may carry on any route, and the
 * first-touch cookie the server keeps them in until the visitor registers or buys.
 */

/** The campaign params, in the order a canonical URL spells them (after the route's own params). */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'inviteCode',
] as const
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number]

/** The longest value kept per param (longer values are cut, never refused). */
export const CAMPAIGN_VALUE_MAX = 200

/** The HttpOnly cookie that holds the visit's first touch (its lifetime: ATTRIBUTION_COOKIE_DAYS). */
export const ATTRIBUTION_COOKIE = 'first_touch'

/** The query param that switches the interface language on any route (then removed from the URL). */
export const LOCALE_PARAM = 'locale'

/** A first touch: the campaign params it carried, the page it landed on and when. */
export interface FirstTouch {
  params: Partial<Record<CampaignParam, string>>
  landingPath: string
  at: string
}
