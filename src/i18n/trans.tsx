/**
 * The `Trans` every `<Trans>` macro compiles to (lingui.config's runtimeConfigModule).
 *
 * Lingui puts a string value into the message before it reads the message's tags, so a value that holds `<b>`,
 * `<0>` or `<script>` (a search word, a store's name) would be read as markup: its tags dropped, or swapped for the
 * message's own elements. Here every string value goes in as an element, which Lingui inserts as it is.
 */
import { Trans as LinguiTrans, type TransProps } from '@lingui/react'
import { Fragment, createElement } from 'react'

export function Trans(props: TransProps) {
  const values = props.values
  if (!values) return createElement(LinguiTrans, props)
  let safe: TransProps['values'] | undefined
  for (const key in values) {
    const value = values[key]
    if (typeof value === 'string' && value.includes('<')) {
      safe ??= { ...values }
      safe[key] = createElement(Fragment, null, value)
    }
  }
  return createElement(LinguiTrans, safe ? { ...props, values: safe } : props)
}
