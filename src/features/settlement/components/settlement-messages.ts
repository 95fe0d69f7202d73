import { useLingui } from '@lingui/react/macro'
import { SETTLEMENT_LIMITS } from '~/contract'
import type { SettlementMessages } from '../schemas'

/** The form's field errors (docs/spec.md §5.29 (#spec-5-29)), translated. */
export function useSettlementMessages(): SettlementMessages {
  const { t } = useLingui()
  const name = SETTLEMENT_LIMITS.name
  const realName = SETTLEMENT_LIMITS.realName
  const images = SETTLEMENT_LIMITS.images
  return {
    nameEmpty: t`Please enter the company name`,
    nameLong: t`The company name must be at most ${name} characters`,
    realNameEmpty: t`Please enter your real name`,
    realNameLong: t`The real name must be at most ${realName} characters`,
    phoneEmpty: t`Please enter your phone number`,
    phoneWrong: t`Please enter a valid phone number`,
    emailEmpty: t`Please enter your e-mail`,
    emailWrong: t`Please enter a valid e-mail`,
    codeEmpty: t`Please enter the verification code`,
    codeWrong: t`The verification code is 6 digits`,
    category: t`Please choose a merchant classification`,
    type: t`Please choose a store type`,
    images: t`Please upload 1 to ${images} qualification images`,
    agreement: t`Please read and agree to the settlement agreement`,
  }
}
