/** The auth domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { CODE_TTL_SECONDS, WRONG_CODE, issueCode, phoneTarget, useCode } from './codes'
export type { CodePurpose } from './codes'
export { facebookConfigured, googleConfigured, verifyFacebookToken, verifyGoogleIdToken } from './google-facebook'
export {
  RULES,
  UNKNOWN_IP,
  clientIp,
  codeLimits,
  codeLoginLimits,
  enforceRateLimits,
  entryLimits,
  hitRateLimit,
  undoRateHit,
} from './rate-limit'
export type { RateHit, RateRule } from './rate-limit'
export { createSession, findSessionUser, revokeSession } from './sessions'
export type { SessionUser } from './sessions'
export { twitterAccessToken, twitterConfigured, twitterRequestToken } from './social'
export { behindImageCaptcha, CAPTCHA_RULES, createImageCaptcha, guardCodeRequest } from './image-captcha'
