/**
 * A JSON body validated with valibot whose messages are written for the shopper and already name the field
 * ("Nickname cannot be empty"): they are shown as they are, without the `path:` prefix of `jsonBody`.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest } from '../http/envelope'
import { issueValues } from '../http/validate'

export async function shopperJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest(/*i18n*/ 'The request body must be JSON')
  }
  const result = v.safeParse(schema, body)
  if (!result.success) throw (result.issues[0] ? badRequest(result.issues[0].message, issueValues(result.issues[0])) : badRequest(/*i18n*/ 'Invalid request'))
  return result.output
}
