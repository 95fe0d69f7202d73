/**
 * The image captcha (docs/spec.md §2.69 (#spec-2-69): the login dialog's "captcha image in one variant"), beside the
 * e-mail and SMS codes. Off unless `IMAGE_CAPTCHA_AFTER` is set: after that many failed sign-ins or code requests for
 * one e-mail or phone, or from one address, within 15 minutes, those calls also need the characters of a picture, sent
 * in the headers `Captcha-Key` and `Captcha-Answer`.
 *
 * A picture (`GET /api/front/captcha/image`) is five characters drawn as strokes (no text a program can read out of
 * the file), each turned and shifted at random over crossing lines, rendered to PNG by sharp. Only a hash of the
 * answer is stored, in `verification_codes` (purpose `image`, valid 5 minutes). A picture answers once: the first
 * answer, right or wrong, uses it up, so a wrong or reused answer is refused and the form shows a new picture.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import { CAPTCHA_ANSWER_HEADER, CAPTCHA_KEY_HEADER, type ImageCaptcha } from '../../contract'
import type { DbOrTx } from '../db/client'
import { rateLimits, verificationCodes } from '../db/schema'
import type { AppContext } from '../http/context'
import { ApiError } from '../http/envelope'
import { clientIp, codeLimits, enforceRateLimits, hitRateLimit, type RateRule, UNKNOWN_IP } from './rate-limit'

export const IMAGE_CAPTCHA_TTL_SECONDS = 5 * 60
export const IMAGE_CAPTCHA_LENGTH = 5
/** Digits and capitals that cannot be taken for one another (no 0/O, 1/I, S/5, G/6, Q, V, Z). */
export const IMAGE_CAPTCHA_ALPHABET = '23456789ABCDEFHJKMNPRTUWXY'

export const IMAGE_CAPTCHA_NEEDED = /*i18n*/ 'Type the characters shown in the picture'
export const IMAGE_CAPTCHA_WRONG =
  /*i18n*/ 'The characters do not match the picture. Type the characters of the new picture'

/** Failed sign-ins and code requests, per e-mail or phone and per address, that bring the picture in. */
export const CAPTCHA_RULES = {
  target: { name: 'captcha:fail:target', limit: 0, windowSeconds: 15 * 60 },
  ip: { name: 'captcha:fail:ip', limit: 0, windowSeconds: 15 * 60 },
  /** Pictures drawn for one address (each is a database row and a render). */
  pictures: { name: 'captcha:image:ip', limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>

/** A refusal the storefront answers by showing the picture: `data.imageCaptcha` is true. */
export class ImageCaptchaRequired extends ApiError {
  constructor(message: string) {
    super(400, message)
    this.data = { imageCaptcha: true }
  }
}

export const imageCaptchaEnabled = () => config().imageCaptchaAfter > 0

const hashAnswer = (key: string, answer: string) => createHash('sha256').update(`image\n${key}\n${answer}`).digest()
const targetOf = (key: string) => `image:${key}`

// ---- drawing ----

type Stroke = [number, number][]
/** The stem and bowl of P, which R draws too before its leg. */
const P_BOWL: Stroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
]
/** Each character as strokes on a 4 × 6 grid (y down). */
const GLYPHS: Record<string, Stroke[]> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3.5, 3],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [2.5, 0],
      [0, 4],
      [4, 4],
    ],
    [
      [3, 2],
      [3, 6],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.5],
      [3, 3.5],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1.5, 2.8],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [P_BOWL],
  R: [
    P_BOWL,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
}

export const IMAGE_CAPTCHA_WIDTH = 200
export const IMAGE_CAPTCHA_HEIGHT = 70
const between = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min)
const INKS = ['#1d3557', '#6a040f', '#283618', '#3c096c', '#7f4f24']

