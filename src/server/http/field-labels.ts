/**
 * A refusal names a field the way the shopper knows it (issue "the contract, exact to the field"): "The country
 * code has the wrong type", «Поле «код страны» имеет неверный тип», never "countryCode: has the wrong type". Each
 * field a server schema names has a label here, a marked message (decision 25) translated in every catalogue;
 * tests/unit/field-labels.test.ts fails on a schema field without one. A nested path (`orderDetails.0.productNum`)
 * takes the label of its last named key.
 */
import { badRequest } from './envelope'
import type { MessageValues, ServerMessage } from './messages'
import { NOT_ALLOWED } from './text'

export const FIELD_LABELS: Record<string, string> = {
  addressId: /*i18n*/ 'address',
  agreement: /*i18n*/ 'settlement agreement',
  after: /*i18n*/ 'continuation of the list',
  all: /*i18n*/ 'choice of all notices',
  at: /*i18n*/ 'time',
  attrValueId: /*i18n*/ 'specification',
  avatar: /*i18n*/ 'profile picture',
  captcha: /*i18n*/ 'verification code',
  cartNum: /*i18n*/ 'quantity',
  category: /*i18n*/ 'category',
  categoryId: /*i18n*/ 'category',
  cid: /*i18n*/ 'category',
  comment: /*i18n*/ 'review',
  content: /*i18n*/ 'message',
  conversationId: /*i18n*/ 'conversation',
  country: /*i18n*/ 'country',
  countryCode: /*i18n*/ 'country code',
  couponId: /*i18n*/ 'coupon',
  couponIds: /*i18n*/ 'coupons',
  detail: /*i18n*/ 'street address',
  email: /*i18n*/ 'e-mail',
  fbclid: /*i18n*/ 'ad click reference',
  gclid: /*i18n*/ 'ad click reference',
  handlingFee: /*i18n*/ 'handling fee',
  id: /*i18n*/ 'ID',
  ids: /*i18n*/ 'IDs',
  inviteCode: /*i18n*/ 'invitation code',
  isDefault: /*i18n*/ 'default address choice',
  isRead: /*i18n*/ 'read status',
  isUseIntegral: /*i18n*/ 'choice to use points',
  isValid: /*i18n*/ 'availability filter',
  items: /*i18n*/ 'items',
  keyword: /*i18n*/ 'search text',
  keywords: /*i18n*/ 'search text',
  kind: /*i18n*/ 'notice kind',
  landingPath: /*i18n*/ 'landing page',
  lastEventId: /*i18n*/ 'last event',
  limit: /*i18n*/ 'page size',
  mark: /*i18n*/ 'order note',
  maxPrice: /*i18n*/ 'maximum price',
  merId: /*i18n*/ 'store',
  minPrice: /*i18n*/ 'minimum price',
  name: /*i18n*/ 'name',
  newOrder: /*i18n*/ 'newest-first order',
  newPassword: /*i18n*/ 'new password',
  nickname: /*i18n*/ 'nickname',
  num: /*i18n*/ 'quantity',
  numType: /*i18n*/ 'count type',
  number: /*i18n*/ 'quantity',
  oauthToken: /*i18n*/ 'sign-in token',
  idToken: /*i18n*/ 'Google sign-in token',
  accessToken: /*i18n*/ 'Facebook sign-in token',
  token: /*i18n*/ 'payment token',
  payerID: /*i18n*/ 'payer account',
  oauthTokenSecret: /*i18n*/ 'sign-in secret',
  oauthVerifier: /*i18n*/ 'sign-in check',
  orderDetails: /*i18n*/ 'order items',
  orderInfoId: /*i18n*/ 'order item',
  orderNo: /*i18n*/ 'order number',
  page: /*i18n*/ 'page number',
  pages: /*i18n*/ 'page count',
  params: /*i18n*/ 'campaign details',
  password: /*i18n*/ 'password',
  passwordAgain: /*i18n*/ 'repeated password',
  payChannel: /*i18n*/ 'payment channel',
  payType: /*i18n*/ 'payment method',
  payVoucher: /*i18n*/ 'payment receipt',
  payVoucherNote: /*i18n*/ 'payment note',
  phone: /*i18n*/ 'phone number',
  pics: /*i18n*/ 'photos',
  pid: /*i18n*/ 'parent category',
  postCode: /*i18n*/ 'postcode',
  preOrderNo: /*i18n*/ 'order',
  preOrderType: /*i18n*/ 'order type',
  priceOrder: /*i18n*/ 'price order',
  productAttrUnique: /*i18n*/ 'specification',
  productId: /*i18n*/ 'product',
  productNum: /*i18n*/ 'quantity',
  qualificationPicture: /*i18n*/ 'qualification images',
  quantity: /*i18n*/ 'quantity',
  realName: /*i18n*/ 'contact name',
  refund_reason_wap_explain: /*i18n*/ 'refund explanation',
  refund_reason_wap_img: /*i18n*/ 'refund photos',
  salesOrder: /*i18n*/ 'sales order',
  serviceStar: /*i18n*/ 'service rating',
  shoppingCartId: /*i18n*/ 'cart item',
  sort: /*i18n*/ 'sort order',
  star: /*i18n*/ 'rating',
  text: /*i18n*/ 'refund reason',
  to: /*i18n*/ 'recipient',
  type: /*i18n*/ 'type',
  typeId: /*i18n*/ 'store type',
  unique: /*i18n*/ 'specification',
  useType: /*i18n*/ 'coupon type',
  utm_campaign: /*i18n*/ 'campaign',
  utm_content: /*i18n*/ 'campaign content',
  utm_medium: /*i18n*/ 'campaign medium',
  utm_source: /*i18n*/ 'campaign source',
  utm_term: /*i18n*/ 'campaign term',
}

