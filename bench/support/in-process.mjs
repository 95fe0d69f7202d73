/**
 * Calls the embedded API in process (no HTTP server): `callerOf(api)` answers `call(token, method, path, json?)`
 * with the envelope's data and the call's time in ms, and throws on any code but 200. Used by the benches that
 * measure the engine without the network (bench/checkout.mjs, bench/orders.mjs).
 */
export function callerOf(api) {
  return async function call(token, method, path, json) {
    const headers = { 'authori-zation': token }
    if (json !== undefined) headers['content-type'] = 'application/json'
    const started = performance.now()
    const response = await api.fetch(
      new Request(`http://bench.local${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
    )
    const body = await response.json()
    const ms = performance.now() - started
    if (body.code !== 200) throw new Error(`${method} ${path}: ${body.code} ${body.message}`)
    return { data: body.data, ms }
  }
}
