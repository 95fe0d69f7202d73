/**
 * Mantine components as typed router links (client-side navigation, intent preloading). Mantine's polymorphic
 * props do not survive `createLink`, so each is first fixed to render an <a> (TanStack Router's Mantine recipe).
 * The button links (Mantine's Button) are in ./button-link: only lazy screens use them, and a module the first load
 * imports keeps everything it defines in the first file (decision 115).
 */
import { Anchor, type AnchorProps, UnstyledButton, type UnstyledButtonProps } from '@mantine/core'
import { createLink, type LinkOptions, useRouter } from '@tanstack/react-router'
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type Ref, useRef } from 'react'
import { hrefOf, type to } from '~/lib/links'

type AnchorElementProps = ComponentPropsWithoutRef<'a'>

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
const MantineUnstyledAnchor = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorElementProps>((props, ref) => (
  <UnstyledButton ref={ref} component="a" {...props} />
))

export const AnchorLink = createLink(MantineAnchor)
export const UnstyledLink = createLink(MantineUnstyledAnchor)

type AnyRouter = ReturnType<typeof useRouter>

/**
 * Whether a site path is a page route of this app (not a server route such as /robots.txt, not another origin).
 * Paths with parameters are not matched: the paths this is for (the server's menu entries) are static.
 */
export function isPageRoute(router: AnyRouter, href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = (href.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/'
  const route = (router.routesByPath as Record<string, { options: { server?: unknown } } | undefined>)[path]
  return route !== undefined && !route.options.server
}

/**
 * Props for a link whose path is only known as text: the server's menu entries (`pc_url`).
 * A page route of this app opens client-side through the router; anything else loads as a document. Typed
 * destinations use `to.*` from `~/lib/links` with `<Link>` and the components above instead.
 */
export function usePathLink() {
  const router = useRouter()
  return (href: string) => ({
    href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event) || !isPageRoute(router, href)) return
      event.preventDefault()
      void router.navigate({ href })
    },
  })
}

/** A left click without a modifier that nothing handled yet: the one the router takes (a new tab stays the browser's). */
function isPlainClick(event: MouseEvent<HTMLElement>) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  )
}

/** Link options from `to.*` (~/lib/links). */
export type ToOptions = ReturnType<(typeof to)[keyof typeof to]>

/**
 * A typed destination as a plain `<a>`, for links rendered on every page (the shell) or many times a page (tiles,
 * lists) (decision 62): the `href` from `hrefOf`, client-side navigation on a plain left click and the route's data
 * preloaded on intent (pointer or focus, after the router's preload delay), as `<Link>` does, without `<Link>`'s
 * per-render location building and active-state subscription. A parent that marks the current entry says so with
 * `aria-current` itself.
 */
export function PlainLink({
  link,
  preload: preloads = true,
  ref,
  children,
  ...anchor
}: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  link: ToOptions
  /** `false`: no preloading (a guest's member link, which opens the login dialog instead). */
  preload?: boolean
  ref?: Ref<HTMLAnchorElement>
}) {
  const router = useRouter()
  const options = link as LinkOptions
  const opensHere = !anchor.target || anchor.target === '_self'
  const intent = preloads && opensHere && router.options.defaultPreload === 'intent'
  const delay = router.options.defaultPreloadDelay ?? 50
  // Kept across renders: a re-render between pointer-in and pointer-out (a cart count changing) still cancels.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const preload = () => {
    if (timer.current !== undefined) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      router.preloadRoute(options).catch(() => undefined)
    }, delay)
  }
  const cancel = () => {
    clearTimeout(timer.current)
    timer.current = undefined
  }
  return (
    <a
      ref={ref}
      {...anchor}
      href={hrefOf(link)}
      onClick={(event) => {
        anchor.onClick?.(event)
        if (!opensHere || !isPlainClick(event)) return
        event.preventDefault()
        cancel()
        void router.navigate(options)
      }}
      onMouseEnter={(event) => {
        anchor.onMouseEnter?.(event)
        if (intent) preload()
      }}
      onMouseLeave={(event) => {
        anchor.onMouseLeave?.(event)
        cancel()
      }}
      onFocus={(event) => {
        anchor.onFocus?.(event)
        if (intent) preload()
      }}
      onTouchStart={(event) => {
        anchor.onTouchStart?.(event)
        if (intent) router.preloadRoute(options).catch(() => undefined)
      }}
    >
      {children}
    </a>
  )
}
