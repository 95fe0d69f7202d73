/** AD3 address rules that the address form and the API both apply (lengths in characters). */

export const RECEIVER_NAME_MAX_LENGTH = 50
export const COUNTRY_MAX_LENGTH = 60
export const ADDRESS_DETAIL_MAX_LENGTH = 200
/** 3 to 10 letters, digits, spaces or hyphens, with at least one letter or digit. */
export const POST_CODE_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]{3,10}$/
