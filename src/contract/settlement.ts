/** Merchant settlement (M8–M10, docs/api.md §3.7 (#ref-3-7), §4.5, §5.16): the application's limits and states. */

/** §4.5 `auditStatus`. */
export const AUDIT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS]

export const SETTLEMENT_LIMITS = {
  name: 50,
  realName: 30,
  /** Qualification images per application. */
  images: 5,
  denialReason: 200,
} as const

/** An application row of M9 (§5.16) plus the id and the fields the resubmission prefills (extension). */
export interface SettlementRecord {
  id: number
  name: string
  createTime: string
  auditStatus: AuditStatus
  denialReason: string
}

/** Extension: one of the shopper's own applications in full, to prefill a resubmission. */
export interface SettlementApplication extends SettlementRecord {
  realName: string
  countryCode: string
  phone: string
  email: string
  categoryId: number
  typeId: number
  /** Absolute URLs of the applicant's qualification images. */
  qualificationPicture: string[]
}

/** M8's body. `qualificationPicture` is the contract's JSON string of the image URLs (an array is accepted too). */
export interface SettlementApplyBody {
  name: string
  realName: string
  /** Extension: our form sends the dial code; CRMEB's client names the `country` instead. */
  countryCode?: string
  /** CRMEB's country display name ("India (भारत)", "Russia"). */
  country?: string
  phone: string
  email: string
  captcha: string
  categoryId: number
  typeId: number
  /** CRMEB's client copies the chosen category's fee here; the server reads the category's own. */
  handlingFee?: string
  qualificationPicture: string | string[]
  /** Extension: our form sends `true`. */
  agreement?: true
}
