/** The account domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { RawEmail, captcha, countryCode, email, phone } from './schemas'
export { dialCodeOfCountry, normalizePhone, unlessDuplicate } from './users'
