/** AD3 address rules that the address form and the API both apply (lengths in characters). */

export const RECEIVER_NAME_MAX_LENGTH = 50
export const COUNTRY_MAX_LENGTH = 60
export const ADDRESS_DETAIL_MAX_LENGTH = 200
/** 3 to 10 letters, digits, spaces or hyphens, with at least one letter or digit. */
export const POST_CODE_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]{3,10}$/

/** A shipping address (AD1, AD2, P3; AD3 answers the saved one). */
export interface Address {
  id: number
  uid: number
  realName: string
  email: string
  phone: string
  /** The dial code as `+7` ("" when none). Older clients sent a number or a numeric string; AD3 accepts both. */
  countryCode: string
  /** ISO 3166-1 alpha-2. */
  country: string
  detail: string
  postCode: string
  isDefault: boolean
  createTime: string
  updateTime: string
}

/**
 * AD3's body: a new address without `id` (or 0), an edit with it. The reference client re-posts the whole AD2
 * object, so other fields are accepted and dropped; a country may be a listed English name.
 */
export interface AddressBody {
  id?: number | string | null
  realName: string
  email: string
  phone: string | number
  countryCode?: string | number | null
  country: string
  detail: string
  postCode: string
  isDefault?: boolean
}

/** AD4 / AD5's body. */
export interface AddressIdBody {
  id: number | string
}

/** AD6: where the shopper's IP address appears to be (the shop's home market for a local or unknown one). */
export interface IpLocation {
  country_name: string
  country_code: string
  country_calling_code: string
  region: string
  city: string
}
