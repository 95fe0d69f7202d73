/**
 * /about_us (extension route): the shop's about-us info of docs/spec.md §3.33 (#spec-3-33), P1 `intro`, `pcBackVideo`
 * and `pcBackPoster`. The video is a silent loop as browsers expect of a background film: muted, inline on phones,
 * looping, its poster first; it plays by itself only when the reader has not asked for reduced motion, and a button
 * pauses or plays it (WCAG 2.2.2). The frame keeps 16:9 before anything loads, so nothing moves. Without a video the
 * poster stands alone (no empty player); without either, the shop's colours do.
 */
import { useLingui } from '@lingui/react/macro'
import { useReducedMotion } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { homeIndexQuery } from '~/features/site/queries'
import { PageFrame } from '~/ui/page-frame'
import classes from './about-page.module.css'

export interface AboutHeroProps {
  siteName: string
  intro: string
  /** The video's URL, or '' for none. */
  video: string
  /** The poster's URL, or '' for none. */
  poster: string
}

export function AboutHero({ siteName, intro, video, poster }: AboutHeroProps) {
  const { t } = useLingui()
  // Reduced until the browser says otherwise (on the server and until hydration): the HTML never says autoplay, so
  // a reader who asked for reduced motion never sees the film start before the page knows it.
  const reduceMotion = useReducedMotion(true, { getInitialValueInEffect: true })
  const [paused, setPaused] = useState<boolean | null>(null)
  const ref = useRef<HTMLVideoElement>(null)
  const autoplay = !reduceMotion
  // The reader's choice wins; until they choose, the film plays exactly when motion is welcome.
  const playing = paused === null ? autoplay : !paused

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (playing) void element.play().catch(() => setPaused(true))
    else element.pause()
  }, [playing, video])

  const title = siteName ? t`About ${siteName}` : t`About us`
  return (
    <section className={classes.hero} data-testid="about-hero">
      <div className={classes.media}>
        {video ? (
          <>
            <video
              ref={ref}
              className={classes.video}
              src={video}
              poster={poster || undefined}
              muted
              playsInline
              loop
              autoPlay={autoplay}
              preload={autoplay ? 'auto' : 'none'}
              aria-hidden="true"
              tabIndex={-1}
              data-testid="about-video"
            />
            <button
              type="button"
              className={classes.toggle}
              aria-pressed={!playing}
              onClick={() => setPaused(playing)}
              data-testid="about-video-toggle"
            >
              {playing ? t`Pause the video` : t`Play the video`}
            </button>
          </>
        ) : poster ? (
          <img className={classes.video} src={poster} alt="" data-testid="about-poster" />
        ) : null}
      </div>
      <div className={classes.text}>
        <h1 className={classes.title}>{title}</h1>
        {intro ? <p className={classes.intro}>{intro}</p> : null}
      </div>
    </section>
  )
}

/** The page: P1's about-us info (the shell has usually read P1 already). */
export function AboutPage() {
  const { data } = useSuspenseQuery(homeIndexQuery())
  return (
    <PageFrame maxWidth={1200}>
      <AboutHero siteName={data.siteName} intro={data.intro} video={data.pcBackVideo} poster={data.pcBackPoster} />
    </PageFrame>
  )
}
