import mantineCarousel from '@mantine/carousel/styles.css?url'
import mantineCore from '@mantine/core/styles.css?url'
import mantineDropzone from '@mantine/dropzone/styles.css?url'
import mantineNotifications from '@mantine/notifications/styles.css?url'
import nprogressCss from 'nprogress/nprogress.css?url'
import appCss from '~/ui/app.css?url'

/** Document-wide head tags: charset, viewport, stylesheets (linked so SSR HTML is styled before JS). */
export function shellHead() {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#e03131' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...[mantineCore, mantineNotifications, mantineCarousel, mantineDropzone, nprogressCss, appCss].map((href) => ({
        rel: 'stylesheet',
        href,
      })),
    ],
  }
}
