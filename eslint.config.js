/**
 * `npm run lint`, the first step of `npm test`: the import rules of docs/architecture.md, file-level import cycles,
 * kebab-case file names and a warning on long files. Decision 11 explains the choices.
 */
import { readdirSync } from 'node:fs'
import pluginQuery from '@tanstack/eslint-plugin-query'
import checkFile from 'eslint-plugin-check-file'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import house from './lint/house-plugin.js'
import oxcParser from './lint/oxc-eslint-parser.js'
import { formKitExceptions, operatorOnly, pageFrameExceptions } from './lint/listed-exceptions.js'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// The server kit every domain may use as it is: HTTP (envelope, validation, context), the database, the server's
// i18n, and kit/ (numbers, the shopper lookup, the scheduler). Every other folder of src/server is a domain.
const serverKit = ['http', 'db', 'i18n', 'kit']
const serverDomains = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverKit.includes(entry.name))
  .map((entry) => entry.name)

// The layers, as house/layers zones (lint/layers.js; folders and files from the repository root): a file inside `target`
// imports nothing inside `from`, except what lies inside one of `except` (relative to `from`).
const browser = ['src/routes', 'src/features', 'src/ui', 'src/lib', 'src/i18n']
const zones = [
  // The wire contract is a leaf: everyone may import it (browser code, src/server, tests), it imports nothing of ours.
  {
    target: 'src/contract',
    from: 'src',
    except: ['./contract'],
    message: 'src/contract is a leaf: types, enums and limits only, importing nothing of ours (decision 12).',
  },
  // routes → features → ui, lib, i18n: nothing below imports what is above it.
  ...['src/features', 'src/ui', 'src/lib', 'src/i18n'].map((target) => ({
    target,
    from: 'src/routes',
    message: 'Routes sit on top: nothing imports a route file.',
  })),
  ...['src/ui', 'src/lib', 'src/i18n'].map((target) => ({
    target,
    from: 'src/features',
    message: 'ui, lib and i18n know no feature: pass data in, or move the code into the feature.',
  })),
  // A feature uses another feature only through its public surface: index.ts (queries, types, light helpers),
  // queries.ts, and its components, each imported from its own file so that barrels stay free of components (a
  // barrel that re-exports them pulls them into every chunk that needs a query). Everything else is internal.
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `src/features/${feature}`,
        from: `src/features/${other}`,
        except: ['./index.ts', './queries.ts', './components'],
        message: `Use the ${other} feature through its index.ts, queries.ts or components/ only.`,
      })),
  ),
  // Browser code never reaches the embedded API. The sanctioned doors are allowed by file below.
  ...browser.map((target) => ({
    target,
    from: 'src/server',
    message: 'Browser code never imports src/server: go through the API client (~/lib/api).',
  })),
  // The embedded API never imports browser code: what both sides need lives in src/contract (the wire) or
  // src/shared (server-side helpers the app's server functions use too).
  ...['src/routes', 'src/features', 'src/ui', 'src/lib'].map((from) => ({
    target: 'src/server',
    from,
    message: 'src/server imports no browser code: move what both sides need to src/contract or src/shared.',
  })),
  // src/shared is a leaf below both sides: it reads the app configuration and the contract, nothing else of ours.
  ...['src/routes', 'src/features', 'src/ui', 'src/lib', 'src/server', 'src/i18n'].map((from) => ({
    target: 'src/shared',
    from,
    message: 'src/shared is a leaf: it imports only app.config and src/contract.',
  })),
  // A server domain uses another only through its public face, its index.ts; the rest of a domain is internal.
  ...serverDomains.flatMap((domain) =>
    serverDomains
      .filter((other) => other !== domain)
      .map((other) => ({
        target: `src/server/${domain}`,
        from: `src/server/${other}`,
        except: ['./index.ts'],
        message: `Use the ${other} domain through its index.ts (its public face) only.`,
      })),
  ),
  // The database layer knows no handler: no domain's routes or services, not the HTTP app. It may use the
  // logger and the password hash (leaves with no handler behind them).
  {
    target: 'src/server/db',
    from: 'src/server',
    except: ['./db', './logger.ts', './password.ts'],
    message: 'src/server/db knows no handler: let the caller pass behaviour in, or move the helper to a leaf.',
  },
]

