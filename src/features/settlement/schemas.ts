import * as v from 'valibot'
import { EMAIL_PATTERN, SETTLEMENT_LIMITS } from '~/contract'
import { isValidPhone } from '~/lib/phone-countries'

/** /users/merchant_settled: `menuCur` (the user-centre menu) and `from`, a rejected application to resubmit. */

export interface SettlementMessages {
  nameEmpty: string
  nameLong: string
  realNameEmpty: string
  realNameLong: string
  phoneEmpty: string
  phoneWrong: string
  emailEmpty: string
  emailWrong: string
  codeEmpty: string
  codeWrong: string
  category: string
  type: string
  images: string
  agreement: string
}

const required = (empty: string, max: number, long: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(max, long))

/** docs/spec.md §5.29 (#spec-5-29) "Merchant application", checked again by the server. */
export const settlementSchema = (m: SettlementMessages) =>
  v.pipe(
    v.object({
      name: required(m.nameEmpty, SETTLEMENT_LIMITS.name, m.nameLong),
      realName: required(m.realNameEmpty, SETTLEMENT_LIMITS.realName, m.realNameLong),
      country: v.string(),
      phone: v.pipe(v.string(), v.trim(), v.nonEmpty(m.phoneEmpty)),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(m.emailEmpty), v.regex(EMAIL_PATTERN, m.emailWrong)),
      captcha: v.pipe(v.string(), v.trim(), v.nonEmpty(m.codeEmpty), v.regex(/^\d{6}$/, m.codeWrong)),
      categoryId: v.pipe(v.string(), v.nonEmpty(m.category)),
      typeId: v.pipe(v.string(), v.nonEmpty(m.type)),
      images: v.pipe(v.array(v.string()), v.minLength(1, m.images), v.maxLength(SETTLEMENT_LIMITS.images, m.images)),
      agreement: v.pipe(
        v.boolean(),
        v.check((value) => value, m.agreement),
      ),
    }),
    v.forward(
      v.check((input) => isValidPhone(input.phone, input.country), m.phoneWrong),
      ['phone'],
    ),
  )