/** The picture of `answer` as SVG: strokes only, every character turned, scaled and shifted, crossed by curves. */
export function captchaSvg(answer: string): string {
  const parts: string[] = []
  const cell = IMAGE_CAPTCHA_WIDTH / (answer.length + 1)
  for (let i = 0; i < 4; i++) {
    const y1 = between(10, 60)
    const y2 = between(10, 60)
    parts.push(
      `<path d="M0 ${y1.toFixed(1)} C ${between(40, 80).toFixed(1)} ${between(0, 70).toFixed(1)}, ${between(120, 160).toFixed(1)} ${between(0, 70).toFixed(1)}, 200 ${y2.toFixed(1)}" stroke="${INKS[i % INKS.length]}" stroke-width="${between(1, 2).toFixed(1)}" fill="none" opacity="0.6"/>`,
    )
  }
  ;[...answer].forEach((ch, i) => {
    const scale = between(5.5, 7)
    const x = cell * (i + 0.5) + between(-4, 4)
    const y = between(9, 15)
    const angle = between(-25, 25)
    const ink = INKS[randomInt(0, INKS.length)]
    const d = GLYPHS[ch]
      .map((stroke) =>
        stroke
          .map(([gx, gy], j) => `${j === 0 ? 'M' : 'L'}${(gx * scale).toFixed(1)} ${(gy * scale).toFixed(1)}`)
          .join(' '),
      )
      .join(' ')
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} ${2 * scale} ${3 * scale})" d="${d}" stroke="${ink}" stroke-width="${between(3, 4).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    )
  })
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${between(0, 200).toFixed(1)}" cy="${between(0, 70).toFixed(1)}" r="${between(0.6, 1.6).toFixed(1)}" fill="${INKS[i % INKS.length]}" opacity="0.5"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_CAPTCHA_WIDTH}" height="${IMAGE_CAPTCHA_HEIGHT}" viewBox="0 0 200 70"><rect width="200" height="70" fill="#f4f1ea"/>${parts.join('')}</svg>`
}

export function randomAnswer(): string {
  let answer = ''
  for (let i = 0; i < IMAGE_CAPTCHA_LENGTH; i++)
    answer += IMAGE_CAPTCHA_ALPHABET[randomInt(0, IMAGE_CAPTCHA_ALPHABET.length)]
  return answer
}

/** A new picture: its key (sent back with the answer) and the PNG as a data URL. */
export async function createImageCaptcha(db: DbOrTx, answer = randomAnswer(), now = new Date()): Promise<ImageCaptcha> {
  if (Math.random() < 0.01) await pruneImageCaptchas(db, now)
  const key = randomBytes(18).toString('base64url')
  // Loaded on the first picture, as the uploads do: the native library stays out of the server's start.
  const { default: sharp } = await import('sharp')
  const png = await sharp(Buffer.from(captchaSvg(answer)))
    .png({ palette: true })
    .toBuffer()
  await db.insert(verificationCodes).values({
    target: targetOf(key),
    purpose: 'image',
    codeHash: hashAnswer(key, answer).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + IMAGE_CAPTCHA_TTL_SECONDS * 1000),
  })
  return {
    key,
    image: `data:image/png;base64,${png.toString('base64')}`,
    width: IMAGE_CAPTCHA_WIDTH,
    height: IMAGE_CAPTCHA_HEIGHT,
    length: IMAGE_CAPTCHA_LENGTH,
    expiresInSeconds: IMAGE_CAPTCHA_TTL_SECONDS,
  }
}

/** Uses up the picture `key` and says whether `answer` is its characters (case and spaces ignored). */
export async function checkImageCaptcha(db: DbOrTx, key: string, answer: string): Promise<boolean> {
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.target, targetOf(key)),
        eq(verificationCodes.purpose, 'image'),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash })
  const given = hashAnswer(key, answer.replace(/\s/g, '').toUpperCase())
  const stored = row ? Buffer.from(row.codeHash, 'hex') : given
  return Boolean(row) && stored.length === given.length && timingSafeEqual(stored, given)
}

// ---- the gate ----

const subjectsOf = (c: AppContext, target: string): [RateRule, string][] => {
  const ip = clientIp(c)
  return ip === UNKNOWN_IP
    ? [[CAPTCHA_RULES.target, target]]
    : [
        [CAPTCHA_RULES.target, target],
        [CAPTCHA_RULES.ip, ip],
      ]
}

async function failuresNow(db: DbOrTx, rule: RateRule, subject: string, now = new Date()) {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${rule.name}:${subject}`), eq(rateLimits.windowStart, windowStart)))
  return row?.count ?? 0
}

/**
 * Before a sign-in or a code request for `target`: when it or this address has failed `IMAGE_CAPTCHA_AFTER` times in
 * the window, the request must carry a right answer to an unused picture, else 400 with `data.imageCaptcha`.
 */
export async function requireImageCaptcha(c: AppContext, target: string) {
  const after = config().imageCaptchaAfter
  if (after <= 0) return
  const db = c.get('db')
  let needed = false
  for (const [rule, subject] of subjectsOf(c, target))
    if ((await failuresNow(db, rule, subject)) >= after) needed = true
  if (!needed) return
  const key = c.req.header(CAPTCHA_KEY_HEADER)?.trim() ?? ''
  const answer = c.req.header(CAPTCHA_ANSWER_HEADER)?.trim() ?? ''
  if (!key || !answer) throw new ImageCaptchaRequired(IMAGE_CAPTCHA_NEEDED)
  if (key.length > 64 || answer.length > 32 || !(await checkImageCaptcha(db, key, answer)))
    throw new ImageCaptchaRequired(IMAGE_CAPTCHA_WRONG)
}

/** Counts one failure (or one code request) for `target` and this address. */
export async function countCaptchaFailure(c: AppContext, target: string) {
  if (!imageCaptchaEnabled()) return
  for (const [rule, subject] of subjectsOf(c, target)) await hitRateLimit(c.get('db'), rule, subject)
}

/**
 * Runs a sign-in (or a code check) for `target` behind the picture: a refusal other than the picture's own counts as
 * a failure, so the next attempts need the picture once there were enough.
 */
export async function behindImageCaptcha<T>(c: AppContext, target: string, run: () => Promise<T>): Promise<T> {
  await requireImageCaptcha(c, target)
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiError && error.code === 400 && !(error instanceof ImageCaptchaRequired))
      await countCaptchaFailure(c, target)
    throw error
  }
}

/**
 * A code request for `target` from someone not signed in: behind the picture (every request counts, as codes cost
 * the shop and flood inboxes), then within the code limits per target and per IP.
 */
export async function guardCodeRequest(c: AppContext, target: string) {
  await requireImageCaptcha(c, target)
  await countCaptchaFailure(c, target)
  await enforceRateLimits(c.get('db'), codeLimits(c, target))
}

/** Deletes pictures that have expired (now and then, when one is drawn, like the rate-limit windows). */
export async function pruneImageCaptchas(db: DbOrTx, now = new Date()) {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.purpose, 'image'), sql`${verificationCodes.expiresAt} < ${now}`))
}
