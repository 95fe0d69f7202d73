import mantineBaseline from '@mantine/core/styles/baseline.css?url'
import mantineVariables from '@mantine/core/styles/default-css-variables.css?url'
import mantineGlobal from '@mantine/core/styles/global.css?url'
import nprogressCss from 'nprogress/nprogress.css?url'
import { defaultStringifySearch } from '@tanstack/react-router'
import appCss from '~/ui/app.css?url'
import fontsCss from '~/ui/fonts.css?url'
import themeCss from '~/ui/theme.css?url'

/**
 * Document-wide head tags: charset, viewport, stylesheets (linked so SSR HTML is styled before JS: Mantine's
 * component-independent part and our theme's variables (ui/theme.css, decision 31) here, each component's own styles with the code that renders it — decision 23), and the
 * canonical URL of the page: the shop origin + the leaf route's path + its validated search (unknown keys dropped).
 * `title` is the fallback <title> (the shop's name) for pages whose route sets none; a route's own title wins.
 */
export function shellHead(
  canonical?: { origin: string; pathname: string; search: Record<string, unknown> },
  title?: string,
) {
  const canonicalUrl = canonical
    ? `${canonical.origin}${canonical.pathname}${defaultStringifySearch(withoutEmpty(canonical.search))}`
    : ''
  return {
    meta: [
      ...(title ? [{ title }] : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#e03131' },
      ...(canonicalUrl ? [{ property: 'og:url', content: canonicalUrl }] : []),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...(canonicalUrl ? [{ rel: 'canonical', href: canonicalUrl }] : []),
      ...[mantineBaseline, mantineVariables, mantineGlobal, themeCss, nprogressCss, appCss, fontsCss].map((href) => ({
        rel: 'stylesheet',
        href,
      })),
    ],
  }
}

function withoutEmpty(search: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  )
}