/**
 * The sentence of a common problem, so each language can phrase it whole. Any other problem (a schema's own
 * "must be …") reads "The {field} {problem}".
 */
const SENTENCES: Record<string, string> = {
  'has the wrong type': /*i18n*/ 'The {field} has the wrong type',
  'has the wrong format': /*i18n*/ 'The {field} has the wrong format',
  'is too short': /*i18n*/ 'The {field} is too short',
  'is too long': /*i18n*/ 'The {field} is too long',
  'is too small': /*i18n*/ 'The {field} is too small',
  'is too large': /*i18n*/ 'The {field} is too large',
  'is not valid': /*i18n*/ 'The {field} is not valid',
  'is required': /*i18n*/ 'The {field} is required',
  [NOT_ALLOWED]: /*i18n*/ 'The {field} contains characters that are not allowed',
}

/** The key that names a path: its last named (non-index) segment. */
export function labelKey(path: string): string | undefined {
  return path
    .split('.')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .pop()
}

/** The label of a field path, or undefined when no schema names it (an extra key in a body). */
export function fieldLabel(path: string): string | undefined {
  const key = labelKey(path)
  return key !== undefined && Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : undefined
}

/** A message a schema already writes in full ("Please enter your e-mail") starts with a capital or a quote. */
const isSentence = (id: string) => /^[\p{Lu}"“«]/u.test(id)

/**
 * The refusal of a field's value as a sentence: a full message as it is, else the problem said of the field's
 * label; a path without a label (a key no schema names) is "A field of the request …", the top level "The
 * request body …".
 */
export function refusal(path: string, problem: ServerMessage): ServerMessage {
  if (isSentence(problem.id)) return problem
  if (!path) return { id: /*i18n*/ 'The request body {problem}', values: { problem } }
  const label = fieldLabel(path)
  if (!label) return { id: /*i18n*/ 'A field of the request {problem}', values: { problem } }
  const sentence = SENTENCES[problem.id]
  if (sentence) return { id: sentence, values: { ...problem.values, field: { id: label } } }
  return { id: /*i18n*/ 'The {field} {problem}', values: { field: { id: label }, problem } }
}

/** A code 400 refusing one field's value, as a sentence: `throw refuseField('country', /*i18n*\/ 'must be …')`. */
export function refuseField(path: string, problem: string, values?: MessageValues) {
  const sentence = refusal(path, values ? { id: problem, values } : { id: problem })
  return badRequest(sentence.id, sentence.values)
}
