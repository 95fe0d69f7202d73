/**
 * AD3 input (the address form). Messages are shown to the shopper as they are, so each one names its field.
 * The client re-posts the whole AD2 object when editing: unknown fields (`createTime`, `uid`…) are dropped.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import * as v from 'valibot'
import { fixedValues } from '../http/validate'
import {
  ADDRESS_DETAIL_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  POST_CODE_PATTERN,
  RECEIVER_NAME_MAX_LENGTH,
} from '~/contract'
import { countryCodeFrom } from '~/contract/countries'

/** `required` and `tooLong` are marked messages (decision 25); `tooLong` may name the limit as `{max}`. */
const text = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()], required)), ''),
    v.transform((s) => String(s ?? '').trim()),
    v.nonEmpty(required),
    v.check((s) => [...s].length <= max, fixedValues(tooLong, { max })),
  )

const PHONE_INVALID = /*i18n*/ 'Please enter a valid phone number'

const AddressFields = v.object(
  {
    id: v.optional(
      v.nullable(
        v.pipe(
          v.union(
            [v.number(), v.pipe(v.string(), v.regex(/^\d{0,9}$/, /*i18n*/ 'The address id is invalid'))],
            /*i18n*/ 'The address id is invalid',
          ),
          v.transform((value) => (value === '' ? 0 : Number(value))),
          v.integer(/*i18n*/ 'The address id is invalid'),
          v.minValue(0, /*i18n*/ 'The address id is invalid'),
        ),
      ),
    ),
    realName: text(
      /*i18n*/ "Please enter the receiver's name",
      RECEIVER_NAME_MAX_LENGTH,
      /*i18n*/ "The receiver's name must be at most {max} characters",
    ),
    email: v.pipe(
      text(/*i18n*/ 'Please enter an e-mail', EMAIL_MAX_LENGTH, /*i18n*/ 'The e-mail is too long'),
      v.regex(EMAIL_PATTERN, /*i18n*/ 'Please enter a valid e-mail'),
      v.toLowerCase(),
    ),
    phone: v.pipe(
      v.optional(v.nullable(v.union([v.string(), v.number()], /*i18n*/ 'Please enter a phone number')), ''),
      v.transform((value) => String(value ?? '').replace(/[\s().-]/g, '')),
      v.nonEmpty(/*i18n*/ 'Please enter a phone number'),
      v.regex(/^\d{1,20}$/, PHONE_INVALID),
    ),
    /** Dial code as `+7`, `7` or 7; stored as `+7`. Empty or absent: no country code. */
    countryCode: v.pipe(
      v.optional(v.nullable(v.union([v.string(), v.number()], /*i18n*/ 'Please choose a valid country code')), ''),
      v.transform((value) => String(value ?? '').trim()),
      v.transform((value) => (value === '' || value === '0' ? '' : value.replace(/^\+?/, '+'))),
      v.check((value) => value === '' || /^\+\d{1,4}$/.test(value), /*i18n*/ 'Please choose a valid country code'),
    ),
    /** A listed ISO code (any case), or a listed country's English name as the reference client sends it; stored as the code. */
    country: v.pipe(
      text(
        /*i18n*/ 'Please choose a country or region',
        COUNTRY_MAX_LENGTH,
        /*i18n*/ 'The country or region must be at most {max} characters',
      ),
      v.transform((value) => countryCodeFrom(value) ?? ''),
      v.nonEmpty(/*i18n*/ 'Please choose a country or region from the list'),
    ),
    detail: text(
      /*i18n*/ 'Please enter the detailed address',
      ADDRESS_DETAIL_MAX_LENGTH,
      /*i18n*/ 'The detailed address must be at most {max} characters',
    ),
    postCode: v.pipe(
      text(/*i18n*/ 'Please enter the post code', 10, /*i18n*/ 'Please enter a valid post code'),
      v.regex(POST_CODE_PATTERN, /*i18n*/ 'Please enter a valid post code'),
    ),
    isDefault: v.optional(v.nullable(v.boolean(/*i18n*/ 'must be true or false')), false),
  },
  /*i18n*/ 'The request body must be a JSON object',
)

/** The phone is checked against the country's numbering plan when a dial code is given, else 5–15 digits. */
export const AddressInput = v.pipe(
  AddressFields,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value
    let phone = input.phone
    if (input.countryCode) {
      const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: input.countryCode.slice(1) })
      if (!parsed?.isValid()) {
        addIssue({ message: PHONE_INVALID })
        return NEVER
      }
      phone = parsed.nationalNumber
    } else if (!/^\d{5,15}$/.test(phone)) {
      addIssue({ message: PHONE_INVALID })
      return NEVER
    }
    return { ...input, phone, id: input.id || undefined, isDefault: input.isDefault ?? false }
  }),
)
export type AddressInputValue = v.InferOutput<typeof AddressInput>

export const AddressId = v.object(
  {
    id: v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, /*i18n*/ 'The address id is invalid'))],
        /*i18n*/ 'Please choose an address',
      ),
      v.transform(Number),
      v.integer(/*i18n*/ 'The address id is invalid'),
      v.minValue(1, /*i18n*/ 'The address id is invalid'),
    ),
  },
  /*i18n*/ 'The request body must be a JSON object',
)
