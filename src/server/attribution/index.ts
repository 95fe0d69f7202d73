/** The attribution domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { attributeOrder, attributeUser, campaignReport, touchOfRequest } from './service'
export type { CampaignLine } from './service'
