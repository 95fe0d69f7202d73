/**
 * The forms and the API read the same rules from src/contract, so they cannot drift apart: a value the form lets
 * through is one the API takes, and one the form refuses is one the API refuses (decision 12).
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { REMARK_MAX_LENGTH } from '~/contract'
import { profileSchema } from '~/features/account/schemas'
import { type AddressFormValues, addressSchema } from '~/features/addresses/schemas'
import { registerSchema } from '~/features/auth/schemas'
import { checkoutSchema } from '~/features/checkout/schemas'
import { EmailRegister } from '~/server/account/schemas'
import { AddressInput } from '~/server/addresses/schemas'
import { CreateBody } from '~/server/checkout/routes'
import { UserEdit } from '~/server/account/profile-schemas'

/** Every message is its own key: these tests compare verdicts, not texts. */
const messages = new Proxy({}, { get: (_, key) => String(key) }) as never

const formTakes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success
const apiTakes = formTakes

describe('the register form and L4 share the e-mail pattern and the password rule', () => {
  const form = (email: string, password: string) =>
    formTakes(registerSchema('email', messages), {
      email,
      country: 'RU',
      phone: '',
      captcha: '123456',
      password,
      agreement: true,
    })
  const api = (email: string, password: string) => apiTakes(EmailRegister, { email, captcha: '123456', password })

  it.each([
    ['Secret-123', true],
    ['Good1234', true],
    ['пароль123', true],
    [`a1${'x'.repeat(62)}`, true], // 64 characters
    ['short1', false],
    ['onlyletters', false],
    ['1234567890', false],
    [`a1${'x'.repeat(63)}`, false], // 65 characters
  ])('password %j: %s on both sides', (password, valid) => {
    expect(form('new@shop.example', password)).toBe(valid)
    expect(api('new@shop.example', password)).toBe(valid)
  })

  it.each([
    ['new@shop.example', true],
    ['first.last@mail.shop.example', true],
    ['no-at-sign.example', false],
    ['nodot@example', false],
    ['two@@shop.example', false],
  ])('e-mail %j: %s on both sides', (email, valid) => {
    expect(form(email, 'Secret-123')).toBe(valid)
    expect(api(email, 'Secret-123')).toBe(valid)
  })
})

describe('the address form and AD3 share the post code pattern and the lengths', () => {
  const values: AddressFormValues = {
    realName: 'Ann Lee',
    email: 'ann@shop.example',
    phoneIso: 'RU',
    phone: '9161234567',
    country: 'RU',
    detail: '1 Main St',
    postCode: '101000',
    isDefault: false,
  }
  const body = (v: AddressFormValues) => ({ ...v, countryCode: '+7' })

  it.each([
    ['the filled form', {}, true],
    ['post code AB1 2CD', { postCode: 'AB1 2CD' }, true],
    ['post code --', { postCode: '--' }, false],
    ['post code ---', { postCode: '---' }, false],
    ['a 50-character name', { realName: 'x'.repeat(50) }, true],
    ['a 51-character name', { realName: 'x'.repeat(51) }, false],
    ['a listed country code', { country: 'KZ' }, true],
    ['a code outside the country list', { country: 'XX' }, false],
    ['a 61-character country', { country: 'x'.repeat(61) }, false],
    ['a 200-character address', { detail: 'x'.repeat(200) }, true],
    ['a 201-character address', { detail: 'x'.repeat(201) }, false],
  ])('%s: %s on both sides', (_, change, valid) => {
    const value = { ...values, ...change }
    expect(formTakes(addressSchema(messages), value)).toBe(valid)
    expect(apiTakes(AddressInput, body(value))).toBe(valid)
  })
})

describe('the order confirm form and O4 share the remark limit', () => {
  it.each([
    [REMARK_MAX_LENGTH, true],
    [REMARK_MAX_LENGTH + 1, false],
  ])('a remark of %i characters: %s on both sides', (length, valid) => {
    const mark = 'x'.repeat(length)
    expect(formTakes(checkoutSchema(messages), { payType: 'cod', payVoucher: '', payVoucherNote: '', mark })).toBe(
      valid,
    )
    expect(apiTakes(CreateBody, { preOrderNo: `PRE${'1'.repeat(20)}`, payType: 'cod', mark })).toBe(valid)
  })
})

describe('the profile form and U3 share the nickname limit', () => {
  it.each([
    ['30 letters', true, 'n'.repeat(30)],
    ['31 letters', false, 'n'.repeat(31)],
    ['28 Chinese characters and 2 emoji', true, '测试'.repeat(14) + '🙂🙂'],
    ['spaces only', false, '   '],
  ])('%s: %s on both sides', (_, valid, nickname) => {
    expect(formTakes(profileSchema(messages), { nickname, name: '' })).toBe(valid)
    expect(apiTakes(UserEdit, { nickname })).toBe(valid)
  })
})
