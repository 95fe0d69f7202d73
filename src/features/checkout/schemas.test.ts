import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { REMARK_MAX_LENGTH } from '~/contract'
import { checkoutSchema, paymentSchema } from './schemas'

const messages = {
  payTypeEmpty: 'choose a method',
  proofEmpty: 'upload the proof',
  noteEmpty: 'write a note',
  noteTooLong: 'note too long',
  remarkTooLong: 'remark too long',
}
const fieldErrors = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success
    ? {}
    : Object.fromEntries(Object.entries(v.flatten(result.issues).nested ?? {}).map(([key, list]) => [key, list?.[0]]))

describe('checkout form rules', () => {
  it('a bank transfer needs the proof and a note, on their own fields', () => {
    const result = v.safeParse(paymentSchema(messages), { payType: 'bank', payVoucher: '', payVoucherNote: ' ' })
    expect(fieldErrors(result)).toEqual({ payVoucher: 'upload the proof', payVoucherNote: 'write a note' })
    expect(v.safeParse(paymentSchema(messages), { payType: 'cod', payVoucher: '', payVoucherNote: '' }).success).toBe(
      true,
    )
  })

  it('the confirm page adds the remark limit to the same payment rules', () => {
    const result = v.safeParse(checkoutSchema(messages), {
      payType: 'bank',
      payVoucher: '',
      payVoucherNote: 'paid',
      mark: 'x'.repeat(REMARK_MAX_LENGTH + 1),
    })
    expect(fieldErrors(result)).toEqual({ payVoucher: 'upload the proof', mark: 'remark too long' })
    const ok = v.safeParse(checkoutSchema(messages), {
      payType: 'cod',
      payVoucher: '',
      payVoucherNote: '',
      mark: 'call me',
    })
    expect(ok.success && ok.output).toEqual({ payType: 'cod', payVoucher: '', payVoucherNote: '', mark: 'call me' })
  })

  it('no method chosen is an error on the method', () => {
    const result = v.safeParse(checkoutSchema(messages), { payType: '', payVoucher: '', payVoucherNote: '', mark: '' })
    expect(fieldErrors(result)).toEqual({ payType: 'choose a method' })
  })
})
