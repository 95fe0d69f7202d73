/** Sign-in, registration and profile rules that the forms and the API both apply. */

/** Letters, digits, underscore or hyphen, then @, then a domain with at least one dot. */
export const EMAIL_PATTERN = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/
export const EMAIL_MAX_LENGTH = 120

/** New passwords (registration, reset, change): 8 to 64 characters with at least one letter and one digit. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64
export const meetsPasswordRule = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\d/.test(password)

/** U3: a nickname is 1 to 30 characters (counted as code points, so an emoji is one). */
export const NICKNAME_MAX_LENGTH = 30
export const nicknameLength = (nickname: string) => [...nickname].length
