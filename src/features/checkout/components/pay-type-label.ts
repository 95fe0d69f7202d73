import { useLingui } from '@lingui/react/macro'

/** The shopper's name of a pay type; unknown values are shown as they are. */
export function usePayTypeLabel() {
  const { t } = useLingui()
  return (payType: string) => {
    switch (payType) {
      case 'stripe':
        return t`Card payment`
      case 'paypal':
        return t`PayPal`
      case 'cod':
        return t`Cash on delivery`
      case 'bank':
        return t`Bank transfer`
      default:
        return payType
    }
  }
}
