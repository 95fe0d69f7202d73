/** The seed's data files (JSON: the catalogue, the merchants, the translation tables), each checked when it is loaded. */
import * as v from 'valibot'

/** A data file's contents checked against its shape: a mistake in it fails the seed, naming the file and the place. */
export function checked<T extends v.GenericSchema>(file: string, shape: T, data: unknown): v.InferOutput<T> {
  const result = v.safeParse(shape, data)
  if (!result.success) throw new Error(`seed: ${file} does not fit its shape\n${v.summarize(result.issues)}`)
  return result.output
}
