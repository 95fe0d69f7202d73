/**
 * Node flags for a process whose PGlite lives seconds (an API file's database, a crash-gate server between two
 * kills): V8 runs PGlite's WebAssembly as its baseline compiler (Liftoff) wrote it, without tiering hot functions up in
 * the background. Quiet, one PGlite open plus two rounds of queries took 3.6 s of CPU by default and 2.2 s with it
 * (decision 109). The e2e shops and `npm start` keep the default: over a long life the optimized code pays for its
 * compiles.
 */
export const SHORT_LIVED_WASM = ['--liftoff-only']
