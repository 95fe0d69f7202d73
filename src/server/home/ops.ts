/**
 * The operator's about-us commands (docs/spec.md §3.33 (#spec-3-33)): `about show`, `about video <file> [--poster
 * <image>]` (a WebM or MP4 of at most `ABOUT_VIDEO_MAX_BYTES`, and a JPG or PNG poster, stored as public uploads; the
 * page shows them from then on) and `about clear-video` (the page shows the poster and the intro alone).
 */
import { readFile, stat } from 'node:fs/promises'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { readSetting, writeSetting } from '../db/settings'
import { badRequest } from '../http/envelope'
import { ABOUT_PURPOSE, saveOperatorFile, sniffImageType, sniffVideoType, uploadStorage } from '../uploads'

/** A background loop should weigh far less; this only keeps a whole film off the page. */
export const ABOUT_VIDEO_MAX_BYTES = 8 * 1024 * 1024
const POSTER_MAX_BYTES = 2 * 1024 * 1024

const File = (what: string) =>
  v.pipe(v.string(`${what} is required`), v.nonEmpty(`${what} is required`), v.maxLength(4096))

export const AboutCommands = [
  v.object({ command: v.literal('about-show') }),
  v.object({ command: v.literal('about-video'), file: File('a video file'), poster: v.optional(File('a poster')) }),
  v.object({ command: v.literal('about-video-clear') }),
] as const
export type AboutCommand = v.InferOutput<(typeof AboutCommands)[number]>

export const isAboutCommand = (command: { command: string }): command is AboutCommand =>
  command.command.startsWith('about-')

export const ABOUT_USAGE = `  about show                      the about-us page's video, poster and intro
  about video <file> [--poster <image>]   replace the video: WebM or MP4, at most ${ABOUT_VIDEO_MAX_BYTES / 1024 / 1024} MB, short, silent and looping; the poster (JPG or PNG) is its first frame
  about clear-video               remove the video: the page shows the poster and the intro`

/** The bytes of `file` when it exists and weighs at most `maxBytes`. */
async function readLimited(file: string, what: string, maxBytes: number): Promise<Uint8Array> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw badRequest(`${what} ${file} does not exist`)
  if (info.size > maxBytes)
    throw badRequest(`${what} must be at most ${maxBytes / 1024 / 1024} MB (it is ${info.size} bytes)`)
  return new Uint8Array(await readFile(file))
}

async function aboutSettings(db: Db) {
  const site = await readSetting(db, 'site')
  return { pcBackVideo: site?.pcBackVideo ?? '', pcBackPoster: site?.pcBackPoster ?? '', intro: site?.intro ?? '' }
}

export async function runAboutCommand(db: Db, command: AboutCommand): Promise<unknown> {
  if (command.command === 'about-show') return aboutSettings(db)
  let pcBackVideo = ''
  let pcBackPoster: string | undefined
  if (command.command === 'about-video') {
    const video = await readLimited(command.file, 'the video', ABOUT_VIDEO_MAX_BYTES)
    const type = sniffVideoType(video)
    if (!type) throw badRequest('the video must be a WebM or MP4 file')
    const poster = command.poster ? await readLimited(command.poster, 'the poster', POSTER_MAX_BYTES) : null
    const posterType = poster && sniffImageType(poster)
    if (poster && !posterType) throw badRequest('the poster must be a JPG or PNG picture')
    await db.transaction(async (tx) => {
      pcBackVideo = await saveOperatorFile(tx, uploadStorage(), { bytes: video, ...type, purpose: ABOUT_PURPOSE })
      if (poster && posterType)
        pcBackPoster = await saveOperatorFile(tx, uploadStorage(), {
          bytes: poster,
          ...posterType,
          purpose: ABOUT_PURPOSE,
        })
    })
  }
  await db.transaction(async (tx) => {
    const site = await readSetting(tx, 'site')
    if (!site) throw badRequest('the shop has no site settings yet (seed it first)')
    // The setting's write drops the cached pages that showed the old video (the site_settings trigger).
    await writeSetting(tx, 'site', { ...site, pcBackVideo, ...(pcBackPoster ? { pcBackPoster } : {}) })
  })
  return aboutSettings(db)
}
