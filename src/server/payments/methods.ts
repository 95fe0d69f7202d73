/** PY1: which pay methods the shop offers. WeChat Pay and UPI are not integrated and always off. */
import type { PayMethods, PayType } from '~/contract'
import type { DbOrTx } from '../db/client'
import { requestSetting } from '../http/request-scope'
import { FALLBACK_LOCALE, type Locale } from '../../i18n/locales'
import { localizeFields } from '../i18n/localized'
import { paypalEnabled } from './paypal-client'
import { stripeEnabled } from './stripe-client'

/** The bank-transfer texts come in `locale` (decision 24). */
export async function payMethods(db: DbOrTx, locale: Locale = FALLBACK_LOCALE): Promise<PayMethods> {
  const checkout = await requestSetting(db, 'checkout')
  const bank = checkout?.bankTransfer && localizeFields(checkout.bankTransfer, checkout.bankTransfer.i18n, locale)
  return {
    stripeStatus: stripeEnabled(),
    paypalStatus: paypalEnabled(),
    wechatPaySwitch: false,
    codSwitch: checkout?.cod.enabled === true,
    upiSwitch: false,
    bankTransferSwitch: bank?.enabled === true,
    bankTransfer: bank?.enabled
      ? {
          accountName: bank.accountName,
          bankName: bank.bankName,
          accountNumber: bank.accountNumber,
          swift: bank.swift,
          instructions: bank.instructions,
        }
      : null,
  }
}

/** Whether `payType` is a method this shop takes right now. */
export function isEnabled(methods: PayMethods, payType: PayType): boolean {
  if (payType === 'stripe') return methods.stripeStatus
  if (payType === 'paypal') return methods.paypalStatus
  if (payType === 'cod') return methods.codSwitch
  return methods.bankTransferSwitch
}
