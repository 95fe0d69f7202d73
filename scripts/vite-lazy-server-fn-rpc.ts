/**
 * TanStack Start's client registers a serialization adapter that turns a server function found in dehydrated data
 * back into a callable one (`ServerFunctionSerializationAdapter`), and that adapter imports the whole server-function
 * client statically: the fetcher, its frame decoder and seroval's serializer and JSON reader (about 6 KB gzip of the
 * first load). The pages never put a server function in their data; the one server function the browser calls
 * (`getPublicConfig`) is imported lazily and brings the client with it. This plugin gives the adapter a
 * `createClientRpc` that returns the same callable at once and loads the real one on the first call (decision 83).
 */
import type { Plugin } from 'vite'

const ADAPTER =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/
const LAZY_RPC = '\0lazy-client-rpc'

/**
 * The adapter's `createClientRpc`: the callable with the properties the real one carries (Start's adapters test for
 * `TSS_SERVER_FUNCTION`), importing the real client (`clientRpc`, a resolved id) on its first call.
 */
export function lazyClientRpc(clientRpc: string, constants: string): string {
  return [
    `import { TSS_SERVER_FUNCTION } from ${JSON.stringify(constants)}`,
    'export function createClientRpc(functionId) {',
    '  let rpc',
    '  const clientFn = async (...args) => {',
    `    rpc ??= (await import(${JSON.stringify(clientRpc)})).createClientRpc(functionId)`,
    '    return rpc(...args)',
    '  }',
    '  const url = process.env.TSS_SERVER_FN_BASE + functionId',
    '  return Object.assign(clientFn, { url, serverFnMeta: { id: functionId }, [TSS_SERVER_FUNCTION]: true })',
    '}',
  ].join('\n')
}

export function lazyServerFnRpc(): Plugin {
  let clientRpc: string | undefined
  let constants: string | undefined
  return {
    name: 'lazy-server-fn-rpc',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      filter: { id: /^\.\.\/client-rpc\/createClientRpc\.js$/ },
      async handler(source, importer) {
        if (!importer || !ADAPTER.test(importer)) return null
        clientRpc = (await this.resolve(source, importer, { skipSelf: true }))?.id
        constants = (await this.resolve('../constants.js', importer, { skipSelf: true }))?.id
        if (!clientRpc || !constants) this.error('lazy-server-fn-rpc: TanStack Start no longer has createClientRpc.js')
        return LAZY_RPC
      },
    },
    load: {
      filter: { id: /^\0lazy-client-rpc$/ },
      handler(id) {
        if (id !== LAZY_RPC || !clientRpc || !constants) return null
        return lazyClientRpc(clientRpc, constants)
      },
    },
  }
}
