import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/contract'
import type { LoginMessages } from '../schemas'

/** The validation messages of docs/spec.md §5.2–§5.20 (#spec-5-2), translated for the schemas. */
export function useLoginMessages(): LoginMessages {
  const { t } = useLingui()
  const min = PASSWORD_MIN_LENGTH
  const max = PASSWORD_MAX_LENGTH
  return {
    emailEmpty: t`Please enter your e-mail`,
    correctEmail: t`Please enter a valid e-mail`,
    emptyPhone: t`Please enter your phone number`,
    invalidPhone: t`Please enter a valid phone number`,
    emptyPassword: t`Please enter your password`,
    weakPassword: t`The password must be ${min} to ${max} characters long and contain a letter and a digit`,
    emptyCaptche: t`Please enter the verification code`,
    correctCaptche: t`The verification code may contain only letters and digits`,
    againPassword: t`Please repeat the password`,
    diffPassword: t`The two passwords do not match`,
    agreement: t`Please read and agree to the privacy agreement`,
  }
}
