/**
 * The words of a verification code's e-mail or SMS, in the language of the shopper who asked for it (the request's
 * locale, decision 25): a marked message each, so `lingui extract` puts them into locales/<locale>/server.po and the
 * catalogue test demands their translations.
 */
import type { Locale } from '../../i18n/locales'
import { CODE_TTL_SECONDS, type CodePurpose } from '../auth'
import { translate } from '../http/messages'

/** What the code is for, as the body says it ("Enter it {purpose}."). */
const PURPOSES: Record<CodePurpose, string> = {
  register: /*i18n*/ 'to finish creating your account',
  login: /*i18n*/ 'to sign in or create your account',
  reset: /*i18n*/ 'to reset your password',
  password: /*i18n*/ 'to change your password',
  settle: /*i18n*/ 'to confirm your merchant application',
  visitor: /*i18n*/ 'to open the orders you placed as a tourist with this e-mail',
  bind: /*i18n*/ 'to add this address to your account',
}

const SUBJECTS: Partial<Record<CodePurpose, string>> = {
  reset: /*i18n*/ 'Reset your password',
  settle: /*i18n*/ 'Your merchant application code',
}

export async function codeMessage(channel: 'email' | 'sms', purpose: CodePurpose, code: string, locale: Locale) {
  const minutes = CODE_TTL_SECONDS / 60
  if (channel === 'sms') {
    return {
      subject: '',
      body: await translate(
        { id: /*i18n*/ 'Your code is {code}. It expires in {minutes} minutes.', values: { code, minutes } },
        locale,
      ),
    }
  }
  const body = await translate(
    {
      id: /*i18n*/ 'Your verification code is {code}.\n\nEnter it {purpose}. It expires in {minutes} minutes and works once.\nIf you did not ask for it, ignore this message.',
      values: { code, minutes, purpose: { id: PURPOSES[purpose] } },
    },
    locale,
  )
  const subject = await translate({ id: SUBJECTS[purpose] ?? /*i18n*/ 'Your verification code' }, locale)
  return { subject, body }
}
