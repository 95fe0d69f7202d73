import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { avatarProblem, passwordChangeSchema } from './schemas'

const messages = {
  emptyCaptcha: 'code?',
  correctCaptcha: 'code!',
  emptyPassword: 'pw?',
  weakPassword: 'weak',
  againPassword: 'again?',
  diffPassword: 'diff',
}
const issues = (input: object) =>
  v.safeParse(passwordChangeSchema(messages), input).issues?.map((issue) => issue.message) ?? []

describe('account rules', () => {
  it('accepts only JPG/PNG up to 5 MB as an avatar', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'image/gif', size: 1000 })).toBe('type')
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size')
  })

  it('needs an alphanumeric code and two matching passwords', () => {
    const empty = issues({ captcha: '', newPassword: '', passwordAgain: '' })
    expect(empty).toEqual(expect.arrayContaining(['code?', 'pw?', 'again?']))
    expect(empty).not.toContain('diff')
    expect(issues({ captcha: '12-34', newPassword: 'secret12', passwordAgain: 'secret12' })).toEqual(['code!'])
    expect(issues({ captcha: '1234', newPassword: 'secret12', passwordAgain: 'secret13' })).toEqual(['diff'])
    expect(issues({ captcha: '1234', newPassword: 'secret12', passwordAgain: 'secret12' })).toEqual([])
  })

  it("checks the new password with the server's rule (the wire contract's)", () => {
    expect(issues({ captcha: '1234', newPassword: 'secret1', passwordAgain: 'secret1' })).toEqual(['weak'])
    expect(issues({ captcha: '1234', newPassword: 'password', passwordAgain: 'password' })).toEqual(['weak'])
    expect(issues({ captcha: '1234', newPassword: '12345678', passwordAgain: '12345678' })).toEqual(['weak'])
  })
})
