/** Types of bundled.mjs, for tests/api/ops.test.ts: the path of a fresh bundle of `entry` (relative to the root). */
export function bundled(entry: string): Promise<string>