// Server-only modules that live among browser code by necessity, and may therefore import src/server:
// the SSR transport (imported only on the server, dynamically under import.meta.env.SSR), and server routes, which the file
// router requires under src/routes but which never ship to the browser.
const serverDoors = [
  'src/lib/api/server-transport.ts',
  'src/routes/api/$.ts',
  'src/routes/media/$.ts',
  // `[.]` is the router's escape for a dot in a URL; `\\[` keeps it literal in the glob.
  'src/routes/robots\\[.\\]txt.ts',
  'src/routes/sitemap\\[.\\]xml.ts',
  'src/routes/sitemaps/$shard.ts',
  'src/routes/feeds/merchant-center\\[.\\]xml.ts',
]
const serverDoorZones = zones.filter((zone) => zone.from !== 'src/server')

// One link builder (docs/architecture.md, conventions): an in-app page opens through the router's typed links
// (`to.*` from ~/lib/links with <Link>, the ~/ui/router-link components or navigate), so a click never reloads the
// app. A hand-written site path in an href, or a document navigation to one, is refused.
const linkMessage =
  'In-app pages open through typed router links: `to.*` from ~/lib/links (or usePathLink for a path known only as text).'
const sitePath = '/^\\/(?!\\/)/'
// A site path that is not a static file (`/favicon.svg` in a head tag's `href` is an asset, not a page).
const pagePath = '/^\\/(?!\\/)(?!\\S*\\.[a-z]+$)/'
const inAppLinks = [
  // Anywhere inside an href: a literal, a branch of a condition (`href={a ? '/x' : '/y'}`), a template string.
  { selector: `JSXAttribute[name.name='href'] Literal[value=${sitePath}]`, message: linkMessage },
  {
    selector: `JSXAttribute[name.name='href'] TemplateLiteral > TemplateElement:first-child[value.raw=${sitePath}]`,
    message: linkMessage,
  },
  // An `href` handed over in an object (`{ href: '/x' }`, props spread into a link).
  { selector: `Property[key.name='href'] > Literal[value=${pagePath}]`, message: linkMessage },
  {
    selector: `Property[key.name='href'] > TemplateLiteral > TemplateElement:first-child[value.raw=${pagePath}]`,
    message: linkMessage,
  },
  {
    selector: "AssignmentExpression[left.property.name='href'][left.object.property.name='location']",
    message: linkMessage,
  },
  { selector: "AssignmentExpression[left.property.name='location'][left.object.name='window']", message: linkMessage },
  {
    selector: `CallExpression[callee.property.name=/^(assign|replace)$/][callee.object.property.name='location'] > Literal[value=${sitePath}]`,
    message: linkMessage,
  },
]

// One form kit (docs/architecture.md, Forms): a form in a feature or a route is the kit's `form.Form`, its fields
// `form.AppField` with the kit's pre-bound fields, so validation, errors and submission behave one way.
const formKitMessage =
  'Forms use the kit: useAppForm from ~/ui/form, <form.AppForm><form.Form>, fields through form.AppField (a field with feature data joins the kit through extendForm).'
const formKitSyntax = [
  { selector: "JSXOpeningElement[name.name='form']", message: formKitMessage },
  { selector: "JSXMemberExpression[object.name='form'][property.name=/^(Field|Subscribe)$/]", message: formKitMessage },
]
const mantineInputs = [
  'TextInput',
  'Textarea',
  'PasswordInput',
  'PinInput',
  'NumberInput',
  'Select',
  'NativeSelect',
  'Autocomplete',
  'MultiSelect',
  'TagsInput',
  'FileInput',
  'JsonInput',
  'ColorInput',
  'Input',
  'InputBase',
]
const featureImports = [
  {
    name: '@tanstack/react-form',
    importNames: ['useForm', 'createFormHook', 'createFormHookContexts'],
    message: formKitMessage,
  },
  { name: '@mantine/form', message: formKitMessage },
  {
    name: '@mantine/carousel',
    importNames: ['Carousel'],
    message: 'Carousels come from ~/ui/carousel/carousel: it speaks the shopper’s language to screen readers.',
  },
  {
    name: '@mantine/core',
    importNames: ['Pagination'],
    message: 'Page switchers come from ~/ui/pager: its arrow buttons are named in the shopper’s language.',
  },
]
// The client build takes Table's scroll container off Mantine's Table (scripts/vite-table-scroll-container.ts,
// decision 94): a table that scrolls imports TableScrollContainer where it is used.
const tableScrollContainer = {
  selector: "JSXMemberExpression[object.name='Table'][property.name='ScrollContainer']",
  message:
    'Use TableScrollContainer from @mantine/core: the client build leaves Table.ScrollContainer out, so ScrollArea loads only where a table scrolls (decision 94).',
}
const mantineInputImports = {
  name: '@mantine/core',
  importNames: mantineInputs,
  message: `Text, number and choice inputs are the form kit's fields (~/ui/form): ${formKitMessage}`,
}

