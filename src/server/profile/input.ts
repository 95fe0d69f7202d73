/**
 * A JSON body validated with valibot whose messages are written for the shopper and already name the field
 * ("Nickname cannot be empty"): they are shown as they are; any other names its field by its label (field-labels.ts).
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest } from '../http/envelope'
import { refusal } from '../http/field-labels'
import { issueValues } from '../http/validate'

export async function shopperJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest(/*i18n*/ 'The request body must be JSON')
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const issue = result.issues[0]
    if (!issue) throw badRequest(/*i18n*/ 'Invalid request')
    // A check without its own sentence ("must be true or false") still names its field by its label.
    const sentence = refusal(v.getDotPath(issue) ?? '', { id: issue.message, values: issueValues(issue) })
    throw badRequest(sentence.id, sentence.values)
  }
  return result.output
}
