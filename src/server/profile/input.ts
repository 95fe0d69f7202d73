/**
 * A JSON body validated with valibot whose messages are written for the shopper and already name the field
 * ("Nickname cannot be empty"): they are shown as they are, without the `path:` prefix of `jsonBody`.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest } from '../http/envelope'

export async function shopperJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The request body must be JSON')
  }
  const result = v.safeParse(schema, body)
  if (!result.success) throw badRequest(result.issues[0]?.message ?? 'Invalid request')
  return result.output
}