const browserSources = ['src/{routes,features,ui,lib,i18n}/**/*.{ts,tsx}']
const testFiles = ['**/*.test.{ts,tsx}']

export default [
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.output/**',
      '.tanstack/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile, house },
    // oxc's parser (lint/oxc-eslint-parser.js, decision 134; Babel's before): TypeScript 7 has no JavaScript compiler
    // API for typescript-eslint's parser, and no rule here needs type information.
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parser: oxcParser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // No import cycle between files: the house's graph check (lint/no-cycle.js, decision 58), not import-x/no-cycle,
      // which resolved every import through export maps and took 60 % of the lint.
      'house/no-cycle': 'error',
      // One module a name: `x.mjs` beside `x.ts` resolves differently in Vite and TypeScript (lint/one-module-a-name.js).
      'house/one-module-a-name': 'error',
      'max-lines': ['warn', { max: 300 }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'house/layers': ['error', { zones }] },
  },
  // Quality rules of the React side (browser code and its component tests): the rules of hooks, accessible markup,
  // TanStack Query's rules. The server's `useCode`, the API harness's `useApiHarness` and Playwright's `use` are no
  // React hooks, so src/server and the API and e2e tests are outside.
  {
    files: ['src/{routes,features,ui,lib,i18n}/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'].at(-1).rules,
    },
  },
  // One form kit (docs/architecture.md, Forms): features and routes build forms with useAppForm from ~/ui/form.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...featureImports, mantineInputImports] }] },
  },
  {
    files: formKitExceptions,
    rules: { 'no-restricted-imports': ['error', { paths: featureImports }] },
  },
  // …and no package either: plain TypeScript that any side can load as it is.
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)', message: 'src/contract imports only its own files (decision 12).' }] },
      ],
    },
  },
  {
    files: ['src/routes/**/*.tsx', 'src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...inAppLinks, tableScrollContainer] },
  },
  {
    files: ['src/routes/**/*.tsx', 'src/features/**/*.{ts,tsx}'],
    ignores: [...testFiles, ...formKitExceptions],
    rules: { 'no-restricted-syntax': ['error', ...inAppLinks, ...formKitSyntax, tableScrollContainer] },
  },
  // The house's own rules (lint/): the checks that read more than one file's imports or a whole pattern.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { house },
    rules: {
      // One cookie parser a side: src/lib/cookies.ts in the browser, src/server/http/cookies.ts on the server.
      'house/cookies': [
        'error',
        { readers: ['requestCookie', 'requestCookies', 'requestCookieNames', 'readCookie', 'apiBrowserCookies'] },
      ],
    },
  },
  {
    // The kits themselves, and the SSR transport, which forwards the visitor's Cookie header untouched.
    files: ['src/lib/cookies.ts', 'src/server/http/cookies.ts', 'src/lib/api/server-transport.ts'],
    rules: { 'house/cookies': 'off' },
  },
  {
    files: browserSources,
    ignores: [...testFiles, 'src/lib/dates.ts'],
    rules: {
      'house/date-parsing': 'error',
      'house/query-key-trees': 'error',
      'house/keys-from-trees': ['error', { allow: ['shellFallbackKey'] }],
      'house/page-frame': ['error', { exceptions: pageFrameExceptions }],
    },
  },
  {
    // The server's one date parser (src/server/http/dates.ts): the API, the operator CLI, the sitemaps, the seed.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts', 'src/server.ts', 'src/start.ts', 'scripts/**/*.ts'],
    ignores: [...testFiles, '**/*.fixtures.ts', 'src/server/http/dates.ts'],
    plugins: { house },
    rules: {
      'house/date-parsing': ['error', { parser: 'src/server/http/dates.ts (parseDay, parseTime, formatDateTime)' }],
    },
  },
  { files: ['src/features/**/*.{ts,tsx}'], ignores: testFiles, rules: { 'house/feature-cycles': 'error' } },
  {
    files: ['src/server/**/*.ts'],
    ignores: [...testFiles, ...operatorOnly],
    rules: { 'house/marked-messages': 'error' },
  },
  {
    files: serverDoors,
    rules: { 'house/layers': ['error', { zones: serverDoorZones }] },
  },
  // File routes follow the URL, as the router requires (`goods/goods_search.tsx`, `$id.tsx`, `__root.tsx`); the
  // route tree is generated.
  {
    files: ['src/routes/**', 'src/routeTree.gen.ts'],
    rules: { 'check-file/filename-naming-convention': 'off', 'check-file/folder-naming-convention': 'off' },
  },
]
