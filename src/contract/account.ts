/** Sign-in, registration and profile rules that the forms and the API both apply. */

/** Letters, digits, underscore or hyphen, then @, then a domain with at least one dot. */
export const EMAIL_PATTERN = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/
export const EMAIL_MAX_LENGTH = 120

/** New passwords (registration, reset, change): 8 to 64 characters with at least one letter and one digit. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64
export const meetsPasswordRule = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH &&
  /\p{L}/u.test(password) &&
  /\d/.test(password)

/** U3: a nickname is 1 to 30 characters (counted as code points, so an emoji is one). */
export const NICKNAME_MAX_LENGTH = 30
export const nicknameLength = (nickname: string) => [...nickname].length
/** U3 (extension): the user's name is at most 50 characters (code points); '' clears it. */
export const NAME_MAX_LENGTH = 50

/** U1: the signed-in user. */
export interface UserInfo {
  id: number
  /** CRMEB's name for `id`. */
  uid: number
  nickname: string
  /** The user's own name (docs/spec.md §3.12 (#spec-3-12); extension): '' until given in the account settings. */
  name: string
  avatar: string
  phone: string
  countryCode: string
  email: string
  inviteCode: string
  userType: string
  isVisitor: boolean
}

/** U2: one entry of the user-centre menu; `pc_url` is a site path. */
export interface MenuEntry {
  id: number
  name: string
  pc_url: string
}

/** U2's answer. */
export interface UserMenu {
  routine_my_menus: MenuEntry[]
}

/** U3's body. */
export interface ProfileBody {
  avatar: string
  nickname: string
  /** Extension: the user's name; left out keeps it. */
  name?: string
}

/** U4 / U5's body: a new password with the code sent to the user's phone or e-mail. */
export interface PasswordChangeBody {
  captcha: string
  newPassword: string
  passwordAgain: string
}

/** L1: which sign-in ways are open, and the keys the social buttons need. */
export interface LoginMethodInfo {
  visitorOpen?: boolean
  facebookOpen?: boolean
  facebookAppId?: string
  googleOpen?: boolean
  googleClientId?: string
  twitterOpen?: boolean
  agreement?: string
}

/** Every sign-in and registration answers the session token (also set as the HttpOnly cookie) and the user id. */
export interface LoginAnswer {
  token: string
  uid: number
}

/**
 * The image captcha (extension): a picture of `length` characters, answered once within `expiresInSeconds` by sending
 * its key and the characters in the `Captcha-Key` and `Captcha-Answer` headers of the sign-in or code request that
 * was refused with `data.imageCaptcha`.
 */
export interface ImageCaptcha {
  key: string
  /** A PNG as a data URL. */
  image: string
  width: number
  height: number
  length: number
  expiresInSeconds: number
}
export const CAPTCHA_KEY_HEADER = 'Captcha-Key'
export const CAPTCHA_ANSWER_HEADER = 'Captcha-Answer'

/** The data of a refusal that asks for the picture. */
export interface ImageCaptchaRefusal {
  imageCaptcha: true
}

/** The visitor entry: a session, or a code was sent first (`codeRequired`). */
export type VisitorEntry = LoginAnswer | { codeRequired: true }

/** L9: the request token of Twitter's OAuth 1.0a. */
export interface TwitterRequestToken {
  authorizationURL: string
  token: string
  tokenSecret: string
}

/** UP1: the stored image. */
export interface UploadedImage {
  url: string
  id: number
}

/** A dial code as the forms send it: "+7" (L6 sends the digits as a number, 7). */
type DialCode = string | number

/** L1's body. */
export interface EmailLoginBody {
  email: string
  password: string
}

/** L2's body; `countryCode` is "+" and the dial code, e.g. "+7". */
export interface PhoneLoginBody {
  countryCode: DialCode
  phone: string
  password: string
}

/** L3's body: sign in with the code sent by C6. */
export interface CodeLoginBody {
  countryCode: DialCode
  phone: string
  captcha: string
}

/** L4's body. */
export interface EmailRegisterBody {
  email: string
  captcha: string
  password: string
  inviteCode?: string
}

/** L5's body. */
export interface PhoneRegisterBody {
  countryCode: DialCode
  phone: string
  captcha: string
  password: string
  inviteCode?: string
}

/** L6's body; `captcha` (extension) is the code mailed to a tourist e-mail used before. */
export interface VisitorEntryBody {
  countryCode?: DialCode
  email: string
  phone?: string
  captcha?: string
}

/** C6's body (multipart or url-encoded fields from CRMEB's client, JSON from ours) and the phone-adding code's. */
export interface SmsCodeBody {
  countryCode: DialCode
  phone: string
}

/** C3, C4 and C5 take the e-mail itself as the body, JSON-quoted: `"a@b.com"`. */
export type RawEmailBody = string

/** L12's body: a new password with the code C5 mailed. */
export interface ResetPasswordBody {
  email: string
  captcha: string
  newPassword: string
  passwordAgain: string
}

/** Adding an e-mail to the account (extension): the code's body, then the body with the code. */
export interface AddEmailCodeBody {
  email: string
}
export interface AddEmailBody {
  email: string
  captcha: string
}

/** Adding a phone to the account (extension), with the code sent to it. */
export interface AddPhoneBody {
  countryCode: DialCode
  phone: string
  captcha: string
}

/** L7's body: what Twitter / X handed back to the callback page. */
export interface TwitterLoginBody {
  oauthToken: string
  oauthTokenSecret: string
  oauthVerifier: string
}

/** Google sign-in's body (extension): the id token Google Identity Services gave the page. */
export interface GoogleLoginBody {
  idToken: string
}

/** Facebook sign-in's body (extension): the access token Facebook Login gave the page. */
export interface FacebookLoginBody {
  accessToken: string
}
