/**
 * The address form. docs/spec.md §5.22 (#spec-5-22) "Address" requires receiver name, detailed address and post code;
 * the embedded API's AD3 also requires the e-mail, phone and country or region, so the form asks for them up front (no
 * surprise refusal after submit). The phone must be valid for the chosen dial-code country (libphonenumber-js).
 */
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'
import * as v from 'valibot'
import {
  ADDRESS_DETAIL_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  POST_CODE_PATTERN,
  RECEIVER_NAME_MAX_LENGTH,
} from '~/contract'
import { isCountryCode } from '~/contract/countries'

export interface AddressMessages {
  nameEmpty: string
  emailEmpty: string
  correctEmail: string
  phoneEmpty: string
  correctPhone: string
  countryEmpty: string
  detailEmpty: string
  postCodeEmpty: string
  correctPostCode: string
  tooLong: string
}

export interface AddressFormValues {
  realName: string
  email: string
  phoneIso: string
  phone: string
  country: string
  detail: string
  postCode: string
  isDefault: boolean
}

export const isValidAddressPhone = (phone: string, iso: string) => {
  try {
    return isValidPhoneNumber(phone.trim(), iso as CountryCode)
  } catch {
    return false
  }
}

/** The national number as digits (what AD3 stores next to the numeric `countryCode`). */
export function nationalPhone(phone: string, iso: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), iso as CountryCode)
  return parsed ? String(parsed.nationalNumber) : phone.replace(/\D/g, '')
}

export const addressSchema = (m: AddressMessages) =>
  v.pipe(
    v.object({
      realName: v.pipe(v.string(), v.trim(), v.nonEmpty(m.nameEmpty), v.maxLength(RECEIVER_NAME_MAX_LENGTH, m.tooLong)),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(m.emailEmpty),
        v.regex(EMAIL_PATTERN, m.correctEmail),
        v.maxLength(EMAIL_MAX_LENGTH, m.tooLong),
      ),
      phoneIso: v.string(),
      phone: v.pipe(v.string(), v.trim(), v.nonEmpty(m.phoneEmpty)),
      country: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(m.countryEmpty),
        v.maxLength(COUNTRY_MAX_LENGTH, m.tooLong),
        v.check(isCountryCode, m.countryEmpty),
      ),
      detail: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(m.detailEmpty),
        v.maxLength(ADDRESS_DETAIL_MAX_LENGTH, m.tooLong),
      ),
      postCode: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(m.postCodeEmpty),
        v.regex(POST_CODE_PATTERN, m.correctPostCode),
      ),
      isDefault: v.boolean(),
    }),
    v.forward(
      v.partialCheck(
        [['phoneIso'], ['phone']],
        (input) => input.phone.trim() === '' || isValidAddressPhone(input.phone, input.phoneIso),
        m.correctPhone,
      ),
      ['phone'],
    ),
  )
