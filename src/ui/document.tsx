import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core'
import type { ReactNode } from 'react'

/** The HTML document: language, head tags and scripts. Mantine styles are linked from the root head(). */
export function Document(props: { lang: string; head: ReactNode; scripts: ReactNode; children: ReactNode }) {
  return (
    <html lang={props.lang} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
        {props.head}
      </head>
      <body>
        {props.children}
        {props.scripts}
      </body>
    </html>
  )
}
