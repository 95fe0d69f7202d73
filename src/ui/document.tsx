import { mantineHtmlProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EARLY_CLICKS_SCRIPT } from './early-clicks'

/**
 * The HTML document: language, head tags and scripts. Mantine styles are linked from the root head(). The colour
 * scheme is light, always (`data-mantine-color-scheme` from mantineHtmlProps): no script reads a stored one.
 */
export function Document(props: { lang: string; head: ReactNode; scripts: ReactNode; children: ReactNode }) {
  // The Content-Security-Policy lets only inline scripts with the page's nonce run (src/start.ts).
  const nonce = useRouter().options.ssr?.nonce
  return (
    <html lang={props.lang} {...mantineHtmlProps}>
      <head>
        {/* Before any module: a click on a button that has not hydrated yet is held and replayed (ui/early-clicks). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        {props.head}
      </head>
      <body>
        {props.children}
        {props.scripts}
      </body>
    </html>
  )
}
