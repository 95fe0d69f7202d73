/**
 * The image captcha (docs/spec.md §2.69 (#spec-2-69), decision 44): with IMAGE_CAPTCHA_AFTER set, repeated failures for
 * one e-mail or phone, or from one address, make the sign-in and code calls ask for a picture's characters; the server
 * draws the picture, keeps only a hash of its answer and takes every picture's answer once.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import type { ImageCaptcha } from '~/contract'
import { createImageCaptcha } from '~/server/auth'
import { verificationCodes } from '~/server/db/schema'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
let previous: string | undefined

beforeAll(() => {
  previous = process.env.IMAGE_CAPTCHA_AFTER
  process.env.IMAGE_CAPTCHA_AFTER = '3'
  resetConfig()
})
afterAll(() => {
  if (previous === undefined) delete process.env.IMAGE_CAPTCHA_AFTER
  else process.env.IMAGE_CAPTCHA_AFTER = previous
  resetConfig()
})

const PASSWORD = 'Second12345!'
const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  api.post('/api/front/login/email', { email, password }, { ip, headers })

/** A picture whose characters the test knows (drawn by the server's own function, as the route does). */
async function knownPicture(answer: string) {
  return createImageCaptcha(api.handle.db, answer)
}
const answering = (key: string, answer: string) => ({ 'captcha-key': key, 'captcha-answer': answer })

describe('the image captcha', () => {
  it('draws a PNG picture, stores only a hash of its answer and answers no-store', async () => {
    const { body, response } = await api.get<ImageCaptcha>('/api/front/captcha/image', { ip: '198.51.100.1' })
    expect(body.code).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body.data).toMatchObject({ length: 5, width: 200, height: 70, expiresInSeconds: 300 })
    expect(body.data.key).toMatch(/^[\w-]{24}$/)
    const png = Buffer.from(body.data.image.replace(/^data:image\/png;base64,/, ''), 'base64')
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 70 })
    const [row] = await api.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, `image:${body.data.key}`))
    expect(row.purpose).toBe('image')
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('asks for the picture after 3 failures for one account, and takes a right answer once', async () => {
    const email = 'captcha1@example.com'
    await api.createShopper(email)
    for (let i = 0; i < 3; i++)
      expect((await login(email, `wrong-${i}`, `192.0.2.${10 + i}`)).body.message).toBe('Incorrect account or password')

    // From a fresh address too: the account has failed enough. The right password alone is not enough now.
    const asked = await login(email, PASSWORD, '192.0.2.50')
    expect(asked.body).toMatchObject({
      code: 400,
      message: 'Type the characters shown in the picture',
      data: { imageCaptcha: true },
    })

    const wrong = await knownPicture('ABC23')
    const refused = await login(email, PASSWORD, '192.0.2.50', answering(wrong.key, 'ABC24'))
    expect(refused.body).toMatchObject({ code: 400, data: { imageCaptcha: true } })
    expect(refused.body.message).toBe('The characters do not match the picture. Type the characters of the new picture')
    // A wrong answer used the picture up: its right answer is refused afterwards.
    expect((await login(email, PASSWORD, '192.0.2.50', answering(wrong.key, 'ABC23'))).body.data).toEqual({
      imageCaptcha: true,
    })

    const right = await knownPicture('HK7MX')
    // Case and spaces do not matter.
    const signedIn = await login(email, PASSWORD, '192.0.2.50', answering(right.key, ' hk7 mx'))
    expect(signedIn.body).toMatchObject({ code: 200, message: 'Login successful' })
    // Reused: refused.
    const reused = await login(email, PASSWORD, '192.0.2.50', answering(right.key, 'HK7MX'))
    expect(reused.body).toMatchObject({ code: 400, data: { imageCaptcha: true } })
  })

  it('refuses an unknown or expired picture key', async () => {
    const email = 'captcha2@example.com'
    await api.createShopper(email)
    for (let i = 0; i < 3; i++) await login(email, `wrong-${i}`, '192.0.2.60')
    expect((await login(email, PASSWORD, '192.0.2.61', answering('no-such-key', 'ABCDE'))).body.code).toBe(400)
    const old = await createImageCaptcha(api.handle.db, 'ABCDE', new Date(Date.now() - 6 * 60 * 1000))
    const late = await login(email, PASSWORD, '192.0.2.61', answering(old.key, 'ABCDE'))
    expect(late.body).toMatchObject({ code: 400, data: { imageCaptcha: true } })
  })

  it('asks one address for the picture after 3 failures over different accounts', async () => {
    for (let i = 0; i < 3; i++) await login(`nobody${i}@example.com`, 'wrong', '203.0.113.90')
    const asked = await login('someone-else@example.com', 'wrong', '203.0.113.90')
    expect(asked.body.data).toEqual({ imageCaptcha: true })
    // Another address, another account: no picture.
    expect((await login('someone-else@example.com', 'wrong', '203.0.113.91')).body.message).toBe(
      'Incorrect account or password',
    )
  })

  it('guards the code requests: the fourth code for one phone needs the picture, in the shopper language', async () => {
    const sendSms = (ip: string, headers: Record<string, string> = {}) =>
      api.post(
        '/api/front/login/sendCode',
        { countryCode: '+7', phone: '9005550101' },
        { ip, headers: { cookie: 'locale=ru', ...headers } },
      )
    // The 60 s resend rule answers 400 for the quick repeats, but every request counts.
    for (let i = 0; i < 3; i++) await sendSms(`198.51.100.${30 + i}`)
    const asked = await sendSms('198.51.100.40')
    expect(asked.body).toMatchObject({ code: 400, message: 'Введите символы с картинки', data: { imageCaptcha: true } })
    const picture = await knownPicture('7RWP2')
    const wrong = await sendSms('198.51.100.40', answering(picture.key, 'XXXXX'))
    expect(wrong.body.message).toBe('Символы не совпадают с картинкой. Введите символы с новой картинки')
  })

  it('guards sign-in by SMS code: three wrong codes, then the picture', async () => {
    const code = (captcha: string, headers: Record<string, string> = {}) =>
      api.post(
        '/api/front/login/mobile/captcha',
        { countryCode: '+7', phone: '9005550202', captcha },
        { ip: '198.51.100.77', headers },
      )
    for (let i = 0; i < 3; i++) expect((await code('000000')).body.data).toBeNull()
    expect((await code('000000')).body.data).toEqual({ imageCaptcha: true })
    const picture = await knownPicture('MN34F')
    // With the picture answered, the code itself is checked again (still wrong here).
    const checked = await code('000000', answering(picture.key, 'MN34F'))
    expect(checked.body).toMatchObject({
      code: 400,
      message: 'The verification code is incorrect or has expired',
      data: null,
    })
  })
})
