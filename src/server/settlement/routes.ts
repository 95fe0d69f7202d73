/**
 * Merchant settlement (docs/api.md §3.7 (#ref-3-7)): C3 the e-mail code, M8 apply, M9 the record, M10 the agreement, and the
 * extension GET /front/merchant/settled/record/:id (one own application in full, to prefill a resubmission).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { SETTLEMENT_LIMITS } from '~/contract'
import { captcha, countryCode, email, phone, RawEmail } from '../account'
import { dialCodeOfCountry, normalizePhone } from '../account'
import { codeLimits, enforceRateLimits } from '../auth'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { badRequest, ok, okSaying } from '../http/envelope'
import { idParam, jsonBody, pageQuery, parse, query, rawTextBody } from '../http/validate'
import { outboxBrowser } from '../messages'
import { localeOf } from '../i18n/localized'
import { SETTLEMENT_AGREEMENT } from './agreement'
import { applyForSettlement, sendSettlementCode, settlementApplication, settlementRecords } from './service'

const text = (max: number, empty: string, long: string) =>
  v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, long))

const id = (message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform(String),
    v.regex(/^[1-9]\d{0,8}$/, message),
    v.transform(Number),
  )

/** `qualificationPicture`: the contract's JSON string of a URL array (an array is accepted too). */
const images = v.pipe(
  v.union([v.string(), v.array(v.string())], /*i18n*/ 'Please upload the qualification images'),
  v.transform((value) => {
    if (Array.isArray(value)) return value
    try {
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null
    } catch {
      return null
    }
  }),
  v.array(v.pipe(v.string(), v.maxLength(500)), /*i18n*/ 'must be a list of image addresses'),
  v.minLength(1, /*i18n*/ 'Please upload the qualification images'),
  v.maxLength(SETTLEMENT_LIMITS.images, /*i18n*/ 'At most {requirement} qualification images'),
)

export const SettlementBody = v.object({
  name: text(
    SETTLEMENT_LIMITS.name,
    /*i18n*/ 'Please enter the company name',
    /*i18n*/ 'The company name must be at most {requirement} characters',
  ),
  realName: text(
    SETTLEMENT_LIMITS.realName,
    /*i18n*/ 'Please enter your real name',
    /*i18n*/ 'The real name must be at most {requirement} characters',
  ),
  /** Extension: our form sends the dial code; the contract's body names the `country` instead (dialCodeOfCountry). */
  countryCode: v.optional(countryCode),
  /** The contract's country display name ("India (भारत)", "Russia"). */
  country: v.optional(v.pipe(v.string(), v.maxLength(100))),
  phone,
  email,
  captcha,
  categoryId: id(/*i18n*/ 'Please choose a merchant classification'),
  typeId: id(/*i18n*/ 'Please choose a store type'),
  /** Not read: the fee is the category's (the contract's client copies it into the body). */
  handlingFee: v.optional(v.string()),
  qualificationPicture: images,
  /** Extension: our form sends `true`; the reference client checks the agreement only on its side. */
  agreement: v.optional(v.literal(true, /*i18n*/ 'Please read and agree to the settlement agreement')),
})

export const settlementRoutes = new Hono<AppEnv>()
  .post('/front/captcha/email/merchant/settled', async (c) => {
    const address = parse(RawEmail, await rawTextBody(c, 'POST /api/front/captcha/email/merchant/settled'))
    await enforceRateLimits(c.get('db'), codeLimits(c, address))
    await sendSettlementCode(c.get('db'), address, { browser: outboxBrowser(c), locale: localeOf(c) })
    return okSaying(
      c,
      'POST /api/front/captcha/email/merchant/settled',
      null,
      /*i18n*/ 'The verification code has been sent',
    )
  })
  .post('/front/merchant/settled/apply', async (c) => {
    const user = await requireUser(c)
    const body = await jsonBody(c, 'POST /api/front/merchant/settled/apply', SettlementBody)
    const dialCode = body.countryCode ?? dialCodeOfCountry(body.country)
    if (!dialCode) throw badRequest(/*i18n*/ 'Please choose the country of the phone number')
    const normalized = normalizePhone(dialCode, body.phone)
    const input = { ...body, ...normalized, images: body.qualificationPicture }
    return ok(
      c,
      'POST /api/front/merchant/settled/apply',
      await applyForSettlement(c.get('db'), user.id, input, c.get('origin')),
      'success',
    )
  })
  .get('/front/merchant/settled/record', async (c) => {
    const user = await requireUser(c)
    const paging = query(c, v.object(pageQuery))
    return ok(c, 'GET /api/front/merchant/settled/record', await settlementRecords(c.get('db'), user.id, paging))
  })
  .get('/front/merchant/settled/record/:id', async (c) => {
    const user = await requireUser(c)
    const { id: applicationId } = parse(v.object({ id: idParam }), { id: c.req.param('id') })
    return ok(
      c,
      'GET /api/front/merchant/settled/record/:id',
      await settlementApplication(c.get('db'), absUrls(c), user.id, applicationId),
    )
  })
  .get('/front/merchant/settled/agreement', (c) =>
    ok(c, 'GET /api/front/merchant/settled/agreement', { agreement: SETTLEMENT_AGREEMENT }),
  )
