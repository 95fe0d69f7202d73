/**
 * `house/page-frame`: every page screen renders `<PageFrame>` from ~/ui/page-frame (docs/architecture.md, "Page
 * frame"), and every page route shows a page screen.
 * - A screen, `src/features/<feature>/components/…-page.tsx`, renders `<PageFrame …>` somewhere in its file.
 * - A route file that gives its route a `component` imports a screen (a `…-page` module) for it.
 * Option `exceptions`: files (paths from the repository root) that do neither, each named in lint/listed-exceptions.js with
 * its reason (a layout that frames its child routes, a child route inside such a frame).
 */
import { relative, resolve } from 'node:path'

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Every page screen renders PageFrame, and every page route shows a page screen.' },
    schema: [
      {
        type: 'object',
        properties: { exceptions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const path = relative(resolve('.'), resolve(context.filename)).split('\\').join('/')
    if ((context.options[0]?.exceptions ?? []).includes(path) || /\.test\.tsx?$/.test(path)) return {}
    const screen = /^src\/features\/[^/]+\/components\/(.+\/)?[^/]+-page\.tsx$/.test(path)
    const route = /^src\/routes\/.+\.tsx$/.test(path)
    if (!screen && !route) return {}
    let framed = false
    let importsScreen = false
    let component
    return {
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'PageFrame') framed = true
      },
      ImportDeclaration(node) {
        if (/-page$/.test(node.source.value)) importsScreen = true
      },
      Property(node) {
        if (
          route &&
          !node.computed &&
          node.key.type === 'Identifier' &&
          node.key.name === 'component' &&
          node.parent.type === 'ObjectExpression'
        )
          component ??= node
      },
      'Program:exit'(program) {
        if (screen && !framed) {
          context.report({
            node: program,
            loc: { line: 1, column: 0 },
            message:
              "A page screen renders <PageFrame> from ~/ui/page-frame (the shop's width, title and rhythm), or is listed with its reason in lint/listed-exceptions.js.",
          })
        }
        if (route && component && !importsScreen) {
          context.report({
            node: component,
            message:
              'A page route shows a page screen (a features/…/components/…-page.tsx, which renders <PageFrame>), or is listed with its reason in lint/listed-exceptions.js.',
          })
        }
      },
    }
  },
}
