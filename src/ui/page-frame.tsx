/**
 * The one page frame (docs/architecture.md, conventions): the shop's width and the vertical rhythm of a page, then
 * an optional breadcrumb, the page heading with optional actions beside it, an optional side column (the user
 * centre's menu) and the page's content.
 *
 * A frame inside a frame (a user-centre page inside the /users layout) adds no second container: it renders its
 * heading one level lower (h2) and its content, in the outer frame's main column.
 *
 * Plain elements with Mantine's Title, Paper and Stack values (page-frame.module.css, plain.module.css): every personal page renders
 * the frame on every request (decision 55's rule for hot components).
 */
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react'
import { NOT_HYDRATED_YET } from './early-clicks'
import classes from './page-frame.module.css'
import plain from './plain.module.css'

const InsideFrame = createContext(false)

/** `maxWidth` of a page that is one centred card (payment screens): a 640 px card plus the frame's padding. */
export const CARD_PAGE_WIDTH = 640 + 32

export interface PageFrameProps {
  /** The page heading (h1; h2 inside another frame). Pages with a designed header pass it as children instead. */
  title?: ReactNode
  /** Beside the heading: a back link, an "add" button. */
  actions?: ReactNode
  /** Above the heading. */
  breadcrumb?: ReactNode
  /** A side column left of the content (the user-centre menu). */
  aside?: ReactNode
  /** Heading and content on one bordered card (the user-centre pages). */
  card?: boolean
  /** Narrower than the shop's width, in px (a page of running text). */
  maxWidth?: number
  /** Extra class for the frame (e.g. a page background rule). */
  className?: string
  'data-testid'?: string
  children: ReactNode
}

export function PageFrame({
  title,
  actions,
  breadcrumb,
  aside,
  card,
  maxWidth,
  className,
  children,
  ...rest
}: PageFrameProps) {
  const nested = useContext(InsideFrame)
  // `data-interactive` once this page's part of the tree has hydrated: a route whose chunk or data is still on its way
  // after the shell hydrates keeps the server's HTML without handlers until then, and a click there is lost. Journeys
  // (tests/e2e/support.ts, gotoHydrated) and anything else that must act on the page wait for it.
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (frame.current) frame.current.dataset.interactive = 'true'
  }, [])
  const head =
    title || actions ? (
      <div className={classes.head}>
        {title ? (
          nested ? (
            <h2 className={plain.heading3}>{title}</h2>
          ) : (
            <h1 className={classes.title}>{title}</h1>
          )
        ) : null}
        {actions}
      </div>
    ) : null
  const content = card ? (
    <>
      {breadcrumb}
      <div className={plain.paperXl}>
        <div className={`${plain.stack} ${plain.gapLg}`}>
          {head}
          {children}
        </div>
      </div>
    </>
  ) : (
    <>
      {breadcrumb}
      {head}
      {children}
    </>
  )
  if (nested) {
    return (
      <div
        ref={frame}
        className={[classes.main, className].filter(Boolean).join(' ')}
        data-testid={rest['data-testid']}
        data-page-frame=""
      >
        {content}
      </div>
    )
  }
  return (
    <InsideFrame.Provider value>
      <div
        className={['shop-container', classes.frame, className].filter(Boolean).join(' ')}
        style={maxWidth ? { maxWidth } : undefined}
        data-testid={rest['data-testid']}
        data-page-frame=""
        ref={frame}
      >
        {aside ? (
          <div className={classes.withAside}>
            {aside}
            <div className={classes.main}>{content}</div>
          </div>
        ) : (
          content
        )}
      </div>
    </InsideFrame.Provider>
  )
}

/**
 * Resolves once every page frame on the screen, and every part that hydrates later (ui/hydrate-later), has hydrated
 * (`data-interactive`). Work that changes what a page
 * renders right after the first load waits for it (the member page's reads for the shopper, shell/client-effects):
 * an update that reaches a part before it hydrated makes it render differently from the server's HTML, and React
 * then drops that HTML and renders the part anew (a hydration error; a click held on it would lose its button).
 */
export function framesHydrated(): Promise<void> {
  const pending = () => document.querySelector(NOT_HYDRATED_YET) !== null
  if (!pending()) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (pending()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-interactive'],
    })
  })
}
