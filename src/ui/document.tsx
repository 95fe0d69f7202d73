import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The HTML document: language, head tags and scripts. Mantine styles are linked from the root head(). */
export function Document(props: { lang: string; head: ReactNode; scripts: ReactNode; children: ReactNode }) {
  // The Content-Security-Policy lets only inline scripts with the page's nonce run (src/start.ts).
  const nonce = useRouter().options.ssr?.nonce
  return (
    <html lang={props.lang} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
        {props.head}
      </head>
      <body>
        {props.children}
        {props.scripts}
      </body>
    </html>
  )
}
